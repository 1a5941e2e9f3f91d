import type { Validator } from '@optwallet/api-client/contract';
import {
  EMPTY_TRANSFER_DRAFT,
  MOVE_STAKE_GRACE_DAYS,
  NATIVE_CHAIN_ID,
  NATIVE_SYMBOL,
  formatMoniker,
  tokenDecimals,
  validateTransferDraft,
} from '@optwallet/domain';
import type { TransferDraft, TransferDraftErrors } from '@optwallet/domain';
import { AmountField, Button, FormField, Modal, Select } from '@optwallet/ui';
import { useState, type FormEvent } from 'react';
import { useText } from '../../i18n/use-text';
import { displayTokenAmount, feeSymbolOf, maxSendable } from '../../lib/money/format';
import { displayDuration } from './dates';
import { Summary, TransferFlowScreens, type SummaryRow } from './transfer-flow';
import { useTransferFlow } from './use-transfer-flow';
import styles from './money.module.css';

/** What a staking dialog does; every kind goes through the same preview -> passcode -> result flow. */
export type StakeAction =
  | { kind: 'delegate'; validator: Validator; available: string; fee: string | null }
  | { kind: 'undelegate'; validator: Validator; staked: string; unstakingWaitTime: number }
  | { kind: 'move-delegation'; validator: Validator; staked: string; validators: Validator[] }
  | { kind: 'cancel-undelegate'; validator: Validator; amount: string; creationHeight: string }
  | { kind: 'claim-rewards'; validator: Validator; rewards: string };

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
}: {
  action: StakeAction;
  onPreview: (draft: TransferDraft) => void;
  busy: boolean;
  error?: string;
}) {
  const t = useText();
  const fixedAmount =
    action.kind === 'cancel-undelegate'
      ? action.amount
      : action.kind === 'claim-rewards'
        ? action.rewards
        : null;
  const [amount, setAmount] = useState(fixedAmount ?? '');
  const [target, setTarget] = useState<string | null>(null);
  const [errors, setErrors] = useState<TransferDraftErrors>({});
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

function noticeOf(action: StakeAction, t: ReturnType<typeof useText>): string | undefined {
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
  const t = useText();
  const flow = useTransferFlow(walletId);
  const close = () => {
    flow.reset();
    onClose();
  };
  const pending = flow.state.status === 'pending';
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
    extraRows.push({
      label: t('staking.move_to'),
      value: target ? formatMoniker(target.moniker) : flow.state.draft.receiverAddress,
    });
  }
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open || pending ? undefined : close())}
      title={action ? t(TITLES[action.kind]) : ''}
      closeLabel={t('money.close')}
      dismissible={flow.state.status === 'send'}
      hideClose={pending}
    >
      {action ? (
        flow.state.status === 'send' ? (
          <div className={styles.stack}>
            {noticeOf(action, t) ? (
              <p className={styles.notice} role="note">
                {noticeOf(action, t)}
              </p>
            ) : null}
            <StakeForm
              action={action}
              onPreview={(draft) => void flow.preview(draft)}
              busy={flow.previewing}
              error={flow.state.error?.message}
            />
          </div>
        ) : (
          <TransferFlowScreens
            flow={flow}
            symbol={NATIVE_SYMBOL}
            feeSymbol={feeSymbolOf(NATIVE_CHAIN_ID)}
            successKey="transfer.request_submitted"
            extraRows={extraRows}
            notice={noticeOf(action, t)}
            onDone={close}
            onTryAgain={flow.reset}
          />
        )
      ) : null}
    </Modal>
  );
}
