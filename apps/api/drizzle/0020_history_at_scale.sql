CREATE TABLE "ledger_payout_groups" (
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"symbol" text NOT NULL,
	"validator" text NOT NULL,
	"day" bigint NOT NULL,
	"payouts" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"first_time" bigint NOT NULL,
	"time" bigint NOT NULL,
	"height" integer NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "ledger_payout_groups_address_chain_id_symbol_validator_day_pk" PRIMARY KEY("address","chain_id","symbol","validator","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_tx_counts" (
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_payout_groups_page_idx" ON "ledger_payout_groups" USING btree ("address","time","height","seq");--> statement-breakpoint
CREATE INDEX "ledger_tx_counts_address_idx" ON "ledger_tx_counts" USING btree ("address");
--> statement-breakpoint
-- The history's pages read ids in the page's order from these (index-only: the filters' columns
-- are included), then only the page's rows by seq; the old (address, height) ones stay for the
-- follower's lookups of a delegator's pending moves.
CREATE INDEX "ledger_transactions_from_page_idx" ON "ledger_transactions" USING btree ("from_address","time","height","seq") INCLUDE ("chain_id","symbol","type","to_address","request_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_to_page_idx" ON "ledger_transactions" USING btree ("to_address","time","height","seq") INCLUDE ("chain_id","symbol","type","from_address","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_seq_idx" ON "ledger_transactions" USING btree ("seq");--> statement-breakpoint
-- The kind of a transaction as one of its addresses sees it: a send to it from elsewhere is
-- 'receive', an automatic reward payout (no request) 'payout', else the stored type.
CREATE FUNCTION ledger_tx_kind(type text, from_address text, to_address text, request_id text, address text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN type = 'send' AND to_address = address AND from_address <> address THEN 'receive'
    WHEN type = 'distribution' AND request_id IS NULL THEN 'payout'
    ELSE type END
$$;--> statement-breakpoint
-- Adds changes to ledger_tx_counts as user_counts_add does (migration 0011): a new row with the
-- address's rows this transaction could lock without waiting, so writers never wait here.
CREATE FUNCTION ledger_tx_counts_add(changes ledger_tx_counts[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT c.* FROM unnest(changes) AS c
  ), gone AS (
    DELETE FROM ledger_tx_counts k WHERE k.ctid = ANY (ARRAY(
      SELECT l.ctid FROM ledger_tx_counts l WHERE l.address IN (SELECT d.address FROM d) FOR UPDATE SKIP LOCKED))
    RETURNING k.*
  )
  INSERT INTO ledger_tx_counts (address, chain_id, symbol, kind, n)
  SELECT x.address, x.chain_id, x.symbol, x.kind, sum(x.n)
  FROM (SELECT * FROM d UNION ALL SELECT * FROM gone) x
  GROUP BY x.address, x.chain_id, x.symbol, x.kind
  HAVING sum(x.n) <> 0
$$;--> statement-breakpoint
-- +1 per address of an inserted row, -1 of a deleted one; an update moves a row between kinds
-- (or addresses) only when those columns change.
CREATE FUNCTION ledger_transactions_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes ledger_tx_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(g.address, g.chain_id, g.symbol, g.kind, g.n)::ledger_tx_counts) INTO changes
    FROM (SELECT p.address, r.chain_id, r.symbol,
        ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address) AS kind, count(*) AS n
      FROM new_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
      GROUP BY 1, 2, 3, 4) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(g.address, g.chain_id, g.symbol, g.kind, -g.n)::ledger_tx_counts) INTO changes
    FROM (SELECT p.address, r.chain_id, r.symbol,
        ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address) AS kind, count(*) AS n
      FROM old_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
      GROUP BY 1, 2, 3, 4) g;
  ELSE
    SELECT array_agg(ROW(g.address, g.chain_id, g.symbol, g.kind, g.n)::ledger_tx_counts) INTO changes
    FROM (SELECT e.address, e.chain_id, e.symbol, e.kind, sum(e.n)::bigint AS n FROM (
        SELECT p.address, r.chain_id, r.symbol,
          ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address) AS kind, 1 AS n
        FROM new_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
        UNION ALL
        SELECT p.address, r.chain_id, r.symbol,
          ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address), -1
        FROM old_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
      ) e GROUP BY 1, 2, 3, 4 HAVING sum(e.n) <> 0) g;
  END IF;
  IF changes IS NOT NULL THEN PERFORM ledger_tx_counts_add(changes); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_count_insert AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_transactions_count();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_count_update AFTER UPDATE ON ledger_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_transactions_count();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_count_delete AFTER DELETE ON ledger_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_transactions_count();--> statement-breakpoint
-- The payout groups a write touches are counted again from their rows (the `to` side's index
-- reads one address's day), under a lock per address taken in its own statement first, so two
-- writers of one address's payouts count one after the other and each sees the other's rows.
CREATE FUNCTION ledger_payout_groups_keep(keys ledger_payout_groups[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ledger_payout_groups:' || a.address))
  FROM (SELECT DISTINCT k.address FROM unnest(keys) k ORDER BY 1) a;
  DELETE FROM ledger_payout_groups g USING unnest(keys) k
  WHERE g.address = k.address AND g.chain_id = k.chain_id AND g.symbol = k.symbol
    AND g.validator = k.validator AND g.day = k.day;
  INSERT INTO ledger_payout_groups (address, chain_id, symbol, validator, day, payouts, amount,
    first_time, time, height, seq)
  SELECT k.address, k.chain_id, k.symbol, k.validator, k.day, count(*), sum(t.amount), min(t.time),
    (array_agg(t.time ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1],
    (array_agg(t.height ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1],
    (array_agg(t.seq ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1]
  FROM (SELECT DISTINCT * FROM unnest(keys)) k
  JOIN ledger_transactions t ON t.to_address = k.address
    AND t.time >= k.day * 86400000 AND t.time < (k.day + 1) * 86400000
    AND t.chain_id = k.chain_id AND t.symbol = k.symbol AND t.from_address = k.validator
    AND t.type = 'distribution' AND t.request_id IS NULL
  GROUP BY k.address, k.chain_id, k.symbol, k.validator, k.day;
END
$$;--> statement-breakpoint
CREATE FUNCTION ledger_payout_groups_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys ledger_payout_groups[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT ROW(r.to_address, r.chain_id, r.symbol, r.from_address, r.time / 86400000,
      NULL, NULL, NULL, NULL, NULL, NULL)::ledger_payout_groups) INTO keys
    FROM new_rows r WHERE r.type = 'distribution' AND r.request_id IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT ROW(r.to_address, r.chain_id, r.symbol, r.from_address, r.time / 86400000,
      NULL, NULL, NULL, NULL, NULL, NULL)::ledger_payout_groups) INTO keys
    FROM old_rows r WHERE r.type = 'distribution' AND r.request_id IS NULL;
  ELSE
    -- An update touches the groups of the rows it changed, before and after (a settle that
    -- changes none of a payout's columns touches nothing).
    SELECT array_agg(DISTINCT ROW(r.to_address, r.chain_id, r.symbol, r.from_address, r.time / 86400000,
      NULL, NULL, NULL, NULL, NULL, NULL)::ledger_payout_groups) INTO keys
    FROM (
      SELECT * FROM (SELECT o.* FROM old_rows o EXCEPT SELECT n.* FROM new_rows n) x
      UNION ALL SELECT * FROM (SELECT n.* FROM new_rows n EXCEPT SELECT o.* FROM old_rows o) y
    ) r WHERE r.type = 'distribution' AND r.request_id IS NULL;
  END IF;
  IF keys IS NOT NULL THEN PERFORM ledger_payout_groups_keep(keys); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_payout_groups_insert AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_payout_groups_touched();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_payout_groups_update AFTER UPDATE ON ledger_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_payout_groups_touched();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_payout_groups_delete AFTER DELETE ON ledger_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_payout_groups_touched();--> statement-breakpoint
-- What the database holds already.
INSERT INTO ledger_tx_counts (address, chain_id, symbol, kind, n)
SELECT p.address, r.chain_id, r.symbol,
  ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address), count(*)
FROM ledger_transactions r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO ledger_payout_groups (address, chain_id, symbol, validator, day, payouts, amount,
  first_time, time, height, seq)
SELECT t.to_address, t.chain_id, t.symbol, t.from_address, t.time / 86400000, count(*), sum(t.amount),
  min(t.time), (array_agg(t.time ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1],
  (array_agg(t.height ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1],
  (array_agg(t.seq ORDER BY t.time DESC, t.height DESC, t.seq DESC))[1]
FROM ledger_transactions t WHERE t.type = 'distribution' AND t.request_id IS NULL
GROUP BY 1, 2, 3, 4, 5;
