CREATE TABLE "cosmos_fee_allowances" (
	"chain_id" text NOT NULL,
	"grantee" text NOT NULL,
	"granter" text NOT NULL,
	"status" text NOT NULL,
	"remaining" numeric(78, 0),
	"expires_at" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "cosmos_fee_allowances_chain_id_grantee_pk" PRIMARY KEY("chain_id","grantee")
);
--> statement-breakpoint
CREATE INDEX "cosmos_fee_allowances_pending_idx" ON "cosmos_fee_allowances" USING btree ("chain_id","status","created_at");