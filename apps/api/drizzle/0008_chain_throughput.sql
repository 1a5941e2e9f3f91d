-- Module accounts (mint, fee collector, pools) leave ledger_balances: their balance is the sum of their postings.
ALTER TABLE "ledger_balances" DROP CONSTRAINT "ledger_balances_non_negative";--> statement-breakpoint
DELETE FROM "ledger_balances" WHERE "account" IN (
  'opt1m3h30wlvsf8llruxtpukdvsy0km2kum8gwsz04', 'opt17xpfvakm2amg962yls6f84z3kell8c5lsx56rg',
  'opt1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34y743z', 'opt1tygms3xhhs3yv487phx3dw4a95jn7t7lpyzy8k',
  'opt1e5x96qlylwmy8l4k7c0hnaa3lgvshr8mk2nd7v', '0x0000000000000000000000000000000000000000',
  '0xf1829676db577682e944fc3493d451b67ff3e29f', '0x4fea76427b8345861e80a3540a8a9d936fd39391',
  '0x5911b844d7bc224654fe0dcd16babd2d253f2fdf', '0xcd0c5d03e4fbb643feb6f61f79f7b1fa190b8cfb'
);--> statement-breakpoint
ALTER TABLE "ledger_balances" DROP COLUMN "is_mint";--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_non_negative" CHECK ("ledger_balances"."amount" >= 0);--> statement-breakpoint
-- Idempotency keys become unique across chains (per wallet); a key used on two chains before keeps its first use.
ALTER TABLE "ledger_transactions" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
UPDATE "ledger_transactions" AS t SET "request_id" = t."request_id" || '#' || t."chain_id"
WHERE t."request_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "ledger_transactions" o WHERE o."request_id" = t."request_id" AND o."seq" < t."seq"
);--> statement-breakpoint
DROP INDEX "ledger_transactions_request_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_request_id_unique" ON "ledger_transactions" USING btree ("request_id");--> statement-breakpoint
-- Lazy accrual: each validator counts its accrued rewards up to a height (the old head's, where every call accrued to).
ALTER TABLE "ledger_validators" ADD COLUMN "accrued_height" integer;--> statement-breakpoint
UPDATE "ledger_validators" AS v SET "accrued_height" = coalesce(
  (SELECT h."height" FROM "ledger_heads" h WHERE h."chain_id" = v."chain_id"), v."created_height"
);--> statement-breakpoint
ALTER TABLE "ledger_validators" ALTER COLUMN "accrued_height" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_validators_payout_idx" ON "ledger_validators" USING btree ("chain_id","next_payout_at");--> statement-breakpoint
-- The head is only a clock now: nothing is written to it per transaction.
ALTER TABLE "ledger_heads" DROP COLUMN "height";--> statement-breakpoint
ALTER TABLE "ledger_heads" DROP COLUMN "time";--> statement-breakpoint
ALTER TABLE "ledger_heads" DROP COLUMN "tx_count";--> statement-breakpoint
-- Wallet passcode checks are reserved atomically before the argon2 work (no interleaving gets more than 5).
ALTER TABLE "wallets" ADD COLUMN "checks_in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "last_check_at" timestamp with time zone;--> statement-breakpoint
-- Aborts the statement that calls it (a transfer's guard): the code is the message, SQLSTATE P0001.
CREATE FUNCTION ledger_refuse(code text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = code;
END
$$;
