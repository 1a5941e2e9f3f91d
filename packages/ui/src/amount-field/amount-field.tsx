import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '../text-field/text-field';
import styles from './amount-field.module.css';
import { sanitizeAmountInput } from './sanitize-amount';

export interface AmountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'max'
> {
  /** Decimal string in display units, e.g. "12.5". */
  value: string;
  onValueChange: (value: string) => void;
  /** Fraction digits the token allows (TOKEN_DECIMALS of @optwallet/domain). */
  decimals: number;
  symbol?: string;
  /** Available balance as a decimal string; shows the Max button when set. */
  max?: string;
  maxLabel?: string;
  invalid?: boolean;
}

export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  {
    value,
    onValueChange,
    decimals,
    symbol,
    max,
    maxLabel = 'Max',
    placeholder = '0.00',
    className,
    ...props
  },
  ref,
) {
  return (
    <TextField
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      size="lg"
      className={clsx(styles.amount, className)}
      onChange={(event) => onValueChange(sanitizeAmountInput(event.target.value, decimals))}
      trailing={
        <span className={styles.trailing}>
          {symbol ? <span className={styles.symbol}>{symbol}</span> : null}
          {max !== undefined ? (
            <button
              type="button"
              className={styles.max}
              disabled={props.disabled}
              onClick={() => onValueChange(sanitizeAmountInput(max, decimals))}
            >
              {maxLabel}
            </button>
          ) : null}
        </span>
      }
      {...props}
    />
  );
});
