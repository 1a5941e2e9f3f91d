import { useFirstWallet } from '../../../lib/account';
import type { Delegation, UnbondingEntry, Validator } from '@optwallet/contract';
import {
  displayDateTime,
  displayDuration,
  displayTimeLeft,
  displayTokenAmount,
  formatMoniker,
  MOVE_STAKE_GRACE_DAYS,
  NATIVE_SYMBOL,
} from '@optwallet/domain';
import { Button, ConfirmDialog, EmptyState, TokenIcon } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { MoneyPage, Section, pageStyles } from '../../../components/money/page';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import type { StakeAction } from '../../../lib/money/stake-action';
import { useMoneyActions } from '../../../stores/money-actions-store';
import { t } from '../texts';
import { displayTokenUsd, sumAmounts } from '../../../lib/money/format';
import { tokenDetailQuery, validatorsQuery } from '../../../lib/money/queries';
import { feeOfStake } from '../lib/stake-fee';
import { ValidatorList } from '../components/validator-list';
import { AutoCompoundPanel } from '../components/auto-compound-panel';
import styles from '../components/staking.module.css';

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

const amountOf = (delegation: Delegation) =>
  sumAmounts(
    delegation.coins.filter((c) => c.symbol === NATIVE_SYMBOL).map((c) => c.amount),
    6,
  );
const rewardsOf = (delegation: Delegation) =>
  sumAmounts(
    delegation.rewards.filter((c) => c.symbol === NATIVE_SYMBOL).map((c) => c.amount),
    6,
  );

function UnbondingRow({
  entry,
  now,
  onCancel,
}: {
  entry: UnbondingEntry;
  now: number;
  onCancel: () => void;
}) {
  const done = Date.parse(entry.completionTime) <= now;
  return (
    <li className={pageStyles.row}>
      <div className={pageStyles.rowMain}>
        <span className={pageStyles.rowTitle}>
          {displayTokenAmount(entry.amount, NATIVE_SYMBOL)} · {formatMoniker(entry.moniker)}
        </span>
        <span className={pageStyles.muted}>
          {done
            ? t('staking.completes_now')
            : t('staking.completes_in', { time: displayTimeLeft(entry.completionTime, now) })}
          {' · '}
          <span className={styles.countdown}>{displayDateTime(entry.completionTime)}</span>
        </span>
      </div>
      <div className={pageStyles.rowActions}>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={done}>
          {t('staking.cancel_unstake')}
        </Button>
      </div>
    </li>
  );
}

