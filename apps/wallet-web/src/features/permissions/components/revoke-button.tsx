import { Button } from '@optwallet/ui';
import { useState } from 'react';
import { t } from '../texts';
import { RevokeDialog } from './revoke-dialog';

/** A list row's Revoke: opens the wallet-key dialog of a revoke the wallet signs. */
export function RevokeButton({
  title,
  body,
  pending,
  onRevoke,
}: {
  title: string;
  body: string;
  pending: boolean;
  onRevoke: (walletPasscode: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('permissions.revoke')}
      </Button>
      {open ? (
        <RevokeDialog
          title={title}
          body={body}
          pending={pending}
          onClose={() => setOpen(false)}
          onRevoke={onRevoke}
        />
      ) : null}
    </>
  );
}
