import { decBps, decRatio } from './legacy-dec';
import { ACCRUAL_SLOT_MS, DENOM } from './params';

const YEAR_MS = 365 * 86_400_000;

/**
 * x/mint's answers, derived from what the ledger pays rather than from the SDK's minter (there is
 * none: rewards are minted at each validator's payout, `packages/ledger/src/staking/rewards.ts`).
 *
 * The ledger accrues each active validator `tokens x rewardRateBps / 10 000` a year (per 1 s slot,
 * the remainder carried, so a year pays exactly that) and pays it to the validator's delegators
 * pro rata after the validator's commission. So a delegator earns `rewardRate x (1 - commission)`
 * a year on its stake, and the chain mints `rewardRate x activeBonded` a year:
 *
 *   annual_provisions = rewardRate x activeBonded                  (uopt a year)
 *   inflation         = annual_provisions / supply = rewardRate x activeBonded / supply
 *
 * Keplr's (and explorers') APR is `inflation x (1 - community_tax) / bonded_ratio` with
 * bonded_ratio = pool.bonded_tokens / supply and community_tax 0 here, which gives
 * `rewardRate x activeBonded / bonded`: the ledger's 12 % whenever every bonded token is with an
 * active validator (always so on the devnet), before each validator's commission, as the SDK's
 * APR is. The params say the same: inflation is rewardRate times the bonded ratio, so it would be
 * `inflation_max` (the rate) with every token bonded and 0 with none; it does not drift
 * (`inflation_rate_change` 0). `blocks_per_year` counts the ledger's accrual slots.
 */
export interface MintFigures {
  /** LegacyDec atomics. */
  inflation: bigint;
  /** LegacyDec atomics, uopt a year. */
  annualProvisions: bigint;
}

export function mintFigures(input: {
  rewardRateBps: number;
  /** uopt bonded to active validators: what accrues rewards. */
  activeBonded: bigint;
  supply: bigint;
}): MintFigures {
  const annualProvisions = input.activeBonded * decBps(input.rewardRateBps);
  const inflation =
    input.supply > 0n
      ? decRatio(input.activeBonded * BigInt(input.rewardRateBps), 10_000n * input.supply)
      : 0n;
  return { annualProvisions, inflation };
}

export const mintParams = (rewardRateBps: number) => ({
  mintDenom: DENOM,
  inflationRateChange: 0n,
  inflationMax: decBps(rewardRateBps),
  inflationMin: 0n,
  goalBonded: decBps(10_000),
  blocksPerYear: BigInt(YEAR_MS / ACCRUAL_SLOT_MS),
});
