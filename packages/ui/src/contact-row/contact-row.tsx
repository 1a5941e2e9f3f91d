import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import styles from '../internal/row.module.css';

export interface ContactRowProps extends HTMLAttributes<HTMLDivElement> {
  name: string;
  /** Shown as @username. */
  username?: string;
  avatarSrc?: string | null;
  following: boolean;
  /** Per-contact busy flag: disables the button while the follow call runs (product §4). */
  busy?: boolean;
  /** Ask for confirmation first (ConfirmDialog), then call the API. */
  onToggleFollow?: () => void;
  followLabel?: string;
  unfollowLabel?: string;
  /** Replaces the follow button, e.g. an 'Invite' button for a pseudo-result. */
  action?: ReactNode;
}

export const ContactRow = forwardRef<HTMLDivElement, ContactRowProps>(function ContactRow(
  {
    name,
    username,
    avatarSrc,
    following,
    busy = false,
    onToggleFollow,
    followLabel = 'Follow',
    unfollowLabel = 'Unfollow',
    action,
    className,
    ...props
  },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.row, className)} {...props}>
      <Avatar name={name} src={avatarSrc} alt="" />
      <span className={styles.main}>
        <span className={styles.title}>{name}</span>
        {username ? <span className={styles.subtitle}>@{username}</span> : null}
      </span>
      {action ??
        (onToggleFollow ? (
          <Button
            size="sm"
            variant={following ? 'secondary' : 'primary'}
            loading={busy}
            aria-pressed={following}
            aria-label={`${following ? unfollowLabel : followLabel} ${name}`}
            onClick={onToggleFollow}
          >
            {following ? unfollowLabel : followLabel}
          </Button>
        ) : null)}
    </div>
  );
});
