import { useWallets } from '../../../lib/account';
import { displayTokenAmount, displayUsd, NATIVE_CHAIN_ID, NATIVE_SYMBOL } from '@optwallet/domain';
import { Button, EmptyState, Skeleton } from '@optwallet/ui';
import type { WalletTokensResponse } from '@optwallet/api-client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { PriceChart } from '../../../components/money/price-chart';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { TokenList } from '../../../components/money/token-list';
import { TransactionList } from '../../../components/money/transaction-list';
import { WhenVisible } from '../../../components/when-visible';
import { t } from '../texts';
import styles from './dashboard-route.module.css';
import { TotalBalance } from '../components/total-balance';
import { hasMarketValue, sumAmounts } from '../../../lib/money/format';
import { tokenDetailQuery, walletTokensQuery } from '../../../lib/money/queries';

const RECENT_COUNT = 5;
const stakePath = `/my-assets/stake/${NATIVE_CHAIN_ID}/${NATIVE_SYMBOL}`;

// Its own chunk (the kit's Select), loaded when the prices come into view.
const PriceTokenSelect = lazy(() => import('../components/price-token-select'));

/** The sections' places while the wallet and its tokens load (the header is already there). */
function DashboardSkeleton() {
  return (
    <div
      role="status"
      aria-label={t('dashboard.loading')}
      aria-busy="true"
      data-testid="dashboard-skeleton"
    >
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
      {detail.data.redelegations.length > 0 ? (
        <div className={pageStyles.stat} data-testid="moving-stake">
          <dt>{t('dashboard.part_moving')}</dt>
          <dd>
            {displayTokenAmount(
              sumAmounts(
                detail.data.redelegations.map((move) => move.amount),
                6,
              ),
              NATIVE_SYMBOL,
            )}
          </dd>
        </div>
      ) : null}
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

/** /dashboard and /home (product §2): total in USD, tokens, stake, prices, recent transactions, quick actions. */
export function Component() {
  const navigate = useNavigate();
  const { wallets, status } = useWallets();
  const wallet = wallets[0] ?? null;
  // /home is open to a user without a wallet (product §2 wallet guard): offer the setup there.
  const noWallet = status !== 'pending' && wallet === null;
  const tokens = useQuery({ ...walletTokensQuery(wallet?.id ?? ''), enabled: wallet !== null });
  // The header needs no data: the first paint never waits for the API.
  return (
    <MoneyPage
      title={t('shell.home')}
      subtitle={t('dashboard.subtitle')}
      actions={
        noWallet ? null : (
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
        )
      }
    >
      {noWallet ? (
        <EmptyState
          data-testid="dashboard-no-wallet"
          title={t('dashboard.no_wallet')}
          description={t('dashboard.no_wallet_body')}
          action={
            <Button onClick={() => void navigate('/setup-wallet')}>
              {t('dashboard.set_up_wallet')}
            </Button>
          }
        />
      ) : !wallet || tokens.isPending ? (
        <DashboardSkeleton />
      ) : (
        <DashboardBody walletId={wallet.id} tokens={tokens} />
      )}
    </MoneyPage>
  );
}

function DashboardBody({
  walletId,
  tokens,
}: {
  walletId: string;
  tokens: UseQueryResult<WalletTokensResponse>;
}) {
  const [chartToken, setChartToken] = useState<string | null>(null);
  const list = tokens.data?.tokens ?? [];
  // A testnet token has no market, so no price to chart.
  const priced = list.filter((token) => hasMarketValue(token.chainId));
  const chartKey = chartToken ?? (priced[0] ? `${priced[0].chainId}:${priced[0].symbol}` : null);
  const chartChoice = priced.find((token) => `${token.chainId}:${token.symbol}` === chartKey);
  const selectPlace: ReactNode = <div className={styles.selectPlace} />;

  return (
    <>
      <TotalBalance tokens={tokens.data} />
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
              <WhenVisible placeholder={selectPlace}>
                <Suspense fallback={selectPlace}>
                  <PriceTokenSelect tokens={priced} value={chartKey} onChange={setChartToken} />
                </Suspense>
              </WhenVisible>
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
        <StakingSummary walletId={walletId} />
      </Section>
      {/* What the user did: automatic reward payouts (the staking section sums them) never push a
          send, receive, stake, unstake, move or claim off the list. */}
      <Section
        title={t('dashboard.recent')}
        id="dashboard-recent"
        action={<Link to="/my-assets">{t('dashboard.view_all')}</Link>}
      >
        <TransactionList
          walletId={walletId}
          fixedType="all"
          paginated={false}
          limit={RECENT_COUNT}
          rewards="hidden"
        />
      </Section>
    </>
  );
}
