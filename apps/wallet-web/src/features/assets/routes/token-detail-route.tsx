import { useFirstWallet } from '../../../lib/account';
import { isApiError } from '@optwallet/api-client';
import { displayTokenAmount, isNativeChain, chainName } from '@optwallet/domain';
import { AddressChip, Button, EmptyState, TokenIcon, toast } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from '../../../lib/router';
import { useOpenSendReceive } from '../../../lib/send-receive-link';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { PriceChart } from '../../../components/money/price-chart';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { TransactionList } from '../../../components/money/transaction-list';
import { t } from '../texts';
import { displayTokenUsd, hasMarketValue } from '../../../lib/money/format';
import { tokenDetailQuery } from '../../../lib/money/queries';

/** /my-assets/:chainId/:symbol: balance, address, stake and unbonding totals, price, and the token's own transactions (10 a page, type filter). */
export function Component() {
  const openSendReceive = useOpenSendReceive();
  const { chainId = '', symbol = '' } = useParams();
  const wallet = useFirstWallet();
  const detail = useQuery({
    ...tokenDetailQuery(wallet?.id ?? '', chainId, symbol),
    enabled: wallet !== null,
  });
  const tokenRef = useMemo(() => ({ chainId, symbol }), [chainId, symbol]);
  const network = chainName(chainId);
  const stakePath = `/my-assets/stake/${encodeURIComponent(chainId)}/${encodeURIComponent(symbol)}`;
  const usd = (value: string) => displayTokenUsd(chainId, value, t('money.testnet'));

  return (
    <MoneyPage
      title={t('assets.token_title', { symbol, network })}
      icon={<TokenIcon symbol={symbol} size="lg" alt="" />}
      subtitle={<Link to="/my-assets">{t('assets.back')}</Link>}
      actions={
        <>
          <Button onClick={() => openSendReceive()}>{t('assets.send')}</Button>
          <Button variant="secondary" onClick={() => openSendReceive({ tab: 'receive' })}>
            {t('assets.receive')}
          </Button>
        </>
      }
    >
      {detail.isPending ? (
        <ListSkeleton rows={3} />
      ) : detail.isError ? (
        isApiError(detail.error) && detail.error.status === 404 ? (
          <EmptyState title={t('assets.not_found')} description={t('assets.not_found_body')} />
        ) : (
          <ListError onRetry={() => void detail.refetch()} message={detail.error.message} />
        )
      ) : (
        <>
          <dl className={pageStyles.stats}>
            <div className={pageStyles.stat}>
              <dt>{t('assets.balance')}</dt>
              <dd data-testid="token-balance">
                {displayTokenAmount(detail.data.balanceToken, symbol)}
              </dd>
              <dd className={pageStyles.statNote}>{usd(detail.data.balanceUsd)}</dd>
            </div>
            <div className={pageStyles.stat}>
              <dt>{t('assets.address', { network })}</dt>
              <dd>
                <AddressChip
                  address={detail.data.address}
                  copyLabel={t('assets.copy_address')}
                  copiedLabel={t('toast.copied')}
                  onCopied={() => toast.success(t('toast.copied'))}
                />
              </dd>
            </div>
          </dl>
          {isNativeChain(chainId) ? (
            <Section
              title={t('assets.staking')}
              id="token-staking"
              action={<Link to={stakePath}>{t('assets.manage_stake')}</Link>}
            >
              <dl className={pageStyles.stats}>
                <div className={pageStyles.stat}>
                  <dt>{t('assets.staked')}</dt>
                  <dd>{displayTokenAmount(detail.data.delegationDetails.balanceToken, symbol)}</dd>
                  <dd className={pageStyles.statNote}>
                    {usd(detail.data.delegationDetails.balanceUsd)}
                  </dd>
                </div>
                <div className={pageStyles.stat}>
                  <dt>{t('assets.unbonding')}</dt>
                  <dd>{displayTokenAmount(detail.data.unbondingDetails.balanceToken, symbol)}</dd>
                  <dd className={pageStyles.statNote}>
                    {usd(detail.data.unbondingDetails.balanceUsd)}
                  </dd>
                </div>
              </dl>
            </Section>
          ) : null}
          <Section title={t('assets.price')} id="token-price">
            {hasMarketValue(chainId) ? (
              <PriceChart chainId={chainId} symbol={symbol} />
            ) : (
              <p className={pageStyles.muted}>{t('money.testnet_no_price')}</p>
            )}
          </Section>
          <Section title={t('assets.history', { symbol })} id="token-transactions">
            <TransactionList walletId={wallet?.id ?? ''} token={tokenRef} />
          </Section>
        </>
      )}
    </MoneyPage>
  );
}
