DROP INDEX "users_username_idx";--> statement-breakpoint
CREATE INDEX "users_username_search_idx" ON "users" USING btree ("username","id","first_name","last_name","email","phone_number");