CREATE TABLE "ledger_tx_counts" (
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_tx_counts_address_idx" ON "ledger_tx_counts" USING btree ("address");--> statement-breakpoint
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
-- What the database holds already.
INSERT INTO ledger_tx_counts (address, chain_id, symbol, kind, n)
SELECT p.address, r.chain_id, r.symbol,
  ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address), count(*)
FROM ledger_transactions r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
GROUP BY 1, 2, 3, 4;
