import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { tokenCaption } from '@optwallet/domain';
import { TokenIcon } from '../token-icon/token-icon';
import styles from '../internal/row.module.css';

export interface TokenRowProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  symbol: string;
  /** Full name, e.g. 'Tether USD'. */
  name: string;
  /** Formatted balance in token units, e.g. '1,250.50'. */
  balance: string;
  /** Formatted fiat value, e.g. '$1,250.50'. */
  fiatValue?: string;
  /** Network or chain label, e.g. 'Ethereum'; a token named after its chain shows the name once. */
  network?: string;
  trailing?: ReactNode;
}

/** One asset in a list; the whole row is a button when onClick is given. */
export const TokenRow = forwardRef<HTMLButtonElement, TokenRowProps>(function TokenRow(
  { symbol, name, balance, fiatValue, network, trailing, className, onClick, ...props },
  ref,
) {
  const body = (
    <>
      <TokenIcon symbol={symbol} alt="" />
      <span className={styles.main}>
        <span className={styles.title}>{symbol}</span>
        <span className={styles.subtitle}>{tokenCaption(name, network)}</span>
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
