import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** Announced to screen readers; pass `null` when a parent already announces the busy state. */
  label?: string | null;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', className, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={clsx(styles.spinner, styles[size], className)}
      {...props}
    >
      <span className={styles.ring} />
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
});

export interface FullScreenLoaderProps extends HTMLAttributes<HTMLDivElement> {
  label?: string;
}

/** Covers the viewport while a screen loads (product §2: a loading spinner shows while screens load). */
export const FullScreenLoader = forwardRef<HTMLDivElement, FullScreenLoaderProps>(
  function FullScreenLoader({ label = 'Loading', className, ...props }, ref) {
    return (
      <div ref={ref} className={clsx(styles.fullscreen, className)} {...props}>
        <Spinner size="lg" label={label} />
      </div>
    );
  },
);
