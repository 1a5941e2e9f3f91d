CREATE TABLE "evm_approvals" (
	"chain_id" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"time" bigint NOT NULL,
	"token" text NOT NULL,
	"owner" text NOT NULL,
	"spender" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "evm_approvals_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "evm_approvals_owner_idx" ON "evm_approvals" USING btree ("owner","token","spender");