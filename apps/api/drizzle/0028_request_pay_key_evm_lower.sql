ALTER TABLE "payment_requests" ADD COLUMN "pay_key" text;--> statement-breakpoint
CREATE INDEX "wallets_evm_address_lower_idx" ON "wallets" USING btree (lower("evm_address"));