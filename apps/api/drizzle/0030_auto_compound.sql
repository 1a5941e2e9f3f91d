CREATE TABLE "cosmos_auto_compound" (
	"chain_id" text NOT NULL,
	"wallet" text NOT NULL,
	"grantee" text NOT NULL,
	"validators" text NOT NULL,
	"cap" numeric(78, 0) NOT NULL,
	"cap_left" numeric(78, 0) NOT NULL,
	"granted_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"compounded_to_height" integer NOT NULL,
	"last_run_at" bigint,
	"last_compounded" numeric(78, 0),
	"total_compounded" numeric(78, 0) NOT NULL,
	"revoked_at" bigint,
	CONSTRAINT "cosmos_auto_compound_chain_id_wallet_pk" PRIMARY KEY("chain_id","wallet")
);
--> statement-breakpoint
CREATE INDEX "cosmos_auto_compound_active_idx" ON "cosmos_auto_compound" USING btree ("chain_id","revoked_at");