-- Contact search's lists (db/schema/users.ts `contactSearch`): a person's trigrams with their
-- username, read in username order by the search; kept by a trigger on users.
CREATE TABLE "contact_search" (
	"trgm" text NOT NULL,
	"username" text,
	"user_id" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_username_search_idx";--> statement-breakpoint
-- A text's distinct trigrams: every 3 characters of it in lower case, spaces and signs included
-- (ILIKE compares lower-cased texts, so a text that holds a query holds each of its trigrams).
CREATE FUNCTION contact_search_trigrams(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(lower(value), i, 3)
  FROM generate_series(1, char_length(lower(value)) - 2) i
$$;--> statement-breakpoint
-- A person's: their username's and their name's as "first last" (contact search matches both).
CREATE FUNCTION contact_search_person(username text, first_name text, last_name text)
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT contact_search_trigrams(username)
  UNION
  SELECT contact_search_trigrams(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
$$;--> statement-breakpoint
INSERT INTO "contact_search" ("trgm", "username", "user_id")
  SELECT t, u.username, u.id FROM users u, contact_search_person(u.username, u.first_name, u.last_name) t;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_search_walk_idx" ON "contact_search" USING btree ("trgm","username","user_id");--> statement-breakpoint
-- Kept in the writer's statement: a person's old rows go (found by the index: trigram, old
-- username, id) and their new ones come, when the username or the name changes.
CREATE FUNCTION contact_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.username IS NOT DISTINCT FROM NEW.username
    AND OLD.first_name IS NOT DISTINCT FROM NEW.first_name
    AND OLD.last_name IS NOT DISTINCT FROM NEW.last_name AND OLD.id = NEW.id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD.username IS NULL THEN
      DELETE FROM contact_search WHERE user_id = OLD.id AND username IS NULL
        AND trgm IN (SELECT contact_search_person(OLD.username, OLD.first_name, OLD.last_name));
    ELSE
      DELETE FROM contact_search WHERE user_id = OLD.id AND username = OLD.username
        AND trgm IN (SELECT contact_search_person(OLD.username, OLD.first_name, OLD.last_name));
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO contact_search (trgm, username, user_id)
      SELECT t, NEW.username, NEW.id
      FROM contact_search_person(NEW.username, NEW.first_name, NEW.last_name) t;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_search_keep AFTER INSERT OR DELETE OR UPDATE OF id, username, first_name, last_name
  ON users FOR EACH ROW EXECUTE FUNCTION contact_search_keep();
