import type { ChainGrant, FeeAllowance } from '@optwallet/contract';
import { abbreviateAddress, displayLongDate } from '@optwallet/domain';
import { toast } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { chainGrantsQuery, useRevokeChainGrant } from '../api/chain-grants';
import { grantAction, messageName } from '../lib/grant-label';
import { t } from '../texts';
import { ListState } from './list-state';
import { PermissionsSection } from './permissions-section';
import { RecurringSendsList } from './recurring-sends-list';
import { RevokeButton } from './revoke-button';
import styles from './permissions-section.module.css';

function grantTitle(grant: ChainGrant): string {
  if (grant.recurringSends) return t('permissions.grant_recurring_sends');
  const action = grantAction(grant.msgTypeUrl);
  return action === 'other'
    ? t('permissions.grant_other', { message: messageName(grant.msgTypeUrl) })
    : t(`permissions.grant_${action}`);
}

function GrantRow({ grant, walletId }: { grant: ChainGrant; walletId: string }) {
  const revoke = useRevokeChainGrant(walletId);
  const title = grantTitle(grant);
  const facts = [
    t('permissions.grant_to', { grantee: abbreviateAddress(grant.grantee) }),
    grant.limit === null ? null : t('permissions.grant_limit', { amount: grant.limit }),
    grant.expiresAt === null
      ? null
      : t('permissions.grant_expires', { date: displayLongDate(grant.expiresAt) }),
  ].filter(Boolean);
  return (
    <li className={styles.item} aria-label={title}>
      <div>
        <p className={styles.name}>{title}</p>
        <p className={styles.meta} title={grant.grantee}>
          {facts.join(' · ')}
        </p>
        {grant.autoCompound ? (
          <p className={styles.note}>{t('permissions.grant_auto_compound')}</p>
        ) : null}
        {grant.recurringSends ? (
          <>
            <p className={styles.note}>{t('permissions.grant_recurring_note')}</p>
            <RecurringSendsList walletId={walletId} />
          </>
        ) : null}
      </div>
      <RevokeButton
        title={t('permissions.revoke_grant_title')}
        body={t('permissions.revoke_grant_body')}
        pending={revoke.isPending}
        onRevoke={async (walletPasscode) => {
          const { chainId, grantee, msgTypeUrl } = grant;
          await revoke.mutateAsync({ chainId, grantee, msgTypeUrl, walletPasscode });
          toast.success(t('permissions.grant_revoked'));
        }}
      />
    </li>
  );
}

function AllowanceRow({ allowance }: { allowance: FeeAllowance }) {
  const title = allowance.byOptWallet
    ? t('permissions.allowance_optwallet')
    : t('permissions.allowance_other', { granter: abbreviateAddress(allowance.granter) });
  const facts = [
    allowance.remaining === null
      ? t('permissions.allowance_unlimited')
      : t('permissions.allowance_left', { amount: allowance.remaining }),
    allowance.expiresAt === null
      ? null
      : t('permissions.allowance_expires', { date: displayLongDate(allowance.expiresAt) }),
  ].filter(Boolean);
  return (
    <li className={styles.item} aria-label={title}>
      <div>
        <p className={styles.name}>{title}</p>
        <p className={styles.meta}>{facts.join(' · ')}</p>
        <p className={styles.note}>{t('permissions.allowance_note')}</p>
      </div>
    </li>
  );
}

/** Chain grants: the wallet's authz grants (revoke each) and the fee allowances it holds. */
export function ChainGrantsSection({ walletId }: { walletId: string }) {
  const grants = useQuery(chainGrantsQuery(walletId));
  const data = grants.data ?? { grants: [], allowances: [] };
  return (
    <PermissionsSection
      id="chain-grants"
      title={t('permissions.chain_grants')}
      intro={t('permissions.chain_grants_intro')}
    >
      <ListState
        query={grants}
        empty={data.grants.length === 0 && data.allowances.length === 0}
        emptyText={t('permissions.grants_empty')}
      >
        <ul className={styles.list} aria-label={t('permissions.chain_grants')}>
          {data.grants.map((grant) => (
            <GrantRow
              key={`${grant.chainId} ${grant.grantee} ${grant.msgTypeUrl}`}
              grant={grant}
              walletId={walletId}
            />
          ))}
          {data.allowances.map((allowance) => (
            <AllowanceRow key={`${allowance.chainId} ${allowance.granter}`} allowance={allowance} />
          ))}
        </ul>
      </ListState>
    </PermissionsSection>
  );
}
