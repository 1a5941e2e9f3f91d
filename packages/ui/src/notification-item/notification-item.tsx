import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import styles from './notification-item.module.css';

export interface NotificationItemProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'title'
> {
  title: ReactNode;
  body?: ReactNode;
  /** Display date: 'a few minutes ago', '2 hr ago', 'NOV 20, 2026 - 09:15 AM'. */
  time: string;
  unread?: boolean;
  /** Avatar or icon at the start. */
  leading?: ReactNode;
  unreadLabel?: string;
}

/** One notification; clicking it (e.g. to mark it read) is the caller's onClick. */
export const NotificationItem = forwardRef<HTMLButtonElement, NotificationItemProps>(
  function NotificationItem(
    { title, body, time, unread = false, leading, unreadLabel = 'Unread', className, ...props },
    ref,
  ) {
    return (
      <button
        ref={ref}
        type="button"
        className={clsx(styles.item, className)}
        data-state={unread ? 'unread' : 'read'}
        {...props}
      >
        {leading ? <span className={styles.leading}>{leading}</span> : null}
        <span className={styles.main}>
          <span className={styles.title}>
            {unread ? <span className={styles.srOnly}>{unreadLabel}: </span> : null}
            {title}
          </span>
          {body ? <span className={styles.body}>{body}</span> : null}
          <span className={styles.time}>{time}</span>
        </span>
        {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      </button>
    );
  },
);

export interface NotificationGroupProps extends HTMLAttributes<HTMLElement> {
  /** 'Today', 'Yesterday', 'Last Week', 'Older'. */
  title: string;
  children: ReactNode;
  /** The group title's heading level: one below the heading it sits under (heading order). */
  headingLevel?: 2 | 3;
}

/** A dated group of notifications with its header. */
export const NotificationGroup = forwardRef<HTMLElement, NotificationGroupProps>(
  function NotificationGroup({ title, children, headingLevel = 3, className, ...props }, ref) {
    const headingId = useId();
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <section
        ref={ref}
        aria-labelledby={headingId}
        className={clsx(styles.group, className)}
        {...props}
      >
        <Heading id={headingId} className={styles.groupTitle}>
          {title}
        </Heading>
        <div className={styles.items}>{children}</div>
      </section>
    );
  },
);
