import { Button, FormField, PasswordField, Spinner } from '@optwallet/ui';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { t } from '../texts';
import {
  displayTokenAmount,
  displayUsd,
  validateRequired,
  validateTransferPreview,
} from '@optwallet/domain';
import { addDecimals, amountWithUsd, usdValueOf } from '../../../lib/money/usd';
import { AddressValue, Summary, type SummaryRow } from '../../../components/money/summary';
import { FeePaidByProduct, productPaysFee } from '../../../components/money/fee-paid-by';
import styles from '../../../components/money/money.module.css';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { balanceAfterRows } from '../lib/balance-after-rows';

export interface TransferFlowScreensProps {
  flow: TransferFlow;
  /** Token of the amount. */
  symbol: string;
  /** Token the gas fee is paid in (the chain's native token). */
  feeSymbol: string;
  /** Rows of the preview after amount / fee / from / to, e.g. the validator or the memo. */
  extraRows?: SummaryRow[];
  /** Said before the user confirms, e.g. the unbonding wait or the 21-day grace period. */
  notice?: ReactNode;
  /** 'Transfer Successful!' for a send, 'Request Submitted!' for staking requests. */
  successKey: 'transfer.success' | 'transfer.request_submitted';
  /** Closes the flow after success or failure. */
  onDone: () => void;
  /** Try Again after a failure (the caller resets and shows its form with the draft). */
  onTryAgain: () => void;
  /** USD prices of the token and of the fee token (null: no market value), for the USD figures. */
  prices?: { amount: string | null; fee: string | null };
  /** Who receives, shown instead of the "To" address (a send names the person behind it). */
  recipient?: ReactNode;
  /** Warnings before the passcode (first send, look-alike address). */
  safety?: ReactNode;
  /** False while a warning still needs the user's explicit confirmation. */
  canConfirm?: boolean;
  /** What happened, in words: "You sent 5 OPT to Ana" (given the amount as shown). */
  headline?: (amount: string) => string;
  /** Said under the headline once it went out (a send's repeats being set up). */
  resultNote?: ReactNode;
}

const NO_PRICES = { amount: null, fee: null } as const;

/** Amount, fee and total, each with its USD value when the token has a price. */
function moneyRows(
  amount: string,
  fee: string,
  symbol: string,
  feeSymbol: string,
  prices: { amount: string | null; fee: string | null },
  feeLabel: string,
): SummaryRow[] {
  const amountUsd = prices.amount === null ? null : usdValueOf(amount, prices.amount);
  const feeUsd = prices.fee === null ? null : usdValueOf(fee, prices.fee);
  const totalTokens =
    symbol === feeSymbol
      ? displayTokenAmount(addDecimals([amount, fee]), symbol, 18)
      : `${displayTokenAmount(amount, symbol, 18)} + ${displayTokenAmount(fee, feeSymbol, 18)}`;
  const totalUsd = amountUsd === null ? null : displayUsd(addDecimals([amountUsd, feeUsd]));
  return [
    { label: t('money.amount'), value: amountWithUsd(amount, symbol, prices.amount) },
    { label: feeLabel, value: amountWithUsd(fee, feeSymbol, prices.fee) },
    {
      label: t('transfer.total'),
      value: <strong>{totalUsd === null ? totalTokens : `${totalTokens} · ${totalUsd}`}</strong>,
    },
  ];
}

/** The rows without the fee's (the second), while OptWallet pays it; the total is the amount. */
const withoutFeeRow = (rows: SummaryRow[]) => rows.filter((_, index) => index !== 1);

/**
 * A result-screen button that ignores the second click of a double click: the result replaces the
 * Confirm button under the pointer, and a double click on Confirm must not also press Done.
 */
function SettledButton(props: ComponentProps<typeof Button>) {
  const { onClick, ...rest } = props;
  return (
    <Button {...rest} onClick={(event) => (event.detail > 1 ? undefined : onClick?.(event))} />
  );
}

