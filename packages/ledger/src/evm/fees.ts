import type { Asset, LedgerConfig } from '../config';

/** Gas fee in wei: a plain ETH transfer costs less gas than an ERC-20 `transfer` call. */
export function evmFee(config: LedgerConfig, asset: Asset): bigint {
  return asset.symbol === 'ETH' ? config.evmFees.native : config.evmFees.token;
}
