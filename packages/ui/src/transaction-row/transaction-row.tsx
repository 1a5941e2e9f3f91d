import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, Layers, Undo2 } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from '../internal/row.module.css';
import own from './transaction-row.module.css';
import type { TransactionStatus } from '@optwallet/domain';
import { StatusBadge, type StatusBadgeStatus } from '../status-badge/status-badge';

export type TransactionKind =
  | 'send'
  | 'receive'
  | 'delegate'
  | 'undelegate'
  | 'cancelUndelegate'
  | 'moveDelegation'
  | 'distribution';

const DIRECTION: Record<TransactionKind, 'in' | 'out' | 'stake'> = {
  send: 'out',
  receive: 'in',
  distribution: 'in',
  delegate: 'stake',
  undelegate: 'stake',
  cancelUndelegate: 'stake',
  moveDelegation: 'stake',
};

const ICON: Record<TransactionKind, ReactNode> = {
  send: <ArrowUpRight />,
  receive: <ArrowDownLeft />,
  distribution: <ArrowDownLeft />,
  delegate: <Layers />,
  undelegate: <Layers />,
  cancelUndelegate: <Undo2 />,
  moveDelegation: <ArrowLeftRight />,
};

export interface TransactionRowProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'title'
> {
  kind: TransactionKind;
  /** e.g. 'Sent OPT', 'Received USDT' (from the text catalogue). */
  title: ReactNode;
  /** e.g. a date or the counterparty address. */
  subtitle?: ReactNode;
  /** Formatted amount without sign, e.g. '12.5 OPT'; the sign follows the kind. */
  amount: string;
  fiatValue?: string;
  status?: StatusBadgeStatus;
  statusLabels?: Partial<Record<TransactionStatus, string>>;
}

export const TransactionRow = forwardRef<HTMLButtonElement, TransactionRowProps>(
  function TransactionRow(
    {
      kind,
      title,
      subtitle,
      amount,
      fiatValue,
      status,
      statusLabels,
      className,
      onClick,
      ...props
    },
    ref,
  ) {
    const direction = DIRECTION[kind];
    const sign = direction === 'in' ? '+' : direction === 'out' ? '−' : '';
    const body = (
      <>
        <span className={clsx(styles.iconCircle, styles[direction])} aria-hidden="true">
          {ICON[kind]}
        </span>
        <span className={clsx(styles.main, own.main)}>
          <span className={clsx(styles.title, own.title)}>{title}</span>
          {subtitle ? <span className={clsx(styles.subtitle, own.date)}>{subtitle}</span> : null}
        </span>
        <span className={clsx(styles.end, own.end)}>
          <span className={clsx(styles.amount, own.amount, direction === 'in' && styles.positive)}>
            {sign}
            {amount}
          </span>
          {status ? (
            <StatusBadge status={status} labels={statusLabels} />
          ) : fiatValue ? (
            <span className={styles.subtitle}>{fiatValue}</span>
          ) : null}
        </span>
      </>
    );
    if (!onClick) return <div className={clsx(styles.row, own.row, className)}>{body}</div>;
    return (
      <button
        ref={ref}
        type="button"
        className={clsx(styles.row, own.row, styles.interactive, className)}
        onClick={onClick}
        {...props}
      >
        {body}
      </button>
    );
  },
);
