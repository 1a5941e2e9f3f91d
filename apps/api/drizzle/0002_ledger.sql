CREATE TABLE "ledger_balances" (
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_balances_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" text NOT NULL,
	"account" text NOT NULL,
	"denom" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"is_mint" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ledger_balances_chain_id_account_denom_pk" PRIMARY KEY("chain_id","account","denom"),
	CONSTRAINT "ledger_balances_non_negative" CHECK ("ledger_balances"."amount" >= 0 OR "ledger_balances"."is_mint")
);
--> statement-breakpoint
CREATE TABLE "ledger_delegations" (
	"chain_id" text NOT NULL,
	"delegator" text NOT NULL,
	"validator" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_delegations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "ledger_delegations_chain_id_delegator_validator_pk" PRIMARY KEY("chain_id","delegator","validator"),
	CONSTRAINT "ledger_delegations_positive" CHECK ("ledger_delegations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx_hash" text NOT NULL,
	"chain_id" text NOT NULL,
	"height" integer NOT NULL,
	"time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_heads" (
	"chain_id" text PRIMARY KEY NOT NULL,
	"genesis_time" bigint NOT NULL,
	"height" integer NOT NULL,
	"time" bigint NOT NULL,
	"offset_ms" bigint NOT NULL,
	"tx_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"entry_id" text NOT NULL,
	"idx" integer NOT NULL,
	"chain_id" text NOT NULL,
	"account" text NOT NULL,
	"denom" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "ledger_postings_entry_id_idx_pk" PRIMARY KEY("entry_id","idx")
);
--> statement-breakpoint
CREATE TABLE "ledger_redelegations" (
	"chain_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_redelegations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delegator" text NOT NULL,
	"from_validator" text NOT NULL,
	"to_validator" text NOT NULL,
	"creation_height" integer NOT NULL,
	"completion_time" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "ledger_redelegations_chain_id_id_pk" PRIMARY KEY("chain_id","id")
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"hash" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" text NOT NULL,
	"height" integer NOT NULL,
	"time" bigint NOT NULL,
	"type" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"denom" text NOT NULL,
	"symbol" text NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"fee_denom" text NOT NULL,
	"memo" text NOT NULL,
	"status" text NOT NULL,
	"completed_on" bigint,
	"validator" text,
	"from_validator" text,
	"to_validator" text,
	"creation_height" integer,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "ledger_unbondings" (
	"chain_id" text NOT NULL,
	"delegator" text NOT NULL,
	"validator" text NOT NULL,
	"creation_height" integer NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_unbondings_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"completion_time" bigint NOT NULL,
	"initial_balance" numeric(78, 0) NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"tx_hashes" jsonb NOT NULL,
	CONSTRAINT "ledger_unbondings_chain_id_delegator_validator_creation_height_pk" PRIMARY KEY("chain_id","delegator","validator","creation_height"),
	CONSTRAINT "ledger_unbondings_positive" CHECK ("ledger_unbondings"."balance" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_validators" (
	"chain_id" text NOT NULL,
	"operator_address" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_validators_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_address" text NOT NULL,
	"moniker" text NOT NULL,
	"details" text NOT NULL,
	"commission_bps" integer NOT NULL,
	"uptime_bps" integer NOT NULL,
	"status" text NOT NULL,
	"tokens" numeric(78, 0) NOT NULL,
	"reward_payout_frequency_seconds" integer NOT NULL,
	"next_payout_at" bigint NOT NULL,
	"accrued_rewards" numeric(78, 0) NOT NULL,
	"accrual_remainder" numeric(78, 0) NOT NULL,
	"created_height" integer NOT NULL,
	CONSTRAINT "ledger_validators_chain_id_operator_address_pk" PRIMARY KEY("chain_id","operator_address")
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_balances_account_idx" ON "ledger_balances" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_delegations_validator_idx" ON "ledger_delegations" USING btree ("chain_id","validator");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("chain_id","account","denom");--> statement-breakpoint
CREATE INDEX "ledger_redelegations_completion_idx" ON "ledger_redelegations" USING btree ("chain_id","completion_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_request_unique" ON "ledger_transactions" USING btree ("chain_id","request_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_from_idx" ON "ledger_transactions" USING btree ("from_address","height");--> statement-breakpoint
CREATE INDEX "ledger_transactions_to_idx" ON "ledger_transactions" USING btree ("to_address","height");--> statement-breakpoint
CREATE INDEX "ledger_unbondings_completion_idx" ON "ledger_unbondings" USING btree ("chain_id","completion_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_validators_moniker_unique" ON "ledger_validators" USING btree ("chain_id",lower("moniker"));