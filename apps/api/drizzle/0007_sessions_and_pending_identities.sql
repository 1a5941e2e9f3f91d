CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"grant_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone_number" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_grant_id_oauth_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."oauth_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_shell_unique" ON "users" USING btree ("pending_email") WHERE "users"."email" is null and "users"."phone_number" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_phone_shell_unique" ON "users" USING btree ("pending_phone_number") WHERE "users"."email" is null and "users"."phone_number" is null;--> statement-breakpoint
CREATE INDEX "users_pending_email_idx" ON "users" USING btree ("pending_email");--> statement-breakpoint
-- Every refresh-token family signed in before sessions existed becomes a session, live while any
-- of its tokens is. (Access tokens issued before carry no sid: the client refreshes them once.)
INSERT INTO "sessions" ("id", "user_id", "created_at", "revoked_at")
SELECT "family_id", min("user_id"), min("created_at"),
  CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family_id";
--> statement-breakpoint
-- An email or phone number nobody proved is not an identity: it waits, pending, for its code.
UPDATE "users" SET "pending_email" = "email", "email" = NULL
WHERE "email" IS NOT NULL AND "email_verified_at" IS NULL;
--> statement-breakpoint
UPDATE "users" SET "pending_phone_number" = "phone_number", "phone_number" = NULL
WHERE "phone_number" IS NOT NULL AND "phone_verified_at" IS NULL;
