import { formatAmount, parseAmount } from '@optwallet/domain';
import type { BalanceBreakdown, WalletToken } from '@optwallet/contract';
import {
  type ChainEnv,
  type ValidatorStatus,
  chainEnv,
  chainTime,
  delegatorReward,
  heightAt,
  pendingRewards,
} from '@optwallet/ledger';
import type { Deps } from '../../deps';
import { randomNonce } from '../../chains/opt';
import { LEDGER_CONFIG } from '../../chains/catalogue';
import { USD_DECIMALS, sumUsd } from '../../chains/wire';

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
 * On a Cosmos node: what the node's DelegationTotalRewards last answered (the follower's index).
 */
export function pendingRewardOf(
  now: ChainNow,
  row: Record<string, unknown>,
  delegated: bigint,
): bigint {
  if (typeof row.node_rewards === 'string') return BigInt(row.node_rewards);
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

/** The TOKENS statement's `heads`: chain -> [devnet offset, genesis time]. */
type Heads = Record<string, [unknown, unknown]>;

/** Each chain's devnet offset from TOKENS' `heads` (what every read's `offsets` holds). */
export function offsetsOf(heads: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((heads ?? {}) as Heads).map(([chainId, [offset]]) => [chainId, offset]),
  );
}

/**
 * The parts of the total balance in USD, each at the current price of its token: what the
 * tokens hold (spendable, their balanceUsd) plus the native chains' stake from the TOKENS
 * statement's row (delegated, moving between validators, unbonding, unclaimed rewards), valued at
 * the price the tokens carry (`priceUsd`, so the same figure as a token's own, to 8 decimals
 * rounded down). A delegation only moves value between the parts; the total stays.
 */
export function balanceBreakdown(
  deps: Deps,
  row: Record<string, unknown>,
  tokens: readonly WalletToken[],
): BalanceBreakdown {
  const heads = (row.heads ?? {}) as Heads;
  const stakes = new Map<string, Stake>();
  const chains = new Map<string, ChainNow>();
  type StakeRow = ['d' | 'm' | 'u', string, string, Record<string, unknown> | null];
  for (const [kind, chainId, text, fields] of row.stake as StakeRow[]) {
    let stake = stakes.get(chainId);
    if (!stake)
      stakes.set(chainId, (stake = { staked: 0n, moving: 0n, unbonding: 0n, rewards: 0n }));
    const amount = BigInt(text);
    if (kind === 'm') stake.moving += amount;
    else if (kind === 'u') stake.unbonding += amount;
    else {
      let now = chains.get(chainId);
      if (!now) {
        const [offsetMs, genesisTime] = heads[chainId] ?? [];
        chains.set(chainId, (now = chainNow(deps, chainId, { genesisTime, offsetMs })));
      }
      stake.staked += amount;
      stake.rewards += pendingRewardOf(now, fields ?? {}, amount);
    }
  }
  const usd = (part: keyof Stake) =>
    sumUsd(
      [...stakes].map(([chainId, stake]) => {
        const asset = LEDGER_CONFIG.chains.find((c) => c.chainId === chainId)?.assets[0];
        const price = tokens.find((t) => t.chainId === chainId && t.symbol === asset?.symbol);
        if (!asset || !price) return '0';
        const units = stake[part] * parseAmount(price.priceUsd, USD_DECIMALS);
        return formatAmount(units / 10n ** BigInt(asset.decimals), USD_DECIMALS);
      }),
    );
  return {
    spendable: sumUsd(tokens.map((t) => t.balanceUsd)),
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
