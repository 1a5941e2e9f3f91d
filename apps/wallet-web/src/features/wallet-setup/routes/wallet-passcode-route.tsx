import { zodResolver } from '@hookform/resolvers/zod';
import { WALLET_KEY_MIN_LENGTH, walletKeyWithPasswordFormSchema } from '@optwallet/domain';
import { Button, FormField, PasswordField } from '@optwallet/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { useSetupStore } from '../lib/setup-store';
import styles from './wallet-setup.module.css';

/**
 * Wallet key and its confirmation (spec §5), with the rules shown. The account password is
 * required here so that a wallet key equal to it is refused before anything else; it is not sent
 * anywhere. The server compares the key with the real password again at creation: when it refuses
 * the key (the password typed here was not the account's), the person lands back here with the
 * reason, and the phrase already written down stays (in memory) for the confirm step.
 */
type WalletKeyForm = z.infer<typeof walletKeyWithPasswordFormSchema>;

export function Component() {
  const navigate = useNavigate();
  const setWalletKey = useSetupStore((s) => s.setWalletKey);
  const keyRefused = useSetupStore((s) => s.keyRefused);
  const form = useForm<WalletKeyForm>({
    resolver: zodResolver(walletKeyWithPasswordFormSchema),
    defaultValues: { walletKey: '', confirmWalletKey: '', accountPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (keyRefused) form.setError('walletKey', { type: 'server', message: keyRefused });
  }, [keyRefused, form]);
  const onSubmit = form.handleSubmit(({ walletKey }) => {
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
          <FormField
            label={t('wallet_setup.account_password')}
            hint={t('wallet_setup.account_password_hint')}
            error={errors.accountPassword?.message}
          >
            <PasswordField autoComplete="current-password" {...form.register('accountPassword')} />
          </FormField>
          <FormField label={t('wallet_setup.key')} error={errors.walletKey?.message}>
            <PasswordField autoComplete="new-password" {...form.register('walletKey')} />
          </FormField>
          <FormField label={t('wallet_setup.confirm_key')} error={errors.confirmWalletKey?.message}>
            <PasswordField autoComplete="new-password" {...form.register('confirmWalletKey')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {t('common.continue')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
