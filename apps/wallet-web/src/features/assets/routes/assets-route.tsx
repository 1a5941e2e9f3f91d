import { EmptyState, TokenRow } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { TransactionList } from '../../../components/money/transaction-list';
import { useText } from '../../../i18n/use-text';
import { chainName, displayAmount, displayUsd } from '../../../lib/money/format';
import { useFirstWallet, walletTokensQuery } from '../../../lib/money/queries';

/** /my-assets: every token of the first wallet, and the wallet's transactions (10 a page, type filter). */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const wallet = useFirstWallet();
  const tokens = useQuery({ ...walletTokensQuery(wallet?.id ?? ''), enabled: wallet !== null });
  if (!wallet) return null;
  return (
    <MoneyPage title={t('assets.title')} subtitle={t('assets.subtitle')}>
      <dl className={pageStyles.stats}>
        <div className={pageStyles.stat}>
          <dt>{t('assets.total')}</dt>
          <dd>{tokens.data ? displayUsd(tokens.data.totalBalanceUsd) : '—'}</dd>
        </div>
      </dl>
      <Section title={t('assets.tokens')} id="assets-tokens">
        {tokens.isPending ? (
          <ListSkeleton rows={4} />
        ) : tokens.isError ? (
          <ListError onRetry={() => void tokens.refetch()} message={tokens.error.message} />
        ) : tokens.data.tokens.length === 0 ? (
          <EmptyState size="sm" title={t('assets.no_tokens')} description={t('assets.no_tokens_body')} />
        ) : (
          <ul className={pageStyles.list}>
            {tokens.data.tokens.map((token) => (
              <li key={`${token.chainId}:${token.symbol}`}>
                <TokenRow
                  symbol={token.symbol}
                  name={token.name}
                  network={chainName(token.chainId)}
                  balance={displayAmount(token.balance, 6)}
                  fiatValue={displayUsd(token.balanceUsd)}
                  onClick={() => void navigate(`/my-assets/${encodeURIComponent(token.chainId)}/${encodeURIComponent(token.symbol)}`)}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('assets.transactions')} id="transactions">
        <TransactionList walletId={wallet.id} />
      </Section>
    </MoneyPage>
  );
}
