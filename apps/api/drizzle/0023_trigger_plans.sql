-- What every transfer's triggers run, planned once per session instead of once per call
-- (Postgres CPU per transfer, measured one transfer at a time with pg_stat_user_functions and
-- pg_stat_statements; issue 30's transfer floor).
--
-- 1. The kept counts' adders as PL/pgSQL: a LANGUAGE sql function that cannot be inlined (these
--    write) is planned again on every call; PL/pgSQL keeps the statement's plan for the session.
--    The history count trigger 0.78 -> 0.35 ms a statement, the notification count 0.47 -> 0.10.
--    The history's adder now folds only the rows of the keys it changes (address, chain, symbol,
--    kind), not every row of the address: the same sums, fewer rows rewritten.
CREATE OR REPLACE FUNCTION ledger_tx_counts_add(changes ledger_tx_counts[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT c.* FROM unnest(changes) AS c
  ), gone AS (
    DELETE FROM ledger_tx_counts k WHERE k.ctid = ANY (ARRAY(
      SELECT l.ctid FROM ledger_tx_counts l WHERE l.address IN (SELECT d.address FROM d)
        AND (l.address, l.chain_id, l.symbol, l.kind) IN (SELECT d.address, d.chain_id, d.symbol, d.kind FROM d)
      FOR UPDATE SKIP LOCKED))
    RETURNING k.*
  )
  INSERT INTO ledger_tx_counts (address, chain_id, symbol, kind, n)
  SELECT x.address, x.chain_id, x.symbol, x.kind, sum(x.n)
  FROM (SELECT * FROM d UNION ALL SELECT * FROM gone) x
  GROUP BY x.address, x.chain_id, x.symbol, x.kind
  HAVING sum(x.n) <> 0;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_add(changes user_counts[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
  HAVING sum(x.followers) <> 0 OR sum(x.following) <> 0 OR sum(x.referrals) <> 0 OR sum(x.notifications) <> 0;
END
$$;--> statement-breakpoint
-- 2. The live events of a statement's history rows: the wallets they touch were planned for each
--    call (0.11 ms of planning to 0.03 of execution; a custom plan per array argument). The
--    generic plan probes the two address indexes (BitmapOr) as the custom one does.
ALTER FUNCTION user_events_txs(ledger_transactions[]) SET plan_cache_mode = force_generic_plan;
