CREATE TABLE "ledger_tx_days" (
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"day" bigint NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- (address, day) with what the walk reads (the filters' columns and n), so it reads no rows.
CREATE INDEX "ledger_tx_days_address_day_idx" ON "ledger_tx_days" USING btree ("address","day") INCLUDE ("chain_id","symbol","kind","n");--> statement-breakpoint
-- Rewards grouped walks an address's payout groups by day beside its counts (index-only).
CREATE INDEX "ledger_payout_groups_address_day_idx" ON "ledger_payout_groups" USING btree ("address","day") INCLUDE ("chain_id","symbol");--> statement-breakpoint
-- The history's kept positions: ledger_tx_counts by UTC day of chain time. A page by number far
-- into a long history walks the wallet's days from the nearer end of its list to the day that
-- holds the page's first row, then skips only that day's rows before it (PAGE_DEEP) instead of
-- every row of the pages before it (page 1,000 of 100,000 transactions: 10,000 index entries).
--
-- Adds changes to ledger_tx_days as ledger_tx_counts_add does (migration 0023): a new row folded
-- with the rows of the same keys this transaction could lock without waiting.
CREATE FUNCTION ledger_tx_days_add(changes ledger_tx_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT c.* FROM unnest(changes) AS c
  ), gone AS (
    DELETE FROM ledger_tx_days k WHERE k.ctid = ANY (ARRAY(
      SELECT l.ctid FROM d JOIN ledger_tx_days l ON l.address = d.address AND l.day = d.day
        AND l.chain_id = d.chain_id AND l.symbol = d.symbol AND l.kind = d.kind
      FOR UPDATE OF l SKIP LOCKED))
    RETURNING k.*
  )
  INSERT INTO ledger_tx_days (address, chain_id, symbol, kind, day, n)
  SELECT x.address, x.chain_id, x.symbol, x.kind, x.day, sum(x.n)
  FROM (SELECT * FROM d UNION ALL SELECT * FROM gone) x
  GROUP BY x.address, x.chain_id, x.symbol, x.kind, x.day
  HAVING sum(x.n) <> 0;
END
$$;--> statement-breakpoint
-- +1 per address of an inserted row, -1 of a deleted one, by day; an update moves a row between
-- kinds, addresses or days only when those columns change. The totals are the days' changes
-- summed over their days.
CREATE OR REPLACE FUNCTION ledger_transactions_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days ledger_tx_days[];
  changes ledger_tx_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(g.address, g.chain_id, g.symbol, g.kind, g.day, g.n)::ledger_tx_days) INTO days
    FROM (SELECT p.address, r.chain_id, r.symbol,
        ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address) AS kind,
        r.time / 86400000 AS day, count(*) AS n
      FROM new_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
      GROUP BY 1, 2, 3, 4, 5) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(g.address, g.chain_id, g.symbol, g.kind, g.day, -g.n)::ledger_tx_days) INTO days
    FROM (SELECT p.address, r.chain_id, r.symbol,
        ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address) AS kind,
        r.time / 86400000 AS day, count(*) AS n
      FROM old_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
      GROUP BY 1, 2, 3, 4, 5) g;
  ELSE
    SELECT array_agg(ROW(g.address, g.chain_id, g.symbol, g.kind, g.day, g.n)::ledger_tx_days) INTO days
    FROM (SELECT e.address, e.chain_id, e.symbol, e.kind, e.day, sum(e.n)::bigint AS n FROM (
        SELECT p.address, r.chain_id, r.symbol,
          ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address) AS kind,
          r.time / 86400000 AS day, 1 AS n
        FROM new_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
        UNION ALL
        SELECT p.address, r.chain_id, r.symbol,
          ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address),
          r.time / 86400000, -1
        FROM old_rows r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
      ) e GROUP BY 1, 2, 3, 4, 5 HAVING sum(e.n) <> 0) g;
  END IF;
  IF days IS NOT NULL THEN
    SELECT array_agg(ROW(c.address, c.chain_id, c.symbol, c.kind, c.n)::ledger_tx_counts) INTO changes
    FROM (SELECT d.address, d.chain_id, d.symbol, d.kind, sum(d.n)::bigint AS n FROM unnest(days) d
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0) c;
    IF changes IS NOT NULL THEN PERFORM ledger_tx_counts_add(changes); END IF;
    PERFORM ledger_tx_days_add(days);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What the database holds already.
INSERT INTO ledger_tx_days (address, chain_id, symbol, kind, day, n)
SELECT p.address, r.chain_id, r.symbol,
  ledger_tx_kind(r.type, r.from_address, r.to_address, r.request_id, p.address), r.time / 86400000,
  count(*)
FROM ledger_transactions r CROSS JOIN LATERAL (SELECT r.from_address UNION SELECT r.to_address) p(address)
GROUP BY 1, 2, 3, 4, 5;
