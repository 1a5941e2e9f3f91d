import { ConfirmDialog } from '@optwallet/ui';
import { useState } from 'react';
import { t } from './texts';

/**
 * The close rule of a modal over the user's work (outside click, Escape or the cross):
 * `requestClose` does nothing while `busy`, asks first when `dirty`, and otherwise calls `close`.
 * Spread `dialog` into the DiscardDialog that asks.
 */
export function useDiscardGuard({
  dirty,
  busy = false,
  close,
}: {
  dirty: boolean;
  busy?: boolean;
  close: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const discard = () => {
    setAsking(false);
    close();
  };
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else discard();
  };
  return { requestClose, dialog: { open: asking, onOpenChange: setAsking, onConfirm: discard } };
}

/**
 * "Discard this?" before a modal closes over the user's work: the send and stake dialogs
 * ("Discard what you typed?"), the photo cropper.
 */
export function DiscardDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title: string;
  description: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.cancel')}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
