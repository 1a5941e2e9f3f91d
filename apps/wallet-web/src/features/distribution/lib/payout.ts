import type { Delegation, Validator } from '@optwallet/contract';

/**
 * How often the user's rewards are paid: the most frequent payout among the validators they stake
 * with (each validator pays at its own frequency), else the chain's default.
 */
export function payoutSeconds(
  details: { rewardPayoutFrequency: number; validatorSet: Validator[] },
  delegations: readonly Delegation[],
): number {
  const staked = new Set(delegations.map((d) => d.validator_address));
  const frequencies = details.validatorSet
    .filter((v) => staked.has(v.address) && v.rewardPayoutFrequency)
    .map((v) => v.rewardPayoutFrequency ?? 0);
  return frequencies.length > 0 ? Math.min(...frequencies) : details.rewardPayoutFrequency;
}
