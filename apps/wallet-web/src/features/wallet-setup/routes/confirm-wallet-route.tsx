import { setWallets } from '../../../lib/account';
import { isApiError } from '@optwallet/api-client';
import { failureFieldMessage, parseSeedPhrase, translate } from '@optwallet/domain';
import { Button, SeedPhraseConfirm } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { givenWords, pickConfirmPositions } from '../lib/confirm-positions';
import { useSetupStore } from '../lib/setup-store';

/** "Word 7 is not right.", "Words 3 and 7 are not right.": which typed words (indices) differ. */
function wrongWordsText(wrong: readonly number[]): string {
  const numbers = wrong.map((index) => String(index + 1));
  if (numbers.length === 1) return t('wallet_setup.word_wrong', { index: numbers[0] ?? '' });
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(numbers);
  return t('wallet_setup.words_wrong', { list });
}

/**
 * Confirm the phrase by typing the words at a few random positions (the rest are shown), then
 * create the wallet (POST /wallets) and show the created screen.
 */
export function Component() {
  const navigate = useNavigate();
  const { walletKey, mnemonic, clear, refuseKey } = useSetupStore();
  const words = mnemonic ? parseSeedPhrase(mnemonic) : [];
  const [positions] = useState(() => pickConfirmPositions(words.length));
  const given = givenWords(words, positions);
  const [value, setValue] = useState<string[]>(() =>
    words.map((word, index) => given[index] ?? ''),
  );
  const [error, setError] = useState<string | null>(null);
  // The typed words that do not match (indices), when that is what the error says.
  const [wrongWords, setWrongWords] = useState<number[] | undefined>();
  const [creating, setCreating] = useState(false);

  // After a reload the phrase is gone (never stored): start again rather than show it twice.
  if (!mnemonic) return <Navigate to="/setup-wallet" replace />;
  if (!walletKey) return <Navigate to="/setup-wallet/wallet-passcode" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = positions.map((index) => value[index] ?? '');
    setWrongWords(undefined);
    if (typed.some((word) => word === ''))
      return setError(translate('validation.seed_words_required'));
    const wrong = positions.filter((index) => value[index] !== words[index]);
    if (wrong.length > 0) {
      setWrongWords(wrong);
      return setError(wrongWordsText(wrong));
    }
    setError(null);
    setCreating(true);
    try {
      const wallet = await api.wallets.create({ walletPasscode: walletKey, mnemonic });
      clear();
      setWallets([wallet]);
      navigate('/setup-wallet', { replace: true });
    } catch (failure) {
      setCreating(false);
      if (isApiError(failure) && failure.status === 409) {
        // Created meanwhile (another tab, or a retried request): the wallet the server has wins.
        clear();
        setWallets(await api.wallets.list());
        navigate('/setup-wallet', { replace: true });
        return;
      }
      const keyReason = failureFieldMessage(failure, 'walletPasscode');
      if (keyReason) {
        refuseKey(keyReason);
        navigate('/setup-wallet/wallet-passcode', { replace: true });
        return;
      }
      // A refused phrase is said under the words; anything else in a toast.
      showServerError(failure, (_field, { message }) => setError(message), ['mnemonic']);
    }
  };

  return (
    <CenteredPage
      inShell
      wide
      title={t('wallet_setup.confirm_title')}
      subtitle={t('wallet_setup.confirm_subtitle')}
    >
      <form className={pageStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <SeedPhraseConfirm
          value={value}
          onChange={setValue}
          given={given}
          legend={t('wallet_setup.confirm_title')}
          wordLabel={(index) => t('wallet_setup.word', { index: index + 1 })}
          error={error ?? undefined}
          invalidWords={wrongWords}
          disabled={creating}
        />
        <Button type="submit" loading={creating} disabled={creating}>
          {t('wallet_setup.create')}
        </Button>
      </form>
    </CenteredPage>
  );
}
