import { isApiError } from '@optwallet/api-client';
import { Button, Modal } from '@optwallet/ui';
import { type FormEvent, useState } from 'react';
import { WalletKeyField } from '../../../components/money/wallet-key-field';
import { t } from '../texts';
import moneyStyles from '../../../components/money/money.module.css';

/** A revoke the wallet signs: its wallet key, then the caller's revoke; errors stay in the dialog. */
export function RevokeDialog({
  title,
  body,
  pending,
  onClose,
  onRevoke,
}: {
  title: string;
  body: string;
  pending: boolean;
  onClose: () => void;
  onRevoke: (walletPasscode: string) => Promise<unknown>;
}) {
  const [walletPasscode, setWalletPasscode] = useState('');
  const [keyError, setKeyError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (walletPasscode === '') {
      setKeyError(t('validation.wallet_key_required'));
      return;
    }
    setKeyError(undefined);
    setFormError(undefined);
    try {
      await onRevoke(walletPasscode);
      onClose();
    } catch (error) {
      const message = isApiError(error) || error instanceof Error ? error.message : String(error);
      const onKey =
        isApiError(error) && Object.keys(error.validation ?? {}).includes('walletPasscode');
      if (onKey) setKeyError(message);
      else setFormError(message);
      setWalletPasscode('');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={body}
      size="sm"
    >
      <form className={moneyStyles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <WalletKeyField value={walletPasscode} error={keyError} onChange={setWalletPasscode} />
        {formError ? (
          <p role="alert" className={moneyStyles.error}>
            {formError}
          </p>
        ) : null}
        <div className={moneyStyles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('permissions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {t('permissions.revoke')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
