import { AlertDialog } from 'radix-ui';
import { forwardRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../button/button';
import styles from '../modal/modal.module.css';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (Logout, Unfollow, Cancel request). */
  tone?: 'default' | 'danger';
  /**
   * Runs on confirm. If it returns a promise the button shows a spinner until it settles;
   * the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** Busy state owned by the caller (e.g. a mutation's isPending). */
  confirming?: boolean;
  children?: ReactNode;
}

/** "Are you sure?" on Radix AlertDialog: no outside-click dismissal, Cancel gets focus. */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    tone = 'default',
    onConfirm,
    onCancel,
    confirming = false,
    children,
  },
  ref,
) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const [running, setRunning] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const busy = confirming || running;

  const confirm = () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setRunning(true);
      result.then(
        () => {
          setRunning(false);
          setOpen(false);
        },
        () => setRunning(false),
      );
    } else if (!confirming) {
      setOpen(false);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content ref={ref} className={`${styles.content} ${styles.sm}`}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {description}
          </AlertDialog.Description>
          {children ? <div className={styles.body}>{children}</div> : null}
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy} onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
});
