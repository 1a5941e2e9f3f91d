import { parseSeedPhrase, translate, validateSeedPhrase } from '@optwallet/domain';
import { Button, SeedPhraseConfirm, toast } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { useWalletStore } from '../../../stores/wallet-store';
import { useSetupStore } from '../lib/setup-store';

/** Confirm the phrase word by word, then create the wallet (POST /wallets) and go to the dashboard. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const { walletKey, mnemonic, clear } = useSetupStore();
  const words = mnemonic ? parseSeedPhrase(mnemonic) : [];
  const [value, setValue] = useState<string[]>(() => words.map(() => ''));
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  if (!walletKey || !mnemonic) return <Navigate to="/setup-wallet" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSeedPhrase(value);
    if (invalid) return setError(invalid.message);
    if (value.join(' ') !== words.join(' ')) return setError(translate('validation.seed_invalid'));
    setError(null);
    setCreating(true);
    try {
      const wallet = await api.wallets.create({ walletPasscode: walletKey, mnemonic });
      clear();
      useWalletStore.getState().loaded([wallet]);
      toast.success(t('wallet_setup.created_title'));
      await navigate('/dashboard', { replace: true });
    } catch (failure) {
      setCreating(false);
      showServerError(failure);
    }
  };

  return (
    <CenteredPage inShell wide title={t('wallet_setup.confirm_title')} subtitle={t('wallet_setup.confirm_subtitle')}>
      <form className={pageStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <SeedPhraseConfirm
          value={value}
          onChange={setValue}
          legend={t('wallet_setup.confirm_title')}
          wordLabel={(index) => t('wallet_setup.word', { index: index + 1 })}
          error={error ?? undefined}
          disabled={creating}
        />
        <Button type="submit" loading={creating} disabled={creating}>
          {t('wallet_setup.create')}
        </Button>
      </form>
    </CenteredPage>
  );
}
