import { abbreviateAddress } from '@optwallet/domain';
import { Button, CopyButton, FormField, PasswordField, Spinner } from '@optwallet/ui';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useText } from '../../i18n/use-text';
import { displayTokenAmount } from '../../lib/money/format';
import type { TransferFlow } from './use-transfer-flow';
import styles from './money.module.css';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

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
}

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

/** A labelled address: abbreviated (spec §9), full text for assistive tech, copyable. */
export function AddressValue({ address }: { address: string }) {
  const t = useText();
  return (
    <span className={styles.address}>
      <span title={address}>{abbreviateAddress(address)}</span>
      <CopyButton
        value={address}
        iconOnly
        size="sm"
        label={t('money.copy_address')}
        copiedLabel={t('toast.copied')}
      />
    </span>
  );
}

export function Summary({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label} className={styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PasscodeStep({
  flow,
  onSubmit,
}: {
  flow: TransferFlow;
  onSubmit: (passcode: string) => void;
}) {
  const t = useText();
  const [passcode, setPasscode] = useState('');
  const [missing, setMissing] = useState(false);
  const handle = (event: FormEvent) => {
    event.preventDefault();
    if (passcode === '') {
      setMissing(true);
      return;
    }
    onSubmit(passcode);
  };
  const serverError = flow.state.error?.message;
  return (
    <form onSubmit={handle} noValidate className={styles.stack}>
      <FormField
        label={t('money.wallet_passcode')}
        hint={t('money.wallet_passcode_hint')}
        error={missing ? t('validation.wallet_key_required') : serverError}
      >
        <PasswordField
          value={passcode}
          autoComplete="off"
          onChange={(event) => {
            setPasscode(event.target.value);
            setMissing(false);
          }}
        />
      </FormField>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={flow.back}>
          {t('common.back')}
        </Button>
        <Button type="submit">{t('money.confirm')}</Button>
      </div>
    </form>
  );
}

/**
 * The screens after the form (spec §4): preview with the passcode entry, waiting, success, failure.
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
}: TransferFlowScreensProps) {
  const t = useText();
  const { state } = flow;
  if (state.status === 'send') return null;

  if (state.status === 'preview' && state.preview) {
    const { preview } = state;
    return (
      <section
        className={styles.stack}
        data-state="preview"
        aria-labelledby="transfer-preview-title"
      >
        <h2 id="transfer-preview-title" className={styles.stepTitle}>
          {t('money.preview_title')}
        </h2>
        <Summary
          rows={[
            { label: t('money.amount'), value: displayTokenAmount(preview.amount, symbol, 18) },
            {
              label: t('money.gas_fee_estimate'),
              value: displayTokenAmount(preview.gasFeeEstimate, feeSymbol, 18),
            },
            { label: t('money.from'), value: <AddressValue address={preview.from} /> },
            { label: t('money.to'), value: <AddressValue address={preview.to} /> },
            ...extraRows,
          ]}
        />
        {notice ? (
          <p className={styles.notice} role="note">
            {notice}
          </p>
        ) : null}
        <PasscodeStep flow={flow} onSubmit={(passcode) => void flow.submit(passcode)} />
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
    return (
      <section className={styles.stack} data-state="completed" aria-live="polite">
        <h2 className={styles.resultTitle}>{t(successKey)}</h2>
        <Summary
          rows={[
            { label: t('money.amount'), value: displayTokenAmount(result.amount, symbol, 18) },
            { label: t('money.gas_fee'), value: displayTokenAmount(result.gasFee, feeSymbol, 18) },
            { label: t('money.to'), value: <AddressValue address={result.to} /> },
            {
              label: t('money.transaction_hash'),
              value: <AddressValue address={result.transactionHash} />,
            },
          ]}
        />
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
