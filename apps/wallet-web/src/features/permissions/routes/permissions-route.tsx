import { ConnectedAppsList } from '@optwallet/auth-web';
import { useFirstWallet } from '../../../lib/account';
import { api } from '../../../lib/api';
import { CenteredPage } from '../../../components/centered-page';
import { ChainGrantsSection } from '../components/chain-grants-section';
import { PasskeysSection } from '../components/passkeys-section';
import { PermissionsSection } from '../components/permissions-section';
import { SessionsSection } from '../components/sessions-section';
import { TokenApprovalsSection } from '../components/token-approvals-section';
import { t } from '../texts';
import styles from './permissions-route.module.css';

/**
 * /permissions: everything that may act for the account or its wallet, each with its way to end
 * it: connected apps (OAuth), sessions, passkeys, the wallet's chain grants (authz, fee
 * allowances) and its token approvals (ERC-20). Each section is an #anchor Settings links to.
 */
export function Component() {
  const wallet = useFirstWallet();
  return (
    <CenteredPage inShell wide title={t('permissions.title')} subtitle={t('permissions.subtitle')}>
      <div className={styles.sections}>
        <PermissionsSection
          id="connected-apps"
          title={t('permissions.apps')}
          intro={t('permissions.apps_intro')}
        >
          <ConnectedAppsList api={api} />
        </PermissionsSection>
        <SessionsSection />
        <PermissionsSection id="passkeys" title={t('passkeys.title')} intro={t('passkeys.intro')}>
          <PasskeysSection />
        </PermissionsSection>
        {wallet ? (
          <>
            <ChainGrantsSection walletId={wallet.id} />
            <TokenApprovalsSection walletId={wallet.id} />
          </>
        ) : (
          <>
            <PermissionsSection
              id="chain-grants"
              title={t('permissions.chain_grants')}
              intro={t('permissions.chain_grants_intro')}
            >
              <p>{t('permissions.no_wallet')}</p>
            </PermissionsSection>
            <PermissionsSection
              id="token-approvals"
              title={t('permissions.token_approvals')}
              intro={t('permissions.token_approvals_intro')}
            >
              <p>{t('permissions.no_wallet')}</p>
            </PermissionsSection>
          </>
        )}
      </div>
    </CenteredPage>
  );
}
