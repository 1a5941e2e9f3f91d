import type { RecipientCheck } from '@optwallet/contract';
import { abbreviateAddress, displayName } from '@optwallet/domain';
import { Avatar, Checkbox, CopyButton } from '@optwallet/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { t } from '../texts';
import styles from './recipient.module.css';

export const recipientCheckQuery = (walletId: string, chainId: string, address: string) =>
  queryOptions({
    queryKey: ['recipient-check', walletId, chainId, address],
    queryFn: ({ signal }) => api.wallets.recipientCheck(walletId, { chainId, address }, { signal }),
  });

type RecipientUser = NonNullable<RecipientCheck['user']>;

/** "Ana Lee", else "@ana", else the abbreviated address: how a sentence names the receiver. */
export function recipientName(address: string, user: RecipientUser | null | undefined): string {
  if (!user) return abbreviateAddress(address);
  return displayName(user) || (user.username ? `@${user.username}` : abbreviateAddress(address));
}

/** Who receives: the user (avatar, name, @username) and always the full address, copyable. */
export function RecipientCard({
  address,
  user,
}: {
  address: string;
  user: RecipientUser | null | undefined;
}) {
  const name = user ? displayName(user) : '';
  return (
    <div className={styles.card} data-testid="recipient">
      {user ? (
        <div className={styles.person}>
          <Avatar name={name || user.username || '?'} src={user.avatar} size="md" alt="" />
          <div className={styles.names}>
            <span className={styles.name}>{name || `@${user.username ?? ''}`}</span>
            {user.username && name ? (
              <span className={styles.username}>@{user.username}</span>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className={styles.addressRow}>
        <code className={styles.address}>{address}</code>
        <CopyButton
          value={address}
          iconOnly
          size="sm"
          label={t('money.copy_address')}
          copiedLabel={t('toast.copied')}
        />
      </div>
    </div>
  );
}

/**
 * The warnings before a send: "first time" for an address this wallet never paid, and address
 * poisoning for a look-alike of a history address, which the user must confirm explicitly. A
 * send to the wallet's own address says so instead (it is nobody new).
 */
export function RecipientWarnings({
  check,
  acknowledged,
  onAcknowledge,
}: {
  check: RecipientCheck;
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
}) {
  if (check.lookalike) {
    const known = check.lookalike;
    return (
      <div className={styles.danger} role="alert" data-testid="poisoning-warning">
        <p className={styles.warningTitle}>{t('transfer.lookalike_title')}</p>
        <p>
          {t('transfer.lookalike_body', {
            known: recipientName(known.address, known.user),
          })}
        </p>
        <dl className={styles.compare}>
          <dt>{t('transfer.lookalike_typed')}</dt>
          <dd>
            <code>{check.address}</code>
          </dd>
          <dt>{t('transfer.lookalike_history')}</dt>
          <dd>
            <code>{known.address}</code>
          </dd>
        </dl>
        <Checkbox
          checked={acknowledged}
          onCheckedChange={(value) => onAcknowledge(value === true)}
          label={t('transfer.lookalike_confirm')}
        />
      </div>
    );
  }
  if (check.ownWallet) {
    return (
      <p className={styles.own} role="note" data-testid="own-wallet-note">
        {t('transfer.own_wallet')}
      </p>
    );
  }
  if (!check.sentBefore) {
    return (
      <p className={styles.caution} role="note" data-testid="first-time-warning">
        <strong>{t('transfer.first_time_title')}</strong> {t('transfer.first_time_body')}
      </p>
    );
  }
  return null;
}

/** Whether the send may be confirmed: a look-alike needs the user's explicit confirmation. */
export function recipientCleared(check: RecipientCheck | undefined, acknowledged: boolean) {
  return !check?.lookalike || acknowledged;
}
