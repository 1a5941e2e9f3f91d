ALTER TABLE "wallets" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "sync_heads" jsonb;