import type { Validator } from '@optwallet/ledger';
import { consensusBech32, consensusKey } from './keys';

/**
 * x/slashing's signing info of a validator: it signs every block from its creation (the devnet
 * has one proposer and no downtime), so nothing is missed, jailed or tombstoned. The SDK counts
 * `index_offset` up once per block signed since `start_height`.
 */
export function signingInfoOf(v: Validator, height: number) {
  return {
    address: consensusBech32(v.operatorAddress),
    startHeight: BigInt(v.createdHeight),
    indexOffset: BigInt(Math.max(0, height - v.createdHeight)),
    missedBlocksCounter: 0n,
  };
}

/** Signing infos in the SDK's store order: by consensus address bytes. */
export const signingInfoKey = (v: Validator) => consensusKey(v.operatorAddress).address;
