import {
  displayFraction,
  displayDuration,
  displayTokenAmount,
  EMPTY_TRANSFER_DRAFT,
  formatMoniker,
  MOVE_STAKE_GRACE_DAYS,
  NATIVE_CHAIN_ID,
  NATIVE_SYMBOL,
  tokenDecimals,
  typedAmountOrText,
  validateTransferDraft,
} from '@optwallet/domain';
import type { TransferDraft, TransferDraftErrors } from '@optwallet/domain';
import { AmountField, Button, FormField, Modal, Select } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { DiscardDialog, useDiscardGuard } from '../../../components/discard-dialog';
import { walletTokensQuery } from '../../../lib/money/queries';
import { usdValueOf } from '../../../lib/money/usd';
import { Summary, type SummaryRow } from '../../../components/money/summary';
import styles from '../../../components/money/money.module.css';
import { t } from '../texts';
import { feeSymbolOf, maxSendable } from '../../../lib/money/format';
import type { StakeAction } from '../../../lib/money/stake-action';
import { useTransferFlow } from '../hooks/use-transfer-flow';
import { TransferFlowScreens } from './transfer-flow';

const TITLES = {
  delegate: 'staking.stake_title',
  undelegate: 'staking.unstake_title',
  'move-delegation': 'staking.move_title',
  'cancel-undelegate': 'staking.cancel_title',
  'claim-rewards': 'staking.claim_title',
} as const;

const DECIMALS = tokenDecimals(NATIVE_SYMBOL) ?? 6;

function StakeForm({
  action,
  onPreview,
  busy,
  error,
  onTypedChange,
}: {
  action: StakeAction;
  onPreview: (draft: TransferDraft) => void;
  busy: boolean;
  error?: string;
  /** Whether the user typed something that closing would lose. */
  onTypedChange: (typed: boolean) => void;
}) {
  const fixedAmount =
    action.kind === 'cancel-undelegate'
      ? action.amount
      : action.kind === 'claim-rewards'
        ? action.rewards
        : null;
  const [amount, setAmount] = useState(fixedAmount ?? '');
  const [target, setTarget] = useState<string | null>(null);
  const [errors, setErrors] = useState<TransferDraftErrors>({});
  const typed = (fixedAmount === null && amount.trim() !== '') || target !== null;
  useEffect(() => onTypedChange(typed), [typed, onTypedChange]);
  const limit =
    action.kind === 'delegate'
      ? maxSendable(action.available, action.fee, DECIMALS, true)
      : action.kind === 'undelegate' || action.kind === 'move-delegation'
        ? action.staked
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft: TransferDraft = {
      ...EMPTY_TRANSFER_DRAFT,
      transferType: action.kind,
      chainId: NATIVE_CHAIN_ID,
      symbol: NATIVE_SYMBOL,
      inputAmount: amount,
      toAddress: action.validator.address,
      receiverAddress: action.kind === 'move-delegation' ? (target ?? '') : '',
      creationHeight: action.kind === 'cancel-undelegate' ? action.creationHeight : '',
    };
    const found = validateTransferDraft(draft, { decimals: DECIMALS, balance: limit });
    setErrors(found);
    if (Object.keys(found).length === 0) onPreview(draft);
  };

  const rows: SummaryRow[] = [
    { label: t('money.validator'), value: formatMoniker(action.validator.moniker) },
  ];
  if (action.kind === 'undelegate' || action.kind === 'move-delegation') {
    rows.push({
      label: t('staking.staked_with'),
      value: displayTokenAmount(action.staked, NATIVE_SYMBOL),
    });
  }
  if (action.kind === 'cancel-undelegate')
    rows.push({ label: t('staking.creation_height'), value: action.creationHeight });

  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-state="send">
      <Summary rows={rows} />
      {action.kind === 'move-delegation' ? (
        <FormField label={t('staking.move_to')} error={errors.receiverAddress?.message}>
          <Select
            options={action.validators
              .filter((candidate) => candidate.address !== action.validator.address)
              .map((candidate) => ({
                value: candidate.address,
                label: formatMoniker(candidate.moniker),
                keywords: [candidate.address],
              }))}
            value={target}
            placeholder={t('staking.choose_validator')}
            searchPlaceholder={t('staking.search_validator')}
            searchLabel={t('staking.search_validator')}
            emptyText={t('staking.no_validator')}
            onValueChange={setTarget}
          />
        </FormField>
      ) : null}
      {fixedAmount === null ? (
        <FormField
          label={t('transfer.amount')}
          error={errors.inputAmount?.message}
          hint={
            limit !== undefined
              ? t('transfer.available', { amount: displayTokenAmount(limit, NATIVE_SYMBOL) })
              : undefined
          }
        >
          <AmountField
            value={amount}
            onValueChange={setAmount}
            decimals={DECIMALS}
            symbol={NATIVE_SYMBOL}
            max={limit}
            maxLabel={t('transfer.max')}
          />
        </FormField>
      ) : (
        <Summary
          rows={[
            { label: t('money.amount'), value: displayTokenAmount(fixedAmount, NATIVE_SYMBOL) },
          ]}
        />
      )}
      {action.kind === 'delegate' && action.validator.apr ? (
        <p className={styles.muted} data-testid="yearly-reward">
          {t('staking.yearly_reward', {
            amount: displayTokenAmount(
              usdValueOf(typedAmountOrText(amount) || '0', action.validator.apr) ?? '0',
              NATIVE_SYMBOL,
              DECIMALS,
            ),
            apr: displayFraction(action.validator.apr),
          })}
        </p>
      ) : null}
      {error ? (
        <p className={styles.muted} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={busy}>
        {t('transfer.continue')}
      </Button>
    </form>
  );
}

