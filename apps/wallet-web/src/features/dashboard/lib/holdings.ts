import type { TokenDetail, WalletTokensResponse } from '@optwallet/api-client/contract';
import { NATIVE_CHAIN_ID, NATIVE_SYMBOL } from '@optwallet/domain';
import { addDecimals, usdValueOf } from '../../../lib/money/usd';

/** The parts of the total balance, in USD, each valued at the one current price of its token. */
export interface Holdings {
  spendable: string;
  staked: string;
  /** Stake in its move grace period: it left one validator and has not reached the next. */
  moving: string;
  unbonding: string;
  rewards: string;
  total: string;
}

const sumOf = (values: readonly string[]) => addDecimals(values);

/**
 * Everything the user owns: spendable balances plus the native token's stake (staked, moving,
 * unbonding) and unclaimed rewards. A delegation moves value between the parts; the total stays.
 * Without the stake detail (still loading) the stake parts count as zero.
 */
export function holdingsOf(
  tokens: WalletTokensResponse,
  detail: TokenDetail | undefined,
): Holdings {
  const price =
    tokens.tokens.find((t) => t.chainId === NATIVE_CHAIN_ID && t.symbol === NATIVE_SYMBOL)
      ?.priceUsd ?? '0';
  const usd = (amount: string) => usdValueOf(amount, price) ?? '0';
  const spendable = tokens.totalBalanceUsd;
  const staked = usd(detail?.delegationDetails.balanceToken ?? '0');
  const moving = usd(sumOf((detail?.redelegations ?? []).map((r) => r.amount)));
  const unbonding = usd(detail?.unbondingDetails.balanceToken ?? '0');
  const rewards = usd(
    sumOf(
      (detail?.delegations ?? []).flatMap((d) =>
        d.rewards.filter((coin) => coin.symbol === NATIVE_SYMBOL).map((coin) => coin.amount),
      ),
    ),
  );
  return {
    spendable,
    staked,
    moving,
    unbonding,
    rewards,
    total: sumOf([spendable, staked, moving, unbonding, rewards]),
  };
}
