ALTER TABLE "cosmos_index_state" ADD COLUMN "time" bigint;--> statement-breakpoint
ALTER TABLE "evm_index_state" ADD COLUMN "block_time" bigint;