CREATE TABLE "payment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"requester_id" text NOT NULL,
	"payer_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"symbol" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_tx_hash_idx" ON "payment_requests" USING btree ("tx_hash") WHERE "payment_requests"."tx_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_requests_payer_idx" ON "payment_requests" USING btree ("payer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_requester_idx" ON "payment_requests" USING btree ("requester_id","created_at","id");