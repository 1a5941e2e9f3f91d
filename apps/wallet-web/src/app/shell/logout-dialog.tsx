import { ConfirmDialog } from '@optwallet/ui';
import { session } from '../../lib/session';
import { t } from './texts';

/** "Are you sure you want to log out?" (its own chunk, loaded the first time it opens). */
export default function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.logout_title')}
      description={t('shell.logout_body')}
      cancelLabel={t('shell.cancel')}
      confirmLabel={t('shell.logout')}
      tone="danger"
      onConfirm={() => session.logout()}
    />
  );
}
