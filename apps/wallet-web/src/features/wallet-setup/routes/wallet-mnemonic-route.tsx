import { parseSeedPhrase } from '@optwallet/domain';
import { Button, Checkbox, SeedPhraseGrid, Spinner } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { useSetupStore } from '../lib/setup-store';

/**
 * The secret phrase, shown once: 24 numbered words behind a reveal cover, copy, and the
 * write-it-down warning. The phrase lives only in memory (React Query with gcTime 0, then the
 * setup store): a reload drops it, and the setup starts over with a new one.
 */
export function Component() {
  const navigate = useNavigate();
  const walletKey = useSetupStore((s) => s.walletKey);
  const setMnemonic = useSetupStore((s) => s.setMnemonic);
  const [written, setWritten] = useState(false);
  const phrase = useQuery({
    queryKey: ['wallet-setup-mnemonic'],
    queryFn: ({ signal }) => api.wallets.mnemonic({ signal }),
    enabled: walletKey !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

  if (walletKey === null) return <Navigate to="/setup-wallet/wallet-passcode" replace />;

  return (
    <CenteredPage
      inShell
      wide
      title={t('wallet_setup.phrase_title')}
      subtitle={t('wallet_setup.phrase_subtitle')}
    >
      <p className={pageStyles.warning} role="note">
        {t('wallet_setup.phrase_warning')}
      </p>
      {phrase.isPending ? <Spinner label={t('common.loading')} /> : null}
      {phrase.isError ? (
        <p className={pageStyles.warning} role="alert">
          {phrase.error.message}
        </p>
      ) : null}
      {phrase.data ? (
        <>
          <SeedPhraseGrid
            words={parseSeedPhrase(phrase.data.mnemonic)}
            listLabel={t('wallet_setup.phrase_title')}
            revealLabel={t('wallet_setup.reveal')}
            hiddenNotice={t('wallet_setup.hidden_notice')}
            copyLabel={t('wallet_setup.copy')}
            copiedLabel={t('wallet_setup.copied')}
          />
          <Checkbox
            label={t('wallet_setup.phrase_written')}
            checked={written}
            onCheckedChange={(v) => setWritten(v === true)}
          />
          <Button
            disabled={!written}
            onClick={() => {
              setMnemonic(phrase.data.mnemonic);
              void navigate('/setup-wallet/confirm-wallet-create');
            }}
          >
            {t('common.continue')}
          </Button>
        </>
      ) : null}
    </CenteredPage>
  );
}
