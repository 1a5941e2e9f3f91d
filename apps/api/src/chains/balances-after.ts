import type { BalanceAfter } from '@optwallet/contract';
import { formatAmount } from '@optwallet/domain';
import { assetBySymbol } from './presentation';

/**
 * "Balance after" (issue 47): what a previewed transfer leaves of each balance it changes, in
 * base units; the gateways compute it from the balances their preview already checked and the
 * fee it quotes, and it is displayed only at the edge.
 */
export interface BalanceLeft {
  label: BalanceAfter['label'];
  symbol: string;
  amount: bigint;
}

/**
 * A send of `symbol`: its balance less the amount, and the fee from the native token's balance
 * (the same line when the token is the native one). The preview has refused what the balances
 * cannot pay, so nothing here goes below zero.
 */
export function sendLeaves(send: {
  symbol: string;
  nativeSymbol: string;
  amount: bigint;
  fee: bigint;
  balances: ReadonlyMap<string, bigint>;
}): BalanceLeft[] {
  const held = (symbol: string) => send.balances.get(symbol) ?? 0n;
  if (send.symbol === send.nativeSymbol) {
    return [
      { label: 'balance', symbol: send.symbol, amount: held(send.symbol) - send.amount - send.fee },
    ];
  }
  return [
    { label: 'balance', symbol: send.symbol, amount: held(send.symbol) - send.amount },
    { label: 'balance', symbol: send.nativeSymbol, amount: held(send.nativeSymbol) - send.fee },
  ];
}

/** The contract's `balancesAfter`: display strings in each token's decimals. */
export function balancesAfterOf(chainId: string, left: readonly BalanceLeft[]): BalanceAfter[] {
  return left.map(({ label, symbol, amount }) => ({
    label,
    chainId,
    symbol,
    amount: formatAmount(amount, assetBySymbol(chainId, symbol)?.decimals ?? 0),
  }));
}
