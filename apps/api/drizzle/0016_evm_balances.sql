CREATE TABLE "evm_balances" (
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"denom" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	CONSTRAINT "evm_balances_chain_id_address_denom_pk" PRIMARY KEY("chain_id","address","denom")
);
