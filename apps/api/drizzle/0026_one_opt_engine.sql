-- One OPT engine: the chain is the node's (apps/optchain); the API keeps only its index of it.
-- The embedded ledger's journal, its clock heads and its transfer statement's refusal go.
DROP TABLE "ledger_entries" CASCADE;--> statement-breakpoint
DROP TABLE "ledger_heads" CASCADE;--> statement-breakpoint
DROP TABLE "ledger_postings" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_refuse(text);--> statement-breakpoint
-- Chain time = server clock + offset_ms, as the follower last saw the chain's blocks.
ALTER TABLE "cosmos_index_state" ADD COLUMN "offset_ms" bigint DEFAULT 0 NOT NULL;
