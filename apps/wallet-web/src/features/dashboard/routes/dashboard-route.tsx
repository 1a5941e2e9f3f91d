import { NATIVE_CHAIN_ID, NATIVE_SYMBOL } from '@optwallet/domain';
import { Button, EmptyState, Select, Skeleton } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { PriceChart } from '../../../components/money/price-chart';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { TokenList } from '../../../components/money/token-list';
import { TransactionList } from '../../../components/money/transaction-list';
import { useText } from '../../../i18n/use-text';
import {
  chainName,
  displayTokenAmount,
  displayUsd,
  hasMarketValue,
  sumAmounts,
} from '../../../lib/money/format';
import { tokenDetailQuery, useFirstWallet, walletTokensQuery } from '../../../lib/money/queries';

const RECENT_COUNT = 5;
const stakePath = `/my-assets/stake/${NATIVE_CHAIN_ID}/${NATIVE_SYMBOL}`;

function DashboardSkeleton() {
  const t = useText();
  return (
    <div
      className={pageStyles.page}
      role="status"
      aria-label={t('dashboard.loading')}
      aria-busy="true"
      data-testid="dashboard-skeleton"
    >
      <Skeleton height={32} width={220} />
      <Skeleton height={120} />
      <div className={pageStyles.grid}>
        <Skeleton height={260} />
        <Skeleton height={260} />
      </div>
      <Skeleton height={200} />
    </div>
  );
}

function StakingSummary({ walletId }: { walletId: string }) {
  const t = useText();
  const detail = useQuery(tokenDetailQuery(walletId, NATIVE_CHAIN_ID, NATIVE_SYMBOL));
  if (detail.isPending) return <ListSkeleton rows={1} />;
  if (detail.isError)
    return <ListError onRetry={() => void detail.refetch()} message={detail.error.message} />;
  const { delegationDetails, unbondingDetails, delegations } = detail.data;
  const rewards = sumAmounts(
    delegations.flatMap((delegation) =>
      delegation.rewards.filter((coin) => coin.symbol === NATIVE_SYMBOL).map((coin) => coin.amount),
    ),
    6,
  );
  return (
    <dl className={pageStyles.stats}>
      <div className={pageStyles.stat}>
        <dt>{t('dashboard.staked')}</dt>
        <dd>{displayTokenAmount(delegationDetails.balanceToken, NATIVE_SYMBOL)}</dd>
        <dd className={pageStyles.statNote}>{displayUsd(delegationDetails.balanceUsd)}</dd>
      </div>
      <div className={pageStyles.stat}>
        <dt>{t('dashboard.unbonding')}</dt>
        <dd>{displayTokenAmount(unbondingDetails.balanceToken, NATIVE_SYMBOL)}</dd>
        <dd className={pageStyles.statNote}>{displayUsd(unbondingDetails.balanceUsd)}</dd>
      </div>
      <div className={pageStyles.stat}>
        <dt>{t('dashboard.rewards')}</dt>
        <dd>{displayTokenAmount(rewards, NATIVE_SYMBOL)}</dd>
      </div>
    </dl>
  );
}

/** /dashboard and /home (spec §2): total in USD, tokens, stake, prices, recent transactions, quick actions. */
export function Component() {
  const t = useText();
  const navigate = useNavigate();
  const wallet = useFirstWallet();
  const tokens = useQuery({ ...walletTokensQuery(wallet?.id ?? ''), enabled: wallet !== null });
  const [chartToken, setChartToken] = useState<string | null>(null);

  if (!wallet || tokens.isPending) return <DashboardSkeleton />;

  const list = tokens.data?.tokens ?? [];
  // A testnet token has no market, so no price to chart.
  const priced = list.filter((token) => hasMarketValue(token.chainId));
  const chartKey = chartToken ?? (priced[0] ? `${priced[0].chainId}:${priced[0].symbol}` : null);
  const chartChoice = priced.find((token) => `${token.chainId}:${token.symbol}` === chartKey);

  return (
    <MoneyPage
      title={t('shell.home')}
      subtitle={t('dashboard.subtitle')}
      actions={
        <div
          className={pageStyles.headerActions}
          role="group"
          aria-label={t('dashboard.quick_actions')}
        >
          <Button onClick={() => void navigate('/send-receive')}>{t('dashboard.send')}</Button>
          <Button variant="secondary" onClick={() => void navigate('/send-receive?tab=receive')}>
            {t('dashboard.receive')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(stakePath)}>
            {t('dashboard.stake')}
          </Button>
        </div>
      }
    >
      <dl className={pageStyles.stats}>
        <div className={pageStyles.stat}>
          <dt>{t('dashboard.total_balance')}</dt>
          <dd data-testid="total-balance">
            {tokens.data ? displayUsd(tokens.data.totalBalanceUsd) : '—'}
          </dd>
        </div>
      </dl>
      <div className={pageStyles.grid}>
        <Section title={t('dashboard.tokens')} id="dashboard-tokens">
          {tokens.isError ? (
            <ListError onRetry={() => void tokens.refetch()} message={tokens.error.message} />
          ) : list.length === 0 ? (
            <EmptyState
              size="sm"
              title={t('dashboard.no_tokens')}
              description={t('dashboard.no_tokens_body')}
            />
          ) : (
            <TokenList tokens={list} />
          )}
        </Section>
        <Section
          title={t('dashboard.prices')}
          id="dashboard-prices"
          action={
            priced.length > 1 ? (
              <Select
                aria-label={t('dashboard.prices')}
                options={priced.map((token) => ({
                  value: `${token.chainId}:${token.symbol}`,
                  label: `${token.symbol} · ${chainName(token.chainId)}`,
                }))}
                value={chartKey}
                onValueChange={setChartToken}
              />
            ) : null
          }
        >
          {chartChoice ? (
            <PriceChart chainId={chartChoice.chainId} symbol={chartChoice.symbol} />
          ) : null}
        </Section>
      </div>
      <Section
        title={t('dashboard.staking')}
        id="dashboard-staking"
        action={<Link to={stakePath}>{t('dashboard.manage_stake')}</Link>}
      >
        <StakingSummary walletId={wallet.id} />
      </Section>
      <Section
        title={t('dashboard.recent')}
        id="dashboard-recent"
        action={<Link to="/my-assets">{t('dashboard.view_all')}</Link>}
      >
        <TransactionList
          walletId={wallet.id}
          fixedType="all"
          paginated={false}
          limit={RECENT_COUNT}
        />
      </Section>
    </MoneyPage>
  );
}
