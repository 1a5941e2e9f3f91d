import type { TokenApproval } from '@optwallet/contract';
import { abbreviateAddress, displayAmount, displayLongDate } from '@optwallet/domain';
import { toast } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { tokenApprovalsQuery, useRevokeTokenApproval } from '../api/token-approvals';
import { t } from '../texts';
import { ListState } from './list-state';
import { PermissionsSection } from './permissions-section';
import { RevokeButton } from './revoke-button';
import styles from './permissions-section.module.css';

function ApprovalRow({ approval, walletId }: { approval: TokenApproval; walletId: string }) {
  const revoke = useRevokeTokenApproval(walletId);
  const { symbol } = approval;
  const title = approval.unlimited
    ? t('permissions.approval_unlimited', { symbol })
    : t('permissions.approval_amount', { amount: displayAmount(approval.amount), symbol });
  return (
    <li className={styles.item} aria-label={title}>
      <div>
        <p className={styles.name}>{title}</p>
        <p className={styles.meta} title={approval.spender}>
          {t('permissions.approval_spender', { spender: abbreviateAddress(approval.spender) })}
          {' · '}
          {t('permissions.approval_since', { date: displayLongDate(approval.approvedAt) })}
        </p>
      </div>
      <RevokeButton
        title={t('permissions.revoke_approval_title')}
        body={t('permissions.revoke_approval_body')}
        pending={revoke.isPending}
        onRevoke={async (walletPasscode) => {
          const { chainId, spender } = approval;
          await revoke.mutateAsync({ chainId, symbol, spender, walletPasscode });
          toast.success(t('permissions.approval_revoked'));
        }}
      />
    </li>
  );
}

/** Token approvals: the ERC-20 allowances of the wallet's 0x address, revoke each. */
export function TokenApprovalsSection({ walletId }: { walletId: string }) {
  const approvals = useQuery(tokenApprovalsQuery(walletId));
  const list = approvals.data?.approvals ?? [];
  return (
    <PermissionsSection
      id="token-approvals"
      title={t('permissions.token_approvals')}
      intro={t('permissions.token_approvals_intro')}
    >
      <ListState
        query={approvals}
        empty={list.length === 0}
        emptyText={t('permissions.approvals_empty')}
      >
        <ul className={styles.list} aria-label={t('permissions.token_approvals')}>
          {list.map((approval) => (
            <ApprovalRow
              key={`${approval.chainId} ${approval.token} ${approval.spender}`}
              approval={approval}
              walletId={walletId}
            />
          ))}
        </ul>
      </ListState>
    </PermissionsSection>
  );
}
