CREATE TABLE "cosmos_recurring_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"chain_id" text NOT NULL,
	"wallet" text NOT NULL,
	"grantee" text NOT NULL,
	"recipient" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"every" text NOT NULL,
	"runs" integer NOT NULL,
	"until" text,
	"started_at" bigint NOT NULL,
	"next_run_at" bigint,
	"attempt" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_run_at" bigint,
	"last_run_status" text,
	"last_error" text,
	"last_hash" text,
	"cancelled_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cosmos_recurring_sends_wallet_idx" ON "cosmos_recurring_sends" USING btree ("chain_id","wallet");--> statement-breakpoint
CREATE INDEX "cosmos_recurring_sends_due_idx" ON "cosmos_recurring_sends" USING btree ("chain_id","next_run_at");