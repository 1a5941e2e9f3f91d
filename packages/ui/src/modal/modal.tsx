import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { forwardRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal; focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the title for screen readers but hides it visually. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Action row at the bottom (use ModalClose around a Cancel button). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Overrides the width cap in px, e.g. 450 for the session dialog. */
  maxWidth?: number;
  closeLabel?: string;
  hideClose?: boolean;
  /** Outside click closes (spec); turn off for flows that must not be lost. */
  dismissible?: boolean;
  className?: string;
}

/**
 * Dialog on Radix: focus trap, Escape, outside click and the cross close it; a 300 ms close
 * animation plays; focus returns to what opened it.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    hideTitle = false,
    children,
    footer,
    size = 'md',
    maxWidth,
    closeLabel = 'Close',
    hideClose = false,
    dismissible = true,
    className,
  },
  ref,
) {
  const style = maxWidth ? ({ '--modal-max-width': `${maxWidth}px` } as CSSProperties) : undefined;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={ref}
          className={clsx(styles.content, styles[size], className)}
          style={style}
          onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
          onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={clsx(styles.title, hideTitle && styles.visuallyHidden)}>
              {title}
            </Dialog.Title>
            {hideClose ? null : (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <X aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

/** Wrap a button to make it close the surrounding Modal. */
export const ModalClose = Dialog.Close;
