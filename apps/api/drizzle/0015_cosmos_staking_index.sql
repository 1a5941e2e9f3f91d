ALTER TABLE "ledger_delegations" ADD COLUMN "rewards" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "ledger_delegations" ADD COLUMN "rewards_height" integer;