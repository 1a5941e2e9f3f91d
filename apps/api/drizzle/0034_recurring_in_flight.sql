ALTER TABLE "cosmos_recurring_sends" ADD COLUMN "pending_hash" text;--> statement-breakpoint
ALTER TABLE "cosmos_recurring_sends" ADD COLUMN "pending_sequence" integer;