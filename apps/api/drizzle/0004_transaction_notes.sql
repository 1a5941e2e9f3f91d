CREATE TABLE "transaction_notes" (
	"wallet_id" text NOT NULL,
	"tx_hash" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_notes_wallet_id_tx_hash_pk" PRIMARY KEY("wallet_id","tx_hash")
);
--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD CONSTRAINT "transaction_notes_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;