import { SESSION_DIALOG_MAX_WIDTH_PX, SESSION_WARNING_SECONDS } from '@optwallet/domain';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../button/button';
import styles from '../modal/modal.module.css';
import { formatCountdown } from './format-countdown';

export interface SessionExpiryDialogProps {
  open: boolean;
  /** Title text (catalogue key expire_session.title). */
  title: ReactNode;
  /** Countdown start in seconds (product §9: 300). */
  seconds?: number;
  /** Body built from the mm:ss text. */
  message?: (countdown: string) => ReactNode;
  staySignedInLabel?: string;
  signOutLabel?: string;
  onStaySignedIn: () => void;
  onSignOut: () => void;
  /** Called once when the countdown reaches 00:00. */
  onExpire: () => void;
  /** Sign-out in progress: the secondary button shows a spinner. */
  signingOut?: boolean;
}

const defaultMessage = (countdown: string) =>
  `You’ll be logged out in ${countdown} seconds. Do you want to stay signed in?`;

/**
 * The inactivity warning: counts down mm:ss from `seconds`, then calls onExpire.
 * Not dismissible by outside click or Escape: the user must choose.
 */
export function SessionExpiryDialog({
  open,
  title,
  seconds = SESSION_WARNING_SECONDS,
  message = defaultMessage,
  staySignedInLabel = 'Stay signed in',
  signOutLabel = 'Sign out',
  onStaySignedIn,
  onSignOut,
  onExpire,
  signingOut = false,
}: SessionExpiryDialogProps) {
  const style = { '--modal-max-width': `${SESSION_DIALOG_MAX_WIDTH_PX}px` } as CSSProperties;
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          style={style}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <Countdown seconds={seconds} onExpire={onExpire} message={message} />
          <div className={styles.footer}>
            <Button variant="secondary" loading={signingOut} onClick={onSignOut}>
              {signOutLabel}
            </Button>
            <Button variant="primary" disabled={signingOut} onClick={onStaySignedIn}>
              {staySignedInLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Mounted with the dialog content, so each opening starts a fresh countdown. */
function Countdown({
  seconds,
  onExpire,
  message,
}: {
  seconds: number;
  onExpire: () => void;
  message: (countdown: string) => ReactNode;
}) {
  const [left, setLeft] = useState(seconds);
  const onExpireRef = useRef(onExpire);

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    let expired = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !expired) {
        expired = true;
        window.clearInterval(timer);
        onExpireRef.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);

  return (
    <AlertDialog.Description className={styles.description}>
      {message(formatCountdown(left))}
    </AlertDialog.Description>
  );
}
