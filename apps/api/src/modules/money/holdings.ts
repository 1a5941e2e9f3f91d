import { formatAmount, parseAmount } from '@optwallet/domain';
import type { BalanceBreakdown, WalletToken } from '@optwallet/contract';
import { LEDGER_CONFIG } from '../../chains/catalogue';
import { USD_DECIMALS, sumUsd } from '../../chains/presentation';

/** Base units of the stake of one native chain. */
interface Stake {
  staked: bigint;
  moving: bigint;
  unbonding: bigint;
  rewards: bigint;
}

/**
 * The parts of the total balance in USD, each at the current price of its token: what the
 * tokens hold (spendable, their balanceUsd) plus the native chains' stake from the TOKENS
 * statement's row (delegated, moving between validators, unbonding, unclaimed rewards), valued at
 * the price the tokens carry (`priceUsd`, so the same figure as a token's own, to 8 decimals
 * rounded down). A delegation only moves value between the parts; the total stays.
 */
export function balanceBreakdown(
  row: Record<string, unknown>,
  tokens: readonly WalletToken[],
): BalanceBreakdown {
  const stakes = new Map<string, Stake>();
  type StakeRow = ['d' | 'm' | 'u', string, string, string | null];
  for (const [kind, chainId, text, rewards] of row.stake as StakeRow[]) {
    let stake = stakes.get(chainId);
    if (!stake)
      stakes.set(chainId, (stake = { staked: 0n, moving: 0n, unbonding: 0n, rewards: 0n }));
    const amount = BigInt(text);
    if (kind === 'm') stake.moving += amount;
    else if (kind === 'u') stake.unbonding += amount;
    else {
      stake.staked += amount;
      // Unpaid rewards as the node last answered them (the follower refreshes them).
      stake.rewards += BigInt(rewards ?? '0');
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
