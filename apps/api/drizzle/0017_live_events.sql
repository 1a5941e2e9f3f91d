CREATE TABLE "user_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "user_events_created_idx" ON "user_events" USING btree ("created_at");--> statement-breakpoint
-- Live updates (modules/events): one row in the log and one NOTIFY on 'user_events', both part
-- of the caller's transaction, so a stream hears of a change only once it is committed, and
-- every replica listening hears it.
CREATE FUNCTION optwallet_publish(p_user text, p_kind text, p_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s bigint;
BEGIN
  INSERT INTO user_events (user_id, kind, data) VALUES (p_user, p_kind, p_data) RETURNING seq INTO s;
  PERFORM pg_notify('user_events', json_build_object('seq', s, 'userId', p_user, 'kind', p_kind, 'data', p_data)::text);
END
$$;--> statement-breakpoint
-- History rows written or settled: balance and history (and stake for staking types) of every
-- product wallet on either side, once per wallet and chain per statement.
CREATE FUNCTION user_events_txs(txs ledger_transactions[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT w.user_id, w.id AS wallet_id, t.chain_id,
      bool_or(t.type IN ('delegate', 'undelegate', 'cancelUndelegate', 'moveDelegation', 'distribution', 'createValidator')) AS stake
    FROM unnest(txs) t
    JOIN wallets w ON w.native_address IN (t.from_address, t.to_address)
      OR w.evm_address IN (t.from_address, t.to_address)
    GROUP BY w.user_id, w.id, t.chain_id
  LOOP
    PERFORM optwallet_publish(r.user_id, 'balance', jsonb_build_object('walletId', r.wallet_id, 'chainId', r.chain_id));
    PERFORM optwallet_publish(r.user_id, 'history', jsonb_build_object('walletId', r.wallet_id, 'chainId', r.chain_id));
    IF r.stake THEN
      PERFORM optwallet_publish(r.user_id, 'stake', jsonb_build_object('walletId', r.wallet_id, 'chainId', r.chain_id));
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION user_events_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txs ledger_transactions[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t) INTO txs FROM new_rows t;
  ELSE
    -- A change of state (pending -> success, failed, cancelled) moves money; a block that
    -- includes a row (its height set) changes the stake even when the row stays pending (an
    -- unbonding or a move, complete only after their 21 days).
    SELECT array_agg(t) INTO txs FROM new_rows t JOIN old_rows o ON o.hash = t.hash
      WHERE o.status IS DISTINCT FROM t.status OR o.height IS DISTINCT FROM t.height;
  END IF;
  IF txs IS NOT NULL THEN PERFORM user_events_txs(txs); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_events_ledger_insert AFTER INSERT ON ledger_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_events_ledger();--> statement-breakpoint
CREATE TRIGGER user_events_ledger_update AFTER UPDATE ON ledger_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_events_ledger();--> statement-breakpoint
-- Notifications written, read or cleared: the bell of each user concerned, once per statement.
CREATE FUNCTION user_events_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR u IN SELECT DISTINCT user_id FROM old_rows LOOP
      PERFORM optwallet_publish(u, 'notification', '{}'::jsonb);
    END LOOP;
  ELSE
    FOR u IN SELECT DISTINCT user_id FROM new_rows LOOP
      PERFORM optwallet_publish(u, 'notification', '{}'::jsonb);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_events_notifications_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_events_notifications();--> statement-breakpoint
CREATE TRIGGER user_events_notifications_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_events_notifications();--> statement-breakpoint
CREATE TRIGGER user_events_notifications_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_events_notifications();--> statement-breakpoint
-- A session that ends (logout, revocation, its user deleted) closes its streams on every replica.
CREATE FUNCTION user_events_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL) THEN
    PERFORM pg_notify('session_ended', OLD.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_events_session_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION user_events_session_ended();--> statement-breakpoint
CREATE TRIGGER user_events_session_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION user_events_session_ended();
