import {
  TOAST_BLANK_MS,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_LOADING_MS,
  TOAST_SUCCESS_MS,
} from '@optwallet/domain';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { resolveValue, toast, useToaster, type ToastType } from 'react-hot-toast/headless';
import { Spinner } from '../spinner/spinner';
import styles from './toaster.module.css';

export interface ToasterProps {
  /** One duration for every kind but loading (the signed-in shell uses SHELL_TOAST_MS). */
  duration?: number;
  dismissLabel?: string;
  className?: string;
}

const ICONS: Partial<Record<ToastType, ReactNode>> = {
  success: <CircleCheck aria-hidden="true" />,
  error: <CircleAlert aria-hidden="true" />,
  blank: <Info aria-hidden="true" />,
  loading: <Spinner size="sm" label={null} />,
};

/**
 * Renders react-hot-toast's queue with our styles (its headless API, so no runtime CSS-in-JS).
 * Durations follow product §9: error 4000 ms, success 2000 ms, blank 4000 ms, loading until
 * dismissed, at most 20 at once. Show toasts with the `toast` exported next to this component.
 */
export function Toaster({ duration, dismissLabel = 'Dismiss', className }: ToasterProps) {
  const { toasts, handlers } = useToaster({
    blank: { duration: duration ?? TOAST_BLANK_MS },
    error: { duration: duration ?? TOAST_ERROR_MS },
    success: { duration: duration ?? TOAST_SUCCESS_MS },
    loading: { duration: TOAST_LOADING_MS },
  });
  const shown = toasts.slice(0, TOAST_LIMIT);

  return (
    <section
      className={clsx(styles.region, className)}
      aria-label="Notifications"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {shown.map((item) => (
        <div
          key={item.id}
          {...item.ariaProps}
          className={styles.toast}
          data-type={item.type}
          data-state={item.visible ? 'open' : 'closed'}
          role={item.type === 'error' ? 'alert' : 'status'}
          aria-live={item.type === 'error' ? 'assertive' : 'polite'}
        >
          {item.icon ? (
            <span className={styles.icon}>{item.icon}</span>
          ) : ICONS[item.type] ? (
            <span className={styles.icon}>{ICONS[item.type]}</span>
          ) : null}
          <span className={styles.message}>{resolveValue(item.message, item)}</span>
          {item.type !== 'loading' ? (
            <button
              type="button"
              className={styles.dismiss}
              aria-label={dismissLabel}
              onClick={() => toast.dismiss(item.id)}
            >
              <X aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}

export { toast };
