import { clsx } from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'children'
> {
  label: ReactNode;
  description?: ReactNode;
}

/**
 * An on/off setting that acts at once (role "switch", `data-state` checked / unchecked), on
 * Radix: the label and the track both toggle it, Space toggles it from the keyboard.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, className, id, ...props },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={clsx(styles.wrapper, className)}>
      <div className={styles.text}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        ref={ref}
        id={controlId}
        className={styles.track}
        aria-describedby={descriptionId}
        {...props}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
});