/** /my-assets/stake/:chainId/:symbol: stake, delegations per validator, pending unstakes, rewards, validators. */
export function Component() {
  const { chainId = '', symbol = '' } = useParams();
  const wallet = useFirstWallet();
  const walletId = wallet?.id ?? '';
  const detail = useQuery({
    ...tokenDetailQuery(walletId, chainId, symbol),
    enabled: wallet !== null,
  });
  const validators = useQuery(validatorsQuery());
  const fee = useQuery(feeOfStake(walletId, validators.data?.validatorSet[0]?.address ?? null));
  const now = useNow();
  const openStakeAction = useMoneyActions((s) => s.openStakeAction);
  const setAction = (action: StakeAction) => openStakeAction(walletId, action);
  const [cancelling, setCancelling] = useState<UnbondingEntry | null>(null);

  const set = validators.data?.validatorSet ?? [];
  const validatorOf = (address: string, moniker: string): Validator =>
    set.find((candidate) => candidate.address === address) ?? {
      address,
      moniker,
      fee: '0',
      uptime: '0',
      votingPower: '0',
      status: 'active',
    };
  const usd = (value: string) => displayTokenUsd(chainId, value, t('money.testnet'));
  // Stake being moved sits in its 21-day grace period, outside the delegations: list it so it is not lost from view.
  const moving = detail.data?.redelegations ?? [];
  const rewards = detail.data ? sumAmounts(detail.data.delegations.map(rewardsOf), 6) : '0';

  return (
    <MoneyPage
      title={t('staking.title', { symbol })}
      icon={<TokenIcon symbol={symbol} size="lg" alt="" />}
      subtitle={
        <Link to={`/my-assets/${encodeURIComponent(chainId)}/${encodeURIComponent(symbol)}`}>
          {t('staking.back', { symbol })}
        </Link>
      }
    >
      {detail.isPending ? (
        <ListSkeleton rows={3} />
      ) : detail.isError ? (
        <ListError onRetry={() => void detail.refetch()} message={detail.error.message} />
      ) : (
        <>
          <dl className={pageStyles.stats}>
            <div className={pageStyles.stat}>
              <dt>{t('staking.available')}</dt>
              <dd>{displayTokenAmount(detail.data.balanceToken, symbol)}</dd>
              <dd className={pageStyles.statNote}>{usd(detail.data.balanceUsd)}</dd>
            </div>
            <div className={pageStyles.stat}>
              <dt>{t('staking.staked')}</dt>
              <dd data-testid="staked-balance">
                {displayTokenAmount(detail.data.delegationDetails.balanceToken, symbol)}
              </dd>
              <dd className={pageStyles.statNote}>
                {usd(detail.data.delegationDetails.balanceUsd)}
              </dd>
            </div>
            <div className={pageStyles.stat}>
              <dt>{t('staking.unbonding')}</dt>
              <dd data-testid="unbonding-balance">
                {displayTokenAmount(detail.data.unbondingDetails.balanceToken, symbol)}
              </dd>
              <dd className={pageStyles.statNote}>
                {usd(detail.data.unbondingDetails.balanceUsd)}
              </dd>
            </div>
            <div className={pageStyles.stat}>
              <dt>{t('staking.rewards')}</dt>
              <dd>{displayTokenAmount(rewards, symbol)}</dd>
              <dd className={pageStyles.statNote}>
                <Link to="/distribution">{t('staking.see_distribution')}</Link>
              </dd>
            </div>
          </dl>

          <Section title={t('staking.your_stakes')} id="stakes">
            {detail.data.delegations.length === 0 ? (
              <EmptyState
                size="sm"
                title={t('staking.no_stakes')}
                description={t('staking.no_stakes_body')}
              />
            ) : (
              <ul className={pageStyles.list}>
                {detail.data.delegations.map((delegation) => {
                  const validator = validatorOf(delegation.validator_address, delegation.moniker);
                  const staked = amountOf(delegation);
                  return (
                    <li
                      key={delegation.validator_address}
                      className={pageStyles.row}
                      data-testid="delegation"
                    >
                      <div className={pageStyles.rowMain}>
                        <span className={pageStyles.rowTitle}>
                          {formatMoniker(delegation.moniker)}
                        </span>
                        <span className={pageStyles.muted}>
                          {t('staking.staked_amount', {
                            amount: displayTokenAmount(staked, symbol),
                          })}{' '}
                          ·{' '}
                          {t('staking.rewards_amount', {
                            amount: displayTokenAmount(rewardsOf(delegation), symbol),
                          })}
                        </span>
                      </div>
                      <div className={pageStyles.rowActions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() =>
                            setAction({
                              kind: 'undelegate',
                              validator,
                              staked,
                              unstakingWaitTime: validators.data?.unstakingWaitTime ?? 0,
                            })
                          }
                        >
                          {t('staking.unstake')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() =>
                            setAction({
                              kind: 'move-delegation',
                              validator,
                              staked,
                              validators: set,
                            })
                          }
                          disabled={set.length < 2}
                        >
                          {t('staking.move')}
                        </Button>
                        <Button
                          size="sm"
                          onClick={() =>
                            setAction({
                              kind: 'delegate',
                              validator,
                              available: detail.data.balanceToken,
                              fee: fee.data ?? null,
                            })
                          }
                        >
                          {t('staking.stake_more')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>

          <AutoCompoundPanel
            walletId={walletId}
            chainId={chainId}
            stakedWith={detail.data.delegations.map((d) => d.moniker)}
          />

          {moving.length > 0 ? (
            <Section title={t('staking.moving')} id="moving">
              <p className={pageStyles.muted}>
                {t('staking.moving_body', { days: MOVE_STAKE_GRACE_DAYS })}
              </p>
              <ul className={pageStyles.list}>
                {moving.map((move) => (
                  <li key={move.transactionHash} className={pageStyles.row} data-testid="moving">
                    <div className={pageStyles.rowMain}>
                      <span className={pageStyles.rowTitle}>
                        {displayTokenAmount(move.amount, symbol)} ·{' '}
                        {formatMoniker(move.fromMoniker)} → {formatMoniker(move.toMoniker)}
                      </span>
                      <span className={pageStyles.muted}>
                        {t('staking.arrives_in', {
                          time: displayTimeLeft(move.completionTime, now),
                        })}
                        {' · '}
                        <span className={styles.countdown}>
                          {displayDateTime(move.completionTime)}
                        </span>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          <Section title={t('staking.pending_unstakes')} id="unbondings">
            {validators.data ? (
              <p className={pageStyles.muted}>
                {t('staking.unbonding_period', {
                  period: displayDuration(validators.data.unstakingWaitTime),
                })}
              </p>
            ) : null}
            {detail.data.unbondingDetails.entries.length === 0 ? (
              <EmptyState size="sm" title={t('staking.no_unstakes')} />
            ) : (
              <ul className={pageStyles.list}>
                {detail.data.unbondingDetails.entries.map((entry) => (
                  <UnbondingRow
                    key={`${entry.validator_address}-${entry.creationHeight}`}
                    entry={entry}
                    now={now}
                    onCancel={() => setCancelling(entry)}
                  />
                ))}
              </ul>
            )}
          </Section>
        </>
      )}

      <Section title={t('staking.validators')} id="validators">
        {validators.isPending ? (
          <ListSkeleton rows={3} />
        ) : validators.isError ? (
          <ListError onRetry={() => void validators.refetch()} message={validators.error.message} />
        ) : (
          <ValidatorList
            validators={validators.data.validatorSet}
            onStake={(validator) =>
              setAction({
                kind: 'delegate',
                validator,
                available: detail.data?.balanceToken ?? '0',
                fee: fee.data ?? null,
              })
            }
          />
        )}
      </Section>

      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('staking.cancel_confirm_title')}
        description={
          cancelling
            ? t('staking.cancel_confirm_body', {
                amount: displayTokenAmount(cancelling.amount, NATIVE_SYMBOL),
                name: formatMoniker(cancelling.moniker),
              })
            : ''
        }
        cancelLabel={t('staking.keep_request')}
        confirmLabel={t('staking.cancel_unstake_confirm')}
        onConfirm={() => {
          if (cancelling) {
            setAction({
              kind: 'cancel-undelegate',
              validator: validatorOf(cancelling.validator_address, cancelling.moniker),
              amount: cancelling.amount,
              creationHeight: cancelling.creationHeight,
            });
          }
          setCancelling(null);
        }}
      />
    </MoneyPage>
  );
}
