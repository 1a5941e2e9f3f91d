import { useFirstWallet } from '../../../lib/account';
import { displayUsd } from '@optwallet/domain';
import { EmptyState } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { TokenList } from '../../../components/money/token-list';
import { TransactionList } from '../../../components/money/transaction-list';
import { ExportCsvButton } from '../../../components/money/export-csv-button';
import { t } from '../texts';
import { walletTokensQuery } from '../../../lib/money/queries';

/**
 * /my-assets: every token of the first wallet, and the wallet's transactions (10 a page, type
 * filter, reward payouts grouped) with their export as CSV.
 */
export function Component() {
  const wallet = useFirstWallet();
  const tokens = useQuery({ ...walletTokensQuery(wallet?.id ?? ''), enabled: wallet !== null });
  if (!wallet) return null;
  return (
    <MoneyPage title={t('assets.title')} subtitle={t('assets.subtitle')}>
      <dl className={pageStyles.stats}>
        <div className={pageStyles.stat}>
          <dt>{t('assets.total')}</dt>
          <dd data-testid="assets-total">
            {tokens.data ? displayUsd(tokens.data.totalBalanceUsd) : '—'}
          </dd>
        </div>
      </dl>
      <Section title={t('assets.tokens')} id="assets-tokens">
        {tokens.isPending ? (
          <ListSkeleton rows={4} />
        ) : tokens.isError ? (
          <ListError onRetry={() => void tokens.refetch()} message={tokens.error.message} />
        ) : tokens.data.tokens.length === 0 ? (
          <EmptyState
            size="sm"
            title={t('assets.no_tokens')}
            description={t('assets.no_tokens_body')}
          />
        ) : (
          <TokenList tokens={tokens.data.tokens} />
        )}
      </Section>
      <Section
        title={t('assets.transactions')}
        id="transactions"
        action={<ExportCsvButton walletId={wallet.id} />}
      >
        <TransactionList walletId={wallet.id} />
      </Section>
    </MoneyPage>
  );
}
