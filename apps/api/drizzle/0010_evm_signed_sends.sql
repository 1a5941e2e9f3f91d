CREATE TABLE "evm_index_blocks" (
	"chain_id" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "evm_index_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "evm_signed_sends" (
	"hash" text PRIMARY KEY NOT NULL,
	"from_address" text NOT NULL,
	"nonce" integer NOT NULL,
	"raw" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evm_signed_sends" ADD CONSTRAINT "evm_signed_sends_hash_ledger_transactions_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."ledger_transactions"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evm_signed_sends_from_nonce_idx" ON "evm_signed_sends" USING btree ("from_address","nonce");