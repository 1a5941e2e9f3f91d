import { readTypedAmount } from '@optwallet/domain';
import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '../text-field/text-field';
import styles from './amount-field.module.css';

export interface AmountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'max'
> {
  /** The amount as typed, e.g. "1,000.50": the form reads it with readTypedAmount. */
  value: string;
  onValueChange: (value: string) => void;
  /** Fraction digits the token allows (TOKEN_DECIMALS of @optwallet/domain): 0 asks for digits only. */
  decimals: number;
  symbol?: string;
  /** Available balance as a decimal string; shows the Max button when set. */
  max?: string;
  maxLabel?: string;
  invalid?: boolean;
}

/**
 * An amount box that keeps every character typed: nothing is dropped or turned into another
 * number ("-5", "1e3" and "1,000" stay as typed, for the form to refuse with its message). On
 * leaving the box, an amount with one reading is shown as that reading ("1,000.50" becomes
 * "1000.50", ",5" becomes "0.5"): the same number, written as it will be sent.
 */
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
    onBlur,
    ...props
  },
  ref,
) {
  return (
    <TextField
      ref={ref}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      size="lg"
      className={clsx(styles.amount, className)}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        const reading = readTypedAmount(value);
        if (reading.ok && reading.amount !== value) onValueChange(reading.amount);
        onBlur?.(event);
      }}
      trailing={
        <span className={styles.trailing}>
          {symbol ? <span className={styles.symbol}>{symbol}</span> : null}
          {max !== undefined ? (
            <button
              type="button"
              className={styles.max}
              disabled={props.disabled}
              onClick={() => onValueChange(max)}
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
