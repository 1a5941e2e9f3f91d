import { zodResolver } from '@hookform/resolvers/zod';
import { validateWalletKey, validateWalletKeyConfirmation } from '@optwallet/domain';
import { Button, FormField, PasswordField } from '@optwallet/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { useSetupStore } from '../lib/setup-store';

/**
 * Wallet key and its confirmation (spec §5). The account password is asked for here only to refuse
 * a wallet key equal to it; it is not sent anywhere.
 */
const walletKeySchema = z
  .object({ walletKey: z.string(), confirmWalletKey: z.string(), accountPassword: z.string() })
  .superRefine((value, ctx) => {
    const key = validateWalletKey(value.walletKey, value.accountPassword || undefined);
    if (key) ctx.addIssue({ code: 'custom', path: ['walletKey'], message: key.message });
    const confirm = validateWalletKeyConfirmation(value.walletKey, value.confirmWalletKey);
    if (confirm) ctx.addIssue({ code: 'custom', path: ['confirmWalletKey'], message: confirm.message });
  });
type WalletKeyForm = z.infer<typeof walletKeySchema>;

export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const setWalletKey = useSetupStore((s) => s.setWalletKey);
  const form = useForm<WalletKeyForm>({
    resolver: zodResolver(walletKeySchema),
    defaultValues: { walletKey: '', confirmWalletKey: '', accountPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ walletKey }) => {
    setWalletKey(walletKey);
    await navigate('/setup-wallet/wallet-mnemonic');
  });

  return (
    <CenteredPage inShell title={t('wallet_setup.key_title')} subtitle={t('wallet_setup.key_subtitle')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField label={t('wallet_setup.account_password')} hint={t('wallet_setup.account_password_hint')}>
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
