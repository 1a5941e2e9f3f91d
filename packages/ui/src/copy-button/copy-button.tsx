import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './copy-button.module.css';
import { useCopy } from './use-copy';

export interface CopyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'children'
> {
  /** The text put on the clipboard. */
  value: string;
  label?: string;
  copiedLabel?: string;
  failedLabel?: string;
  /** Icon only (the label stays the accessible name). */
  iconOnly?: boolean;
  onCopied?: () => void;
  size?: 'sm' | 'md';
}

export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  {
    value,
    label = 'Copy',
    copiedLabel = 'Copied!',
    failedLabel = 'Copy failed',
    iconOnly = false,
    onCopied,
    size = 'md',
    className,
    onClick,
    ...props
  },
  ref,
) {
  const { state, copy } = useCopy();
  const text = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <button
      ref={ref}
      type="button"
      className={clsx(styles.button, styles[size], iconOnly && styles.iconOnly, className)}
      data-state={state}
      aria-label={iconOnly ? text : undefined}
      onClick={(event) => {
        onClick?.(event);
        void copy(value).then((ok) => {
          if (ok) onCopied?.();
        });
      }}
      {...props}
    >
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {iconOnly ? null : <span>{text}</span>}
      <span className={styles.live} aria-live="polite">
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </button>
  );
});
