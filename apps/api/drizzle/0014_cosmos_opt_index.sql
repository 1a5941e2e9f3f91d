CREATE TABLE "cosmos_events" (
	"chain_id" text NOT NULL,
	"source" text NOT NULL,
	"event_index" integer NOT NULL,
	"height" bigint NOT NULL,
	"ledger_hash" text NOT NULL,
	CONSTRAINT "cosmos_events_chain_id_source_event_index_pk" PRIMARY KEY("chain_id","source","event_index")
);
--> statement-breakpoint
CREATE TABLE "cosmos_index_state" (
	"chain_id" text PRIMARY KEY NOT NULL,
	"height" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cosmos_signed_txs" (
	"hash" text PRIMARY KEY NOT NULL,
	"chain_id" text NOT NULL,
	"from_address" text NOT NULL,
	"sequence" bigint NOT NULL,
	"raw" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cosmos_signed_txs" ADD CONSTRAINT "cosmos_signed_txs_hash_ledger_transactions_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."ledger_transactions"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cosmos_signed_txs_from_seq_idx" ON "cosmos_signed_txs" USING btree ("chain_id","from_address","sequence");