function PasscodeStep({
  flow,
  onSubmit,
  canConfirm,
}: {
  flow: TransferFlow;
  onSubmit: (passcode: string) => void;
  canConfirm: boolean;
}) {
  const [passcode, setPasscode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const handle = (event: FormEvent) => {
    event.preventDefault();
    // §4 calls this step the "passcode or PIN entry": an empty one says 'Wallet PIN is required'.
    const required = validateRequired('walletPin', passcode);
    if (required) {
      setMissing(required.message);
      return;
    }
    onSubmit(passcode);
  };
  const serverError = flow.state.error?.message;
  return (
    <form onSubmit={handle} noValidate className={styles.stack}>
      <FormField
        label={t('money.wallet_key')}
        hint={t('money.wallet_pin_hint')}
        error={missing ?? serverError}
      >
        <PasswordField
          value={passcode}
          autoComplete="off"
          onChange={(event) => {
            setPasscode(event.target.value);
            setMissing(null);
          }}
        />
      </FormField>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={flow.back}>
          {t('common.back')}
        </Button>
        <Button type="submit" disabled={!canConfirm}>
          {t('money.confirm')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The screens after the form (product §4): preview with the passcode entry, waiting, success, failure.
 * Renders nothing while the machine is in 'send' (the caller shows its form then).
 */
export function TransferFlowScreens({
  flow,
  symbol,
  feeSymbol,
  extraRows = [],
  notice,
  successKey,
  onDone,
  onTryAgain,
  prices = NO_PRICES,
  recipient,
  safety,
  canConfirm = true,
  headline,
  resultNote,
}: TransferFlowScreensProps) {
  const { state } = flow;
  if (state.status === 'send') return null;

  if (state.status === 'preview' && state.preview) {
    const { preview } = state;
    // A preview without its address or its fee is no quote to accept: say what is missing, show
    // no fee or total, and keep Confirm off.
    const incomplete = validateTransferPreview(preview);
    const problems = Object.values(incomplete).map((error) => error.message);
    // OptWallet pays the fee (gasless first sends): no fee row, the total is the amount.
    const sponsored = productPaysFee(preview);
    const rows = moneyRows(
      preview.amount,
      // Only the amount row is shown without a fee; '0' keeps the sums from reading a hole.
      incomplete.gasFeeEstimate || sponsored ? '0' : preview.gasFeeEstimate,
      symbol,
      feeSymbol,
      prices,
      t('money.gas_fee_estimate'),
    );
    const feeRows = incomplete.gasFeeEstimate
      ? rows.slice(0, 1)
      : sponsored
        ? withoutFeeRow(rows)
        : rows;
    return (
      <section
        className={styles.stack}
        data-state="preview"
        aria-labelledby="transfer-preview-title"
      >
        <h2 id="transfer-preview-title" className={styles.stepTitle}>
          {t('money.preview_title')}
        </h2>
        {recipient ? (
          <div className={styles.stack}>
            <p className={styles.muted}>{t('money.to')}</p>
            {recipient}
          </div>
        ) : null}
        <Summary
          rows={[
            ...feeRows,
            // What is left depends on the fee: no lines without a whole quote.
            ...(problems.length > 0 ? [] : balanceAfterRows(preview.balancesAfter)),
            { label: t('money.from'), value: <AddressValue address={preview.from} /> },
            ...(recipient || incomplete.to
              ? []
              : [{ label: t('money.to'), value: <AddressValue address={preview.to} /> }]),
            ...extraRows,
          ]}
        />
        {sponsored && !incomplete.gasFeeEstimate ? <FeePaidByProduct /> : null}
        {problems.length > 0 ? (
          <p className={styles.error} role="alert">
            {problems.join(' ')}
          </p>
        ) : null}
        {safety}
        {notice ? (
          <p className={styles.notice} role="note">
            {notice}
          </p>
        ) : null}
        <PasscodeStep
          flow={flow}
          canConfirm={canConfirm && problems.length === 0}
          onSubmit={(passcode) => void flow.submit(passcode)}
        />
      </section>
    );
  }

  if (state.status === 'pending') {
    return (
      <section className={styles.waiting} data-state="pending" aria-live="polite">
        <Spinner size="lg" label={null} />
        <p className={styles.stepTitle}>{t('transfer.waiting')}</p>
      </section>
    );
  }

  if (state.status === 'completed' && state.result) {
    const { result } = state;
    // The product paid when it was to and the chain charged the wallet nothing (a refused
    // allowance falls back to the wallet paying, and then its fee is shown).
    const paidByProduct =
      state.preview !== null && productPaysFee(state.preview) && /^0(\.0*)?$/.test(result.gasFee);
    const resultRows = moneyRows(
      result.amount,
      result.gasFee,
      symbol,
      feeSymbol,
      prices,
      t('money.gas_fee'),
    );
    return (
      <section className={styles.stack} data-state="completed" aria-live="polite">
        <h2 className={styles.resultTitle}>{t(successKey)}</h2>
        {headline ? (
          <p className={styles.resultSentence} data-testid="success-sentence">
            {headline(displayTokenAmount(result.amount, symbol, 18))}
            {prices.amount !== null ? (
              <span className={styles.muted}>
                {' '}
                {t('transfer.worth', {
                  usd: displayUsd(usdValueOf(result.amount, prices.amount) ?? '0'),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        {resultNote}
        {recipient}
        <Summary
          rows={[
            ...(paidByProduct ? withoutFeeRow(resultRows) : resultRows),
            ...(recipient
              ? []
              : [{ label: t('money.to'), value: <AddressValue address={result.to} /> }]),
            {
              label: t('money.transaction_hash'),
              value: <AddressValue address={result.transactionHash} />,
            },
          ]}
        />
        {paidByProduct ? <FeePaidByProduct /> : null}
        <div className={styles.actions}>
          <a
            className={styles.linkButton}
            href={result.blockExplorerLink}
            target="_blank"
            rel="noreferrer"
          >
            {t('money.view_explorer')}
          </a>
          <SettledButton onClick={onDone}>{t('money.done')}</SettledButton>
        </div>
      </section>
    );
  }

  // failed
  return (
    <section className={styles.stack} data-state="failed" role="alert">
      <h2 className={styles.resultTitle}>{t('error.something_went_wrong')}</h2>
      <p>{t('error.transaction_failed')}</p>
      {state.error ? <p className={styles.muted}>{state.error.message}</p> : null}
      <div className={styles.actions}>
        <SettledButton variant="secondary" onClick={onDone}>
          {t('money.close')}
        </SettledButton>
        <SettledButton onClick={onTryAgain}>{t('transfer.try_again')}</SettledButton>
      </div>
    </section>
  );
}
