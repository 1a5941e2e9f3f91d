import { useFirstWallet } from '../../../lib/account';
import type { Delegation, Validator } from '@optwallet/contract';
import { payoutSeconds } from '../lib/payout';
import {
  displayDuration,
  displayTokenAmount,
  formatMoniker,
  NATIVE_CHAIN_ID,
  NATIVE_SYMBOL,
} from '@optwallet/domain';
import { Button, EmptyState } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/router';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import type { StakeAction } from '../../../lib/money/stake-action';
import { useMoneyActions } from '../../../stores/money-actions-store';
import { TransactionList } from '../../../components/money/transaction-list';
import { t } from '../texts';
import { isPositiveAmount, sumAmounts } from '../../../lib/money/format';
import { tokenDetailQuery, validatorsQuery } from '../../../lib/money/queries';

const native = (coins: Delegation['coins']) =>
  sumAmounts(
    coins.filter((c) => c.symbol === NATIVE_SYMBOL).map((c) => c.amount),
    6,
  );

/** /distribution: rewards accrued per validator, payout frequency, distribution history, claim. */
export function Component() {
  const wallet = useFirstWallet();
  const walletId = wallet?.id ?? '';
  const detail = useQuery({
    ...tokenDetailQuery(walletId, NATIVE_CHAIN_ID, NATIVE_SYMBOL),
    enabled: wallet !== null,
  });
  const validators = useQuery(validatorsQuery());
  const openStakeAction = useMoneyActions((s) => s.openStakeAction);
  const setAction = (action: StakeAction) => openStakeAction(walletId, action);
  const period = validators.data
    ? displayDuration(payoutSeconds(validators.data, detail.data?.delegations ?? []))
    : null;
  const total = detail.data
    ? sumAmounts(
        detail.data.delegations.map((d) => native(d.rewards)),
        6,
      )
    : null;
  const validatorOf = (delegation: Delegation): Validator =>
    validators.data?.validatorSet.find((v) => v.address === delegation.validator_address) ?? {
      address: delegation.validator_address,
      moniker: delegation.moniker,
      fee: '0',
      uptime: '0',
      votingPower: '0',
      status: 'active',
    };

  if (!wallet) return null;
  return (
    <MoneyPage
      title={t('distribution.title')}
      subtitle={t('distribution.subtitle')}
      actions={
        <Link to="/create-validator" className={pageStyles.muted}>
          {t('distribution.run_validator')}
        </Link>
      }
    >
      <dl className={pageStyles.stats}>
        <div className={pageStyles.stat}>
          <dt>{t('distribution.total_rewards')}</dt>
          <dd data-testid="total-rewards">
            {total === null ? '—' : displayTokenAmount(total, NATIVE_SYMBOL)}
          </dd>
        </div>
        <div className={pageStyles.stat}>
          <dt>{t('distribution.frequency')}</dt>
          <dd>{period ? t('distribution.every', { period }) : '—'}</dd>
        </div>
      </dl>
      {period ? (
        <p className={pageStyles.muted}>{t('distribution.frequency_body', { period })}</p>
      ) : null}

      <Section title={t('distribution.per_validator')} id="rewards">
        {detail.isPending ? (
          <ListSkeleton rows={2} />
        ) : detail.isError ? (
          <ListError onRetry={() => void detail.refetch()} message={detail.error.message} />
        ) : detail.data.delegations.length === 0 ? (
          <EmptyState
            size="sm"
            title={t('distribution.no_rewards')}
            description={t('distribution.no_rewards_body')}
            action={
              <Link to={`/my-assets/stake/${NATIVE_CHAIN_ID}/${NATIVE_SYMBOL}`}>
                {t('distribution.stake_link')}
              </Link>
            }
          />
        ) : (
          <ul className={pageStyles.list}>
            {detail.data.delegations.map((delegation) => {
              const rewards = native(delegation.rewards);
              const name = formatMoniker(delegation.moniker);
              return (
                <li
                  key={delegation.validator_address}
                  className={pageStyles.row}
                  data-testid="reward-row"
                >
                  <div className={pageStyles.rowMain}>
                    <span className={pageStyles.rowTitle}>{name}</span>
                    <span className={pageStyles.muted}>
                      {t('distribution.rewards_of', {
                        amount: displayTokenAmount(rewards, NATIVE_SYMBOL),
                        staked: displayTokenAmount(native(delegation.coins), NATIVE_SYMBOL),
                      })}
                    </span>
                  </div>
                  <div className={pageStyles.rowActions}>
                    <Button
                      size="sm"
                      disabled={!isPositiveAmount(rewards, 6)}
                      aria-label={t('distribution.claim_from', { name })}
                      onClick={() =>
                        setAction({
                          kind: 'claim-rewards',
                          validator: validatorOf(delegation),
                          rewards,
                        })
                      }
                    >
                      {t('distribution.claim')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title={t('distribution.history')} id="distribution-history">
        <TransactionList
          walletId={walletId}
          fixedType="distribution"
          emptyTitle={t('distribution.no_history')}
        />
      </Section>
    </MoneyPage>
  );
}
