import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Avatar } from '../avatar/avatar';
import styles from '../internal/row.module.css';

export interface TokenRowProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  symbol: string;
  /** Full name, e.g. 'Tether USD'. */
  name: string;
  iconSrc?: string | null;
  /** Formatted balance in token units, e.g. '1,250.50'. */
  balance: string;
  /** Formatted fiat value, e.g. '$1,250.50'. */
  fiatValue?: string;
  /** Network or chain label, e.g. 'OptChain'. */
  network?: string;
  trailing?: ReactNode;
}

/** One asset in a list; the whole row is a button when onClick is given. */
export const TokenRow = forwardRef<HTMLButtonElement, TokenRowProps>(function TokenRow(
  { symbol, name, iconSrc, balance, fiatValue, network, trailing, className, onClick, ...props },
  ref,
) {
  const body = (
    <>
      <Avatar name={symbol} src={iconSrc} size="md" alt="" maxInitials={1} />
      <span className={styles.main}>
        <span className={styles.title}>{symbol}</span>
        <span className={styles.subtitle}>
          {name}
          {network ? ` · ${network}` : ''}
        </span>
      </span>
      <span className={styles.end}>
        <span className={styles.amount}>
          {balance} {symbol}
        </span>
        {fiatValue ? <span className={styles.subtitle}>{fiatValue}</span> : null}
      </span>
      {trailing}
    </>
  );
  if (!onClick) {
    return <div className={clsx(styles.row, className)}>{body}</div>;
  }
  return (
    <button
      ref={ref}
      type="button"
      className={clsx(styles.row, styles.interactive, className)}
      onClick={onClick}
      {...props}
    >
      {body}
    </button>
  );
});
