import { useFirstWallet } from '../../../lib/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@optwallet/api-client';
import { translate } from '@optwallet/domain';
import {
  Button,
  FormField,
  PasswordField,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextArea,
  toast,
} from '@optwallet/ui';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { type WalletKeyUpdateForm, walletKeyUpdateSchema } from '../lib/wallet-key-update-schema';

/**
 * /settings/wallet-key: change the wallet key, proven by the current key or the secret phrase
 * (POST /wallets/{id}/resetPasscode). The phrase itself never changes.
 */
export function Component() {
  const navigate = useNavigate();
  const walletId = useFirstWallet()?.id;
  const form = useForm<WalletKeyUpdateForm>({
    resolver: zodResolver(walletKeyUpdateSchema),
    defaultValues: {
      type: 'passcode',
      data: '',
      accountPassword: '',
      walletKey: '',
      confirmWalletKey: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!walletId) return;
    try {
      await api.wallets.resetPasscode(walletId, {
        type: values.type,
        data: values.data,
        newWalletPasscode: values.walletKey,
      });
      toast.success(t('settings.wallet_key_updated'));
      navigate('/settings', { replace: true });
    } catch (error) {
      // A wrong proof or a refused new key lands under its field; a lockout (429) keeps the
      // server's words; anything else is the catalogue's update failure.
      const fields = (isApiError(error) ? error.validation : undefined) as
        Record<string, string[] | undefined> | undefined;
      const proofError = fields?.data?.[0];
      const newKeyError = fields?.newWalletPasscode?.[0];
      if (proofError) form.setError('data', { type: 'server', message: proofError });
      if (newKeyError) form.setError('walletKey', { type: 'server', message: newKeyError });
      if (proofError || newKeyError) return;
      toast.error(
        isApiError(error) && error.status === 429
          ? error.message
          : translate('error.wallet_key_update_failed'),
      );
    }
  });

  const back = (
    <Link className={pageStyles.link} to="/settings">
      {t('settings.title')}
    </Link>
  );
  if (!walletId) {
    return (
      <CenteredPage inShell title={t('settings.wallet_key_update')} footer={back}>
        <p>{t('settings.no_wallet')}</p>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      inShell
      title={t('settings.wallet_key_update')}
      subtitle={t('settings.wallet_key_intro')}
      footer={back}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <Tabs
            value={type}
            onValueChange={(value) => {
              form.setValue('type', value === 'mnemonic' ? 'mnemonic' : 'passcode');
              form.setValue('data', '');
              form.clearErrors('data');
            }}
          >
            <TabsList variant="pill" fullWidth aria-label={t('settings.wallet_key_update')}>
              <TabsTrigger value="passcode">{t('settings.wallet_key_with_key')}</TabsTrigger>
              <TabsTrigger value="mnemonic">{t('settings.wallet_key_with_phrase')}</TabsTrigger>
            </TabsList>
            <TabsContent value="passcode">
              <FormField label={t('settings.wallet_key_current')} error={errors.data?.message}>
                <PasswordField autoComplete="current-password" {...form.register('data')} />
              </FormField>
            </TabsContent>
            <TabsContent value="mnemonic">
              <FormField label={t('settings.wallet_key_phrase')} error={errors.data?.message}>
                <TextArea
                  rows={4}
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register('data')}
                />
              </FormField>
            </TabsContent>
          </Tabs>
          <FormField
            label={t('settings.wallet_key_account_password')}
            hint={t('settings.wallet_key_account_password_hint')}
            error={errors.accountPassword?.message}
          >
            <PasswordField autoComplete="current-password" {...form.register('accountPassword')} />
          </FormField>
          <FormField label={t('settings.wallet_key_new')} error={errors.walletKey?.message}>
            <PasswordField autoComplete="new-password" {...form.register('walletKey')} />
          </FormField>
          <FormField
            label={t('settings.wallet_key_confirm')}
            error={errors.confirmWalletKey?.message}
          >
            <PasswordField autoComplete="new-password" {...form.register('confirmWalletKey')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('settings.wallet_key_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
