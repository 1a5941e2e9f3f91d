import { NATIVE_ADDRESS_PREFIX, NATIVE_BASE_DENOM } from '@optwallet/domain';

/** The node's protocol constants: what its clients see, whatever the chain id. */
export const DENOM = NATIVE_BASE_DENOM;
export const BECH32_PREFIX = NATIVE_ADDRESS_PREFIX;
export const VALOPER_PREFIX = `${BECH32_PREFIX}valoper`;

/**
 * The CometBFT version the node reports: cosmjs picks its client by it (0.38 → Comet38Client,
 * whose JSON shapes the RPC answers in).
 */
export const COMET_VERSION = '0.38.17';
export const COMET_BLOCK_PROTOCOL = '11';
/** The Cosmos SDK whose REST and gRPC shapes the node answers in. */
export const SDK_VERSION = 'v0.50.13';
export const APP_NAME = 'optchain';
export const APP_VERSION = '0.1.0';

/**
 * Minimum gas price, uopt per gas unit, as a fraction (0.025): a tx's fee must be at least
 * ceil(gas limit x this). Gas per message is the ledger's fixed fee divided by it, so a tx paying
 * exactly its gas at the minimum price pays the ledger's fee.
 */
export const MIN_GAS_PRICE = { numerator: 25n, denominator: 1_000n } as const;
export const MIN_GAS_PRICE_TEXT = `0.025${DENOM}`;

/** The engine's reward-accrual slot (its `blockTimeMs`), fixed whatever the block interval. */
export const ACCRUAL_SLOT_MS = 1_000;

/** Bech32 prefixes, as Keplr's chain-suggest JSON lists them. */
export const BECH32_CONFIG = {
  bech32PrefixAccAddr: BECH32_PREFIX,
  bech32PrefixAccPub: `${BECH32_PREFIX}pub`,
  bech32PrefixValAddr: VALOPER_PREFIX,
  bech32PrefixValPub: `${VALOPER_PREFIX}pub`,
  bech32PrefixConsAddr: `${BECH32_PREFIX}valcons`,
  bech32PrefixConsPub: `${BECH32_PREFIX}valconspub`,
} as const;
