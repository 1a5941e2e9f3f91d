import { useFirstWallet } from '../../../lib/account';
import { EVM_CHAIN_ID, NATIVE_CHAIN_ID, chainName } from '@optwallet/domain';
import { AddressChip, Button } from '@optwallet/ui';
import { useNavigate } from '../../../lib/router';
import { keptReturnPath, takeReturnPath } from '../../../lib/return-path';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import styles from './wallet-setup.module.css';

/** /setup-wallet: what the setup does, then the wallet key step. With a wallet: the created screen. */
export function Component() {
  const navigate = useNavigate();
  const wallet = useFirstWallet();
  if (wallet) {
    const shown = wallet.addresses.filter(
      (a) => a.chainId === NATIVE_CHAIN_ID || a.chainId === EVM_CHAIN_ID,
    );
    return (
      <CenteredPage
        inShell
        title={t('wallet_setup.created_title')}
        subtitle={t('wallet_setup.created_body')}
      >
        <section aria-labelledby="created-addresses" className={pageStyles.form}>
          <h2 id="created-addresses" className={styles.heading}>
            {t('wallet_setup.created_addresses')}
          </h2>
          <ul className={styles.addresses}>
            {shown.map((a) => (
              <li key={a.chainId}>
                <span className={styles.chain}>{chainName(a.chainId)}</span>
                <AddressChip address={a.address} />
              </li>
            ))}
          </ul>
        </section>
        {/* Setup interrupted a deep link (a payment link, an invite): it goes on there. */}
        <Button onClick={() => void navigate(takeReturnPath() ?? '/dashboard', { replace: true })}>
          {keptReturnPath() === null ? t('wallet_setup.go_dashboard') : t('wallet_setup.go_on')}
        </Button>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage inShell title={t('wallet_setup.title')} subtitle={t('wallet_setup.subtitle')}>
      <Button onClick={() => void navigate('/setup-wallet/wallet-passcode')}>
        {t('wallet_setup.start')}
      </Button>
    </CenteredPage>
  );
}
