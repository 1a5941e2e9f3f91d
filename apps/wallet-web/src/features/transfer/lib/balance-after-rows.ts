import { type BalanceAfter, displayTokenAmount } from '@optwallet/domain';
import type { SummaryRow } from '../../../components/money/summary';
import { t } from '../texts';

/**
 * The review's "Balance after" / "Staked after" lines: one per balance the transfer changes, as
 * the server computed it (an older server sends none: no lines). Every decimal is shown.
 */
export function balanceAfterRows(balances: readonly BalanceAfter[] = []): SummaryRow[] {
  return balances.map((balance) => ({
    key: `${balance.label}:${balance.chainId}:${balance.symbol}`,
    label: t(balance.label === 'staked' ? 'transfer.staked_after' : 'transfer.balance_after'),
    value: displayTokenAmount(balance.amount, balance.symbol, 18),
  }));
}
