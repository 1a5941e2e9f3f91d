import type { BalanceBreakdown } from '@optwallet/api-client/contract';
import {
  type ChainEnv,
  type ValidatorStatus,
  chainEnv,
  chainTime,
  delegatorReward,
  heightAt,
  marketValue,
  pendingRewards,
} from '@optwallet/ledger';
import type { Deps } from '../../lib/http';
import { randomNonce } from './chain-context';
import { CATALOGUE, LEDGER_CONFIG } from './ledger-config';
import { sumUsd } from './wire';

/** A native chain as a read sees it: its engine settings and the current block's height. */
export interface ChainNow {
  env: ChainEnv;
  height: number;
}

/** A native chain's current height from its head (genesis time and devnet offset). */
export function chainNow(
  deps: Deps,
  chainId: string,
  head: { genesisTime: unknown; offsetMs: unknown },
): ChainNow {
  const env = chainEnv(LEDGER_CONFIG, chainId, deps.clock().getTime(), randomNonce);
  const chainHead = {
    chainId,
    genesisTime: Number(head.genesisTime ?? env.clockMs),
    offsetMs: Number(head.offsetMs ?? 0),
  };
  return {
    env,
    height: heightAt(chainHead, env.spec.blockTimeMs, chainTime(chainHead, env.clockMs)),
  };
}

/**
 * A delegation's rewards not yet paid out, from its validator's fields (REWARD_FIELDS of the
 * read statements): exact lazy accrual up to the current height. 0 when the validator is gone.
 */
export function pendingRewardOf(
  now: ChainNow,
  row: Record<string, unknown>,
  delegated: bigint,
): bigint {
  if (typeof row.tokens !== 'string') return 0n;
  const validator = {
    status: row.status as ValidatorStatus,
    tokens: BigInt(row.tokens),
    commissionBps: Number(row.commission_bps),
    accruedRewards: BigInt(String(row.accrued_rewards)),
    accrualRemainder: BigInt(String(row.accrual_remainder)),
    accruedHeight: Number(row.accrued_height),
  };
  return delegatorReward(validator, pendingRewards(now.env, validator, now.height), delegated);
}

/** Base units of the stake of one native chain. */
interface Stake {
  staked: bigint;
  moving: bigint;
  unbonding: bigint;
  rewards: bigint;
}

const byChain = (value: unknown) => (value ?? {}) as Record<string, unknown>;

/**
 * The parts of the total balance in USD, each at the current price of its token: what the
 * tokens hold (spendable, their balanceUsd) plus the native chains' stake from the TOKENS
 * statement's row (delegated, moving between validators, unbonding, unclaimed rewards).
 * A delegation only moves value between the parts; the total stays.
 */
export function balanceBreakdown(
  deps: Deps,
  row: Record<string, unknown>,
  spendableUsd: readonly string[],
  nowOn: (chainId: string) => number,
): BalanceBreakdown {
  const stakes = new Map<string, Stake>();
  const stakeOn = (chainId: string) => {
    let stake = stakes.get(chainId);
    if (!stake)
      stakes.set(chainId, (stake = { staked: 0n, moving: 0n, unbonding: 0n, rewards: 0n }));
    return stake;
  };
  const heads = new Map<string, ChainNow>();
  const genesis = byChain(row.genesis);
  const offsets = byChain(row.offsets);
  for (const d of row.delegations as Record<string, unknown>[]) {
    const chainId = String(d.chain_id);
    let now = heads.get(chainId);
    if (!now) {
      now = chainNow(deps, chainId, { genesisTime: genesis[chainId], offsetMs: offsets[chainId] });
      heads.set(chainId, now);
    }
    const amount = BigInt(String(d.amount));
    stakeOn(chainId).staked += amount;
    stakeOn(chainId).rewards += pendingRewardOf(now, d, amount);
  }
  for (const [chainId, amount] of Object.entries(byChain(row.moving))) {
    stakeOn(chainId).moving += BigInt(String(amount));
  }
  for (const [chainId, amount] of Object.entries(byChain(row.unbonding))) {
    stakeOn(chainId).unbonding += BigInt(String(amount));
  }
  const usd = (part: keyof Stake) =>
    sumUsd(
      [...stakes].map(([chainId, stake]) => {
        const asset = LEDGER_CONFIG.chains.find((c) => c.chainId === chainId)?.assets[0];
        if (!asset) return '0';
        return marketValue(
          CATALOGUE,
          chainId,
          asset.symbol,
          stake[part],
          asset.decimals,
          nowOn(chainId),
        );
      }),
    );
  return {
    spendable: sumUsd(spendableUsd),
    staked: usd('staked'),
    moving: usd('moving'),
    unbonding: usd('unbonding'),
    rewards: usd('rewards'),
  };
}

/** The total balance: the sum of its parts. */
export function totalOf(breakdown: BalanceBreakdown): string {
  return sumUsd([
    breakdown.spendable,
    breakdown.staked,
    breakdown.moving,
    breakdown.unbonding,
    breakdown.rewards,
  ]);
}
