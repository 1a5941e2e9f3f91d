import { ConfirmDialog } from '@optwallet/ui';
import { t } from '../texts';

/** "Discard this?" before a modal closes over typed work (outside click, Escape or the cross). */
export function DiscardDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('transfer.discard_title')}
      description={t('transfer.discard_body')}
      confirmLabel={t('transfer.discard_confirm')}
      cancelLabel={t('transfer.discard_cancel')}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
