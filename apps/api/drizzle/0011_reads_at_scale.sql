-- Contact search by substring uses trigram indexes (PGlite loads the extension's bundle too, db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "user_counts" (
	"user_id" text NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"following" integer DEFAULT 0 NOT NULL,
	"referrals" integer DEFAULT 0 NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "follows_followee_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "users_referred_by_idx";--> statement-breakpoint
CREATE INDEX "user_counts_user_idx" ON "user_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
CREATE INDEX "follows_followee_created_idx" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "notifications_user_page_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_referrals_idx" ON "users" USING btree ("referred_by","created_at","id") WHERE "users"."email" is not null or "users"."phone_number" is not null;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
-- Adds per-user changes to user_counts (rows of the table's type, user first). The change is
-- written as a new row together with the user's rows this transaction could lock without
-- waiting (SKIP LOCKED; each is deleted and its value carried over), so concurrent writers never
-- wait for each other here and a user keeps about one row. A deleted user's changes (a cascade)
-- are dropped.
CREATE FUNCTION user_counts_add(changes user_counts[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT c.* FROM unnest(changes) AS c WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
  ), gone AS (
    DELETE FROM user_counts k WHERE k.ctid = ANY (ARRAY(
      SELECT l.ctid FROM user_counts l WHERE l.user_id IN (SELECT d.user_id FROM d) FOR UPDATE SKIP LOCKED))
    RETURNING k.*
  )
  INSERT INTO user_counts (user_id, followers, following, referrals, notifications)
  SELECT x.user_id, sum(x.followers), sum(x.following), sum(x.referrals), sum(x.notifications)
  FROM (SELECT * FROM d UNION ALL SELECT * FROM gone) x
  GROUP BY x.user_id
  HAVING sum(x.followers) <> 0 OR sum(x.following) <> 0 OR sum(x.referrals) <> 0 OR sum(x.notifications) <> 0
$$;--> statement-breakpoint
-- follows: +1 (insert) or -1 (delete) to the followee's followers and the follower's following.
CREATE FUNCTION follows_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes user_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(g.user_id, g.followers, g.following, 0, 0)::user_counts) INTO changes
    FROM (SELECT e.user_id, sum(e.followers)::int AS followers, sum(e.following)::int AS following
      FROM (SELECT followee_id AS user_id, 1 AS followers, 0 AS following FROM new_rows
        UNION ALL SELECT follower_id, 0, 1 FROM new_rows) e
      GROUP BY e.user_id) g;
  ELSE
    SELECT array_agg(ROW(g.user_id, g.followers, g.following, 0, 0)::user_counts) INTO changes
    FROM (SELECT e.user_id, sum(e.followers)::int AS followers, sum(e.following)::int AS following
      FROM (SELECT followee_id AS user_id, -1 AS followers, 0 AS following FROM old_rows
        UNION ALL SELECT follower_id, 0, -1 FROM old_rows) e
      GROUP BY e.user_id) g;
  END IF;
  IF changes IS NOT NULL THEN PERFORM user_counts_add(changes); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER follows_count_insert AFTER INSERT ON follows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follows_count();--> statement-breakpoint
CREATE TRIGGER follows_count_delete AFTER DELETE ON follows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION follows_count();--> statement-breakpoint
-- notifications: +1 or -1 to their user's.
CREATE FUNCTION notifications_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes user_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(e.user_id, 0, 0, 0, e.n::int)::user_counts) INTO changes
    FROM (SELECT user_id, count(*) AS n FROM new_rows GROUP BY user_id) e;
  ELSE
    SELECT array_agg(ROW(e.user_id, 0, 0, 0, -e.n::int)::user_counts) INTO changes
    FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY user_id) e;
  END IF;
  IF changes IS NOT NULL THEN PERFORM user_counts_add(changes); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_count_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_count();--> statement-breakpoint
CREATE TRIGGER notifications_count_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_count();--> statement-breakpoint
-- users: a referral counts for its referrer while it is confirmed (a verified email or phone);
-- an update counts the row as it was out and as it is in. A deleted user's counts go with it.
CREATE FUNCTION users_count_referrals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes user_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(e.referred_by, 0, 0, e.n::int, 0)::user_counts) INTO changes
    FROM (SELECT referred_by, count(*) AS n FROM new_rows
      WHERE referred_by IS NOT NULL AND (email IS NOT NULL OR phone_number IS NOT NULL)
      GROUP BY referred_by) e;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(ROW(e.referred_by, 0, 0, e.n::int, 0)::user_counts) INTO changes
    FROM (SELECT referred_by, sum(one) AS n FROM (
        SELECT referred_by, 1 AS one FROM new_rows
          WHERE referred_by IS NOT NULL AND (email IS NOT NULL OR phone_number IS NOT NULL)
        UNION ALL SELECT referred_by, -1 FROM old_rows
          WHERE referred_by IS NOT NULL AND (email IS NOT NULL OR phone_number IS NOT NULL)) r
      GROUP BY referred_by HAVING sum(one) <> 0) e;
  ELSE
    DELETE FROM user_counts WHERE user_id IN (SELECT id FROM old_rows);
    SELECT array_agg(ROW(e.referred_by, 0, 0, -e.n::int, 0)::user_counts) INTO changes
    FROM (SELECT referred_by, count(*) AS n FROM old_rows
      WHERE referred_by IS NOT NULL AND (email IS NOT NULL OR phone_number IS NOT NULL)
      GROUP BY referred_by) e;
  END IF;
  IF changes IS NOT NULL THEN PERFORM user_counts_add(changes); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_count_referrals();--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_count_referrals();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_count_referrals();--> statement-breakpoint
-- What the tables hold already.
INSERT INTO user_counts (user_id, followers, following, referrals, notifications)
SELECT u.id,
  (SELECT count(*) FROM follows f WHERE f.followee_id = u.id),
  (SELECT count(*) FROM follows f WHERE f.follower_id = u.id),
  (SELECT count(*) FROM users r WHERE r.referred_by = u.id AND (r.email IS NOT NULL OR r.phone_number IS NOT NULL)),
  (SELECT count(*) FROM notifications n WHERE n.user_id = u.id)
FROM users u
WHERE EXISTS (SELECT 1 FROM follows f WHERE f.followee_id = u.id OR f.follower_id = u.id)
  OR EXISTS (SELECT 1 FROM users r WHERE r.referred_by = u.id AND (r.email IS NOT NULL OR r.phone_number IS NOT NULL))
  OR EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id);