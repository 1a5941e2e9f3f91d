import { Button } from '@optwallet/ui';
import { useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { useText } from '../../../i18n/use-text';
import { useWalletStore } from '../../../stores/wallet-store';

/** /setup-wallet: what the setup does, then the wallet key step. With a wallet: the created screen. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const hasWallet = useWalletStore((s) => s.wallets.length > 0);
  if (hasWallet) {
    return (
      <CenteredPage inShell title={t('wallet_setup.created_title')} subtitle={t('wallet_setup.created_body')}>
        <Button onClick={() => void navigate('/dashboard')}>{t('wallet_setup.go_dashboard')}</Button>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage inShell title={t('wallet_setup.title')} subtitle={t('wallet_setup.subtitle')}>
      <Button onClick={() => void navigate('/setup-wallet/wallet-passcode')}>{t('wallet_setup.start')}</Button>
    </CenteredPage>
  );
}
