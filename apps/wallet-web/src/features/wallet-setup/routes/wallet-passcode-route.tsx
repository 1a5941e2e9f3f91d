import { zodResolver } from '@hookform/resolvers/zod';
import { WALLET_KEY_MIN_LENGTH, walletKeyFormSchema } from '@optwallet/domain';
import { Button, FormField, PasswordField } from '@optwallet/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { t } from '../texts';
import { useSetupStore } from '../lib/setup-store';
import styles from './wallet-setup.module.css';

const schema = walletKeyFormSchema();
type WalletKeyForm = z.infer<typeof schema>;

/**
 * Wallet key and its confirmation (product §5), with the rules shown. Before the phrase is shown,
 * the server checks the key (POST /wallets/checkKey: the rules, and not the real account
 * password, compared and stored nowhere), so a refused key never costs a phrase already written
 * down. The server checks it once more at creation: if it refuses then (the password changed in
 * between), the person lands back here with the reason, and the phrase stays for the confirm step.
 */
export function Component() {
  const navigate = useNavigate();
  const setWalletKey = useSetupStore((s) => s.setWalletKey);
  const keyRefused = useSetupStore((s) => s.keyRefused);
  const form = useForm<WalletKeyForm>({
    resolver: zodResolver(schema),
    defaultValues: { walletKey: '', confirmWalletKey: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (keyRefused) form.setError('walletKey', { type: 'server', message: keyRefused });
  }, [keyRefused, form]);
  const onSubmit = form.handleSubmit(async ({ walletKey }) => {
    try {
      await api.wallets.checkKey({ walletPasscode: walletKey });
    } catch (error) {
      showServerError(error, (_field, message) => form.setError('walletKey', message), [
        'walletPasscode',
      ]);
      return;
    }
    // Back here after the server refused the key: the phrase is already written down and kept.
    const phraseSeen = useSetupStore.getState().mnemonic !== null;
    setWalletKey(walletKey);
    navigate(phraseSeen ? '/setup-wallet/confirm-wallet-create' : '/setup-wallet/wallet-mnemonic');
  });

  return (
    <CenteredPage
      inShell
      title={t('wallet_setup.key_title')}
      subtitle={t('wallet_setup.key_subtitle')}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <div className={styles.rules} id="wallet-key-rules">
            <p>{t('wallet_setup.rules_title')}</p>
            <ul>
              <li>{t('wallet_setup.rule_length', { count: WALLET_KEY_MIN_LENGTH })}</li>
              <li>{t('wallet_setup.rule_special')}</li>
              <li>{t('wallet_setup.rule_different')}</li>
            </ul>
          </div>
          <FormField label={t('wallet_setup.key')} error={errors.walletKey?.message}>
            <PasswordField
              autoComplete="new-password"
              aria-describedby="wallet-key-rules"
              {...form.register('walletKey')}
            />
          </FormField>
          <FormField label={t('wallet_setup.confirm_key')} error={errors.confirmWalletKey?.message}>
            <PasswordField autoComplete="new-password" {...form.register('confirmWalletKey')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('common.continue')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
