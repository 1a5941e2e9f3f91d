import { Button } from '@optwallet/ui';
import { useState } from 'react';
import { t } from '../texts';
import { RevokeDialog } from './revoke-dialog';

/** A list row's Revoke: opens the wallet-key dialog of a revoke the wallet signs. */
export function RevokeButton({
  label = t('permissions.revoke'),
  title,
  body,
  pending,
  onRevoke,
}: {
  /** The button's text (Revoke unless said). */
  label?: string;
  title: string;
  body: string;
  pending: boolean;
  onRevoke: (walletPasscode: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {label}
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
