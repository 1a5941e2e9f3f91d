import { NATIVE_CHAIN_ID } from '@optwallet/domain';
import { devnetAddress } from './addresses';
import type { DevnetChain } from './devnet-chain';
import type { Validator } from './types';

export interface SeedValidator {
  /** Label the operator's account address is derived from. */
  label: string;
  moniker: string;
  commissionBps: number;
  uptimeBps: number;
  /** Self-delegation, uopt. */
  selfDelegation: bigint;
  rewardPayoutFrequencySeconds: number;
  details?: string;
}

export const DEFAULT_SEED_VALIDATORS: readonly SeedValidator[] = [
  {
    label: 'validator-aurora',
    moniker: 'aurora',
    commissionBps: 500,
    uptimeBps: 9_998,
    selfDelegation: 400_000_000n,
    rewardPayoutFrequencySeconds: 86_400,
  },
  {
    label: 'validator-borealis',
    moniker: 'borealis',
    commissionBps: 800,
    uptimeBps: 9_950,
    selfDelegation: 300_000_000n,
    rewardPayoutFrequencySeconds: 43_200,
  },
  {
    label: 'validator-cygnus',
    moniker: 'cygnus',
    commissionBps: 300,
    uptimeBps: 9_990,
    selfDelegation: 200_000_000n,
    rewardPayoutFrequencySeconds: 3_600,
  },
  {
    label: 'validator-draco',
    moniker: 'draco',
    commissionBps: 1_000,
    uptimeBps: 9_720,
    selfDelegation: 100_000_000n,
    rewardPayoutFrequencySeconds: 86_400,
  },
];

/**
 * Creates the seed validators through ordinary faucet and createValidator transactions, so the
 * seeded ledger obeys every invariant. Skips validators that already exist (safe to rerun).
 */
export async function seedValidators(
  chain: DevnetChain,
  validators: readonly SeedValidator[] = DEFAULT_SEED_VALIDATORS,
  chainId: string = NATIVE_CHAIN_ID,
): Promise<Validator[]> {
  const existing = new Set((await chain.getValidators(chainId)).validatorSet.map((v) => v.moniker));
  for (const seed of validators) {
    if (existing.has(seed.moniker)) continue;
    const address = devnetAddress(seed.label);
    await chain.faucet(address, chainId);
    const tx = await chain.submit({
      type: 'createValidator',
      chainId,
      address,
      moniker: seed.moniker,
      amount: seed.selfDelegation,
      commissionBps: seed.commissionBps,
      rewardPayoutFrequencySeconds: seed.rewardPayoutFrequencySeconds,
      details: seed.details ?? '',
    });
    const validator = await chain.state.getValidator(chainId, tx.to);
    if (validator) await chain.state.putValidator({ ...validator, uptimeBps: seed.uptimeBps });
  }
  return (await chain.getValidators(chainId)).validatorSet;
}
