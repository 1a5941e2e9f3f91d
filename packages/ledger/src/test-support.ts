import { NATIVE_CHAIN_ID } from '@optwallet/domain';
import { devnetAddress } from './addresses';
import { createLedgerConfig, DAY_MS, type LedgerConfig } from './config';
import { DevnetChain } from './devnet-chain';
import { InMemoryLedgerState } from './memory-state';

export const CHAIN = NATIVE_CHAIN_ID;
export const GENESIS = Date.UTC(2026, 0, 1);
export const OPT = 1_000_000n;
export { DAY_MS };

/** A devnet over an in-memory state whose clock the test moves by hand. */
export function makeChain(overrides: Partial<LedgerConfig> = {}) {
  let now = GENESIS;
  const state = new InMemoryLedgerState();
  const config = createLedgerConfig(overrides);
  const chain = new DevnetChain({ state, config, clock: () => now });
  return {
    chain,
    state,
    config,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

export const alice = devnetAddress('alice');
export const bob = devnetAddress('bob');

type Fixture = ReturnType<typeof makeChain>;

/** Funds an account and creates a validator owned by it; returns the operator address. */
export async function addValidator(
  { chain }: Fixture,
  label: string,
  options: {
    moniker?: string;
    commissionBps?: number;
    selfDelegation?: bigint;
    frequency?: number;
  } = {},
): Promise<string> {
  const address = devnetAddress(label);
  await chain.faucet(address, CHAIN);
  const tx = await chain.submit({
    type: 'createValidator',
    chainId: CHAIN,
    address,
    moniker: options.moniker ?? label,
    amount: options.selfDelegation ?? 100n * OPT,
    commissionBps: options.commissionBps ?? 1_000,
    rewardPayoutFrequencySeconds: options.frequency ?? 86_400,
  });
  return tx.to;
}

export async function balanceOf(
  { state }: Fixture,
  address: string,
  denom = 'uopt',
  chainId = CHAIN,
) {
  return state.getBalance(chainId, address, denom);
}