/** What the request did, in words, with the validators' names. */
function headlineOf(action: StakeAction, amount: string, target: string | undefined): string {
  const name = formatMoniker(action.validator.moniker);
  switch (action.kind) {
    case 'delegate':
      return t('transfer.staked_with', { amount, name });
    case 'undelegate':
      return t('transfer.unstaked_from', { amount, name });
    case 'move-delegation':
      return t('transfer.moved', { amount, name, target: target ?? '' });
    case 'cancel-undelegate':
      return t('transfer.cancelled_unstake', { amount, name });
    case 'claim-rewards':
      return t('transfer.claimed_from', { amount, name });
  }
}

function noticeOf(action: StakeAction): string | undefined {
  if (action.kind === 'undelegate')
    return t('staking.unstake_notice', { period: displayDuration(action.unstakingWaitTime) });
  if (action.kind === 'move-delegation')
    return t('staking.move_notice', { days: MOVE_STAKE_GRACE_DAYS });
  if (action.kind === 'cancel-undelegate') return t('staking.cancel_notice');
  return undefined;
}

/** A staking request (stake, unstake, move, cancel unstake, claim rewards) in a modal. */
export function StakeActionModal({
  walletId,
  action,
  onClose,
}: {
  walletId: string;
  action: StakeAction | null;
  onClose: () => void;
}) {
  const flow = useTransferFlow(walletId);
  const tokens = useQuery(walletTokensQuery(walletId));
  const price =
    tokens.data?.tokens.find((c) => c.chainId === NATIVE_CHAIN_ID && c.symbol === NATIVE_SYMBOL)
      ?.priceUsd ?? null;
  let targetName: string | undefined;
  const [typed, setTyped] = useState(false);
  const close = () => {
    flow.reset();
    setTyped(false);
    onClose();
  };
  const { status } = flow.state;
  const pending = status === 'pending';
  const dirty = status === 'preview' || status === 'failed' || (status === 'send' && typed);
  // Outside click, Escape and the cross close; typed work is dropped only after a confirmation.
  const { requestClose, dialog } = useDiscardGuard({ dirty, busy: pending, close });
  const extraRows: SummaryRow[] = [];
  if (action) {
    extraRows.push({
      label: t(action.kind === 'move-delegation' ? 'money.from_validator' : 'money.validator'),
      value: formatMoniker(action.validator.moniker),
    });
  }
  if (action?.kind === 'move-delegation') {
    const target = action.validators.find(
      (candidate) => candidate.address === flow.state.draft.receiverAddress,
    );
    targetName = target ? formatMoniker(target.moniker) : flow.state.draft.receiverAddress;
    extraRows.push({ label: t('staking.move_to'), value: targetName });
  }
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : requestClose())}
      title={action ? t(TITLES[action.kind]) : ''}
      closeLabel={t('money.close')}
      dismissible={!pending}
      hideClose={pending}
    >
      <DiscardDialog
        {...dialog}
        title={t('transfer.discard_title')}
        description={t('transfer.discard_body')}
      />
      {action ? (
        flow.state.status === 'send' ? (
          <div className={styles.stack}>
            {noticeOf(action) ? (
              <p className={styles.notice} role="note">
                {noticeOf(action)}
              </p>
            ) : null}
            <StakeForm
              action={action}
              onPreview={(draft) => void flow.preview(draft)}
              busy={flow.previewing}
              error={flow.state.error?.message}
              onTypedChange={setTyped}
            />
          </div>
        ) : (
          <TransferFlowScreens
            flow={flow}
            symbol={NATIVE_SYMBOL}
            feeSymbol={feeSymbolOf(NATIVE_CHAIN_ID)}
            successKey="transfer.request_submitted"
            extraRows={extraRows}
            prices={{ amount: price, fee: price }}
            headline={(amount) => headlineOf(action, amount, targetName)}
            notice={noticeOf(action)}
            onDone={close}
            onTryAgain={flow.reset}
          />
        )
      ) : null}
    </Modal>
  );
}
