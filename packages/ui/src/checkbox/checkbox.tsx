import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'children'
> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, description, error, className, id, ...props },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={clsx(styles.wrapper, className)}>
      <RadixCheckbox.Root
        ref={ref}
        id={controlId}
        className={styles.box}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...props}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {props.checked === 'indeterminate' ? <Minus /> : <Check />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
});
