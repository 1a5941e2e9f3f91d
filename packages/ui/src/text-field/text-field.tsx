import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormFieldControl } from '../form-field/form-field';
import styles from './input.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Icon or text before the input (e.g. a search icon). */
  leading?: ReactNode;
  /** Icon, unit or button after the input. */
  trailing?: ReactNode;
  size?: 'md' | 'lg';
  /** Marks the field invalid without a FormField around it. */
  invalid?: boolean;
  /** Class of the outer box; `className` goes to the input. */
  boxClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { leading, trailing, size = 'md', invalid, boxClassName, className, type = 'text', ...rest },
  ref,
) {
  const props = useFormFieldControl({
    ...rest,
    'aria-invalid': invalid ? true : rest['aria-invalid'],
  });
  const isInvalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div
      className={clsx(styles.box, size === 'lg' && styles.lg, boxClassName)}
      data-invalid={isInvalid || undefined}
      data-disabled={props.disabled || undefined}
    >
      {leading ? <span className={styles.adornment}>{leading}</span> : null}
      <input ref={ref} type={type} className={clsx(styles.input, className)} {...props} />
      {trailing ? (
        <span className={clsx(styles.adornment, styles.trailingAction)}>{trailing}</span>
      ) : null}
    </div>
  );
});
