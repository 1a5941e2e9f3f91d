import { setWallets, walletsQuery } from '../../../lib/account';
import type { Wallet, WalletSyncResponse } from '@optwallet/contract';
import { displayDateTime, NATIVE_CHAIN_ID } from '@optwallet/domain';
import { Button, toast, useCountdown } from '@optwallet/ui';
import { isApiError } from '@optwallet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { pageStyles } from '../../../components/centered-page';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { invalidateMoney, moneyKeys } from '../../../lib/money/queries';
import styles from './account-sync-section.module.css';

/** The server's clock may run a little ahead of this device's: never "in 2 seconds". */
const notAfterNow = (date: Date) => new Date(Math.min(date.getTime(), Date.now()));

/** "Up to date with optchain-1 (block 1234). 2 pending items settled." */
function syncedMessage(result: WalletSyncResponse): string {
  const head = result.chains.find((c) => c.chainId === NATIVE_CHAIN_ID) ?? result.chains[0];
  const settled =
    result.settled === 0
      ? t('account_sync.settled_none')
      : result.settled === 1
        ? t('account_sync.settled_one')
        : t('account_sync.settled_many', { count: result.settled });
  if (!head) return settled;
  return `${t('account_sync.done', { chain: head.chainId, height: head.height })} ${settled}`;
}

/**
 * Account sync (POST /wallets/{id}/sync): settles what fell due for the wallet on every chain.
 * Afterwards every money query is stale, so the dashboard shows the settled figures at once.
 */
export function AccountSyncSection({ wallet }: { wallet: Wallet }) {
  const client = useQueryClient();
  const [waitSeconds, startWait] = useCountdown();
  const sync = useMutation({
    mutationFn: () => api.wallets.sync(wallet.id),
    onSuccess: async (result) => {
      const wallets = client.getQueryData(walletsQuery.queryKey) ?? [];
      setWallets(
        wallets.map((w) => (w.id === wallet.id ? { ...w, synced_at: result.synced_at } : w)),
      );
      await invalidateMoney(client);
      client.setQueryData(moneyKeys.tokens(wallet.id), result.tokens);
      toast.success(syncedMessage(result), { id: 'account-sync' });
    },
    // Any failure is the catalogue's sync message; a 429 also says how long to wait.
    onError: (error) => {
      toast.error(t('error.sync_failed'), { id: 'account-sync' });
      if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== undefined)
        startWait(error.retryAfterSeconds);
    },
  });

  const syncedAt = wallet.synced_at ? new Date(wallet.synced_at) : null;
  return (
    <section className={styles.section} aria-labelledby="account-sync-title">
      <h3 id="account-sync-title" className={styles.title}>
        {t('account_sync.title')}
      </h3>
      <p className={styles.intro}>{t('account_sync.intro')}</p>
      <div className={pageStyles.row}>
        <p className={styles.status} data-testid="account-sync-status">
          {syncedAt ? (
            <time dateTime={syncedAt.toISOString()} title={displayDateTime(syncedAt.toISOString())}>
              {t('account_sync.last_synced', {
                when: formatDistanceToNow(notAfterNow(syncedAt), { addSuffix: true }),
              })}
            </time>
          ) : (
            t('account_sync.never')
          )}
        </p>
        <Button
          variant="secondary"
          loading={sync.isPending}
          disabled={waitSeconds > 0}
          aria-describedby={waitSeconds > 0 ? 'account-sync-wait' : undefined}
          onClick={() => sync.mutate()}
        >
          {t('account_sync.button')}
        </Button>
      </div>
      {waitSeconds > 0 ? (
        <p id="account-sync-wait" className={styles.wait} role="status">
          {waitSeconds === 1
            ? t('account_sync.wait_one')
            : t('account_sync.wait_many', { count: waitSeconds })}
        </p>
      ) : null}
    </section>
  );
}
