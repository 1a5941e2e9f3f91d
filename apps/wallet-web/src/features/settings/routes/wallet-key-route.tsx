import { useFirstWallet } from '../../../lib/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@optwallet/api-client';
import { failureFieldMessage, translate, walletKeyFormSchema } from '@optwallet/domain';
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
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Link, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { type WalletKeyProofForm, walletKeyProofSchema } from '../lib/wallet-key-update-schema';

const newKeySchema = walletKeyFormSchema();
type NewKeyForm = z.infer<typeof newKeySchema>;

/**
 * /settings/wallet-key, in two steps. First the proof, the current key or the secret phrase,
 * checked at once with POST /wallets/{id}/verifyKey (product §7; a wrong key counts toward the
 * lockout). Then the new key, set with POST /wallets/{id}/resetPasscode, which proves it again
 * and refuses a key equal to the account password. The phrase itself never changes.
 */
export function Component() {
  const walletId = useFirstWallet()?.id;
  const [proof, setProof] = useState<WalletKeyProofForm | null>(null);

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
  return proof ? (
    <NewKeyStep walletId={walletId} proof={proof} footer={back} onBack={() => setProof(null)} />
  ) : (
    <ProofStep walletId={walletId} footer={back} onProven={setProof} />
  );
}

interface ProofStepProps {
  walletId: string;
  footer: ReactNode;
  onProven: (proof: WalletKeyProofForm) => void;
}

function ProofStep({ walletId, footer, onProven }: ProofStepProps) {
  const form = useForm<WalletKeyProofForm>({
    resolver: zodResolver(walletKeyProofSchema),
    defaultValues: { type: 'passcode', data: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { valid } = await api.wallets.verifyKey(walletId, values);
      if (valid) return onProven(values);
      const wrong =
        values.type === 'passcode' ? 'validation.wallet_key_invalid' : 'validation.seed_invalid';
      form.setError('data', { type: 'server', message: translate(wrong) });
    } catch (error) {
      // A lockout (429) says how long the wallet stays locked, under the proof.
      if (isApiError(error) && error.status === 429)
        return form.setError('data', { type: 'server', message: error.message });
      showServerError(error, form.setError, ['data']);
    }
  });

  return (
    <CenteredPage
      inShell
      title={t('settings.wallet_key_update')}
      subtitle={t('settings.wallet_key_intro')}
      footer={footer}
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
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('common.continue')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}

interface NewKeyStepProps {
  walletId: string;
  proof: WalletKeyProofForm;
  footer: ReactNode;
  onBack: () => void;
}

function NewKeyStep({ walletId, proof, footer, onBack }: NewKeyStepProps) {
  const navigate = useNavigate();
  const form = useForm<NewKeyForm>({
    resolver: zodResolver(newKeySchema),
    defaultValues: { walletKey: '', confirmWalletKey: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ walletKey }) => {
    try {
      await api.wallets.resetPasscode(walletId, { ...proof, newWalletPasscode: walletKey });
      toast.success(t('settings.wallet_key_updated'));
      navigate('/settings', { replace: true });
    } catch (error) {
      // A lockout (429) keeps the server's words; a refused new key lands under it; anything
      // else is the catalogue's update failure (product §8).
      if (isApiError(error) && error.status === 429) return void toast.error(error.message);
      const refused = failureFieldMessage(error, 'newWalletPasscode');
      if (refused) return form.setError('walletKey', { type: 'server', message: refused });
      toast.error(translate('error.wallet_key_update_failed'));
    }
  });

  return (
    <CenteredPage
      inShell
      title={t('settings.wallet_key_update')}
      subtitle={t('settings.wallet_key_new_intro')}
      footer={footer}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField label={t('settings.wallet_key_new')} error={errors.walletKey?.message}>
            <PasswordField autoComplete="new-password" {...form.register('walletKey')} />
          </FormField>
          <FormField
            label={t('settings.wallet_key_confirm')}
            error={errors.confirmWalletKey?.message}
          >
            <PasswordField autoComplete="new-password" {...form.register('confirmWalletKey')} />
          </FormField>
          <div className={pageStyles.row}>
            <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
              {t('common.back')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              {t('settings.wallet_key_submit')}
            </Button>
          </div>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
