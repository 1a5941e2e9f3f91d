import { ConfirmDialog } from '@optwallet/ui';
import { t } from './texts';

/**
 * "Discard this?" before a modal closes over the user's work (outside click, Escape or the
 * cross): the send and stake dialogs ("Discard what you typed?"), the photo cropper.
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
