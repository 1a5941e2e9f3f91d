-- The page's order is (time, height DESC, the wallet's native address first, seq DESC). Within a
-- branch of the history (one address, one side) the address is fixed, so its side of the order
-- ("native": not an 0x… EVM address) is a constant; as an index column between height and seq
-- it lets the branches merge in the page's order from their indexes alone (a Merge Append)
-- instead of being re-sorted on it (an Incremental Sort over every skipped row of a deep page).
DROP INDEX "ledger_payout_groups_page_idx";--> statement-breakpoint
CREATE INDEX "ledger_payout_groups_page_idx" ON "ledger_payout_groups" USING btree ("address","time","height",("address" NOT LIKE '0x%'),"seq");--> statement-breakpoint
DROP INDEX "ledger_transactions_from_page_idx";--> statement-breakpoint
DROP INDEX "ledger_transactions_to_page_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_from_page_idx" ON "ledger_transactions" USING btree ("from_address","time","height",("from_address" NOT LIKE '0x%'),"seq") INCLUDE ("chain_id","symbol","type","to_address","request_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_to_page_idx" ON "ledger_transactions" USING btree ("to_address","time","height",("to_address" NOT LIKE '0x%'),"seq") INCLUDE ("chain_id","symbol","type","from_address","request_id");
