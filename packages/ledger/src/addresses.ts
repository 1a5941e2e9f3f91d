import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { NATIVE_ADDRESS_PREFIX } from '@optwallet/domain';
import { bech32 } from '@scure/base';
import type { ChainKind } from './config';

export const VALOPER_PREFIX = `${NATIVE_ADDRESS_PREFIX}valoper`;

function decodeBech32(address: string, prefix: string): Uint8Array | undefined {
  try {
    const decoded = bech32.decode(address as `${string}1${string}`);
    if (decoded.prefix !== prefix) return undefined;
    return bech32.fromWords(decoded.words);
  } catch {
    return undefined;
  }
}

export function isNativeAddress(address: string): boolean {
  return decodeBech32(address, NATIVE_ADDRESS_PREFIX)?.length === 20;
}

export function isOperatorAddress(address: string): boolean {
  return decodeBech32(address, VALOPER_PREFIX)?.length === 20;
}

export function isEvmAddress(address: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

export function isAddressFor(kind: ChainKind, address: string): boolean {
  return kind === 'native' ? isNativeAddress(address) : isEvmAddress(address);
}

/** The validator operator address of an account: same key bytes, `optvaloper` prefix. */
export function toOperatorAddress(accountAddress: string): string {
  const bytes = decodeBech32(accountAddress, NATIVE_ADDRESS_PREFIX);
  if (!bytes) throw new RangeError(`Not a native address: ${accountAddress}`);
  return bech32.encode(VALOPER_PREFIX, bech32.toWords(bytes));
}

/** Deterministic 20 address bytes from a label, as Cosmos derives module accounts. */
function labelBytes(label: string): Uint8Array {
  return sha256(utf8ToBytes(label)).slice(0, 20);
}

/** A valid native address derived from a label: seed data, tests, module accounts. */
export function devnetAddress(label: string): string {
  return bech32.encode(NATIVE_ADDRESS_PREFIX, bech32.toWords(labelBytes(label)));
}

export type SystemAccountName =
  'mint' | 'feeCollector' | 'bondedPool' | 'unbondingPool' | 'redelegationPool';

const MODULE_NAMES: Record<SystemAccountName, string> = {
  mint: 'mint',
  feeCollector: 'fee_collector',
  bondedPool: 'bonded_tokens_pool',
  unbondingPool: 'not_bonded_tokens_pool',
  redelegationPool: 'redelegation_pool',
};

export type SystemAccounts = Record<SystemAccountName, string>;

/**
 * Module accounts of a native chain (the same on each), derived once: every call of the engine
 * and every read names them. The mint account is the only account whose balance goes negative:
 * minus the total supply minted by faucet and rewards.
 */
const SYSTEM_ACCOUNTS: SystemAccounts = Object.freeze(
  Object.fromEntries(
    Object.entries(MODULE_NAMES).map(([name, module]) => [name, devnetAddress(module)]),
  ) as SystemAccounts,
);

export function systemAccounts(): SystemAccounts {
  return SYSTEM_ACCOUNTS;
}
