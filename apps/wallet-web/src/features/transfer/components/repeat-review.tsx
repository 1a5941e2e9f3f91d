import { displayTokenAmount } from '@optwallet/domain';
import type { SummaryRow } from '../../../components/money/summary';
import styles from '../../../components/money/money.module.css';
import type { useRepeatSetup } from '../hooks/use-repeat-setup';
import { type RepeatValues, describeRepeat, repeatRuns, repeatTotal } from '../lib/repeat';
import { t } from '../texts';

/** The review's lines of a repeated send: the schedule, and the most the grant lets OptWallet send. */
export function repeatRows(
  repeat: RepeatValues,
  amount: string,
  decimals: number,
  symbol: string,
): SummaryRow[] {
  const runs = repeatRuns(repeat, Date.now());
  const total = repeatTotal(amount, runs, decimals);
  return [
    { label: t('transfer.repeat'), value: describeRepeat(repeat, runs) },
    {
      label: t('transfer.repeat_allowed'),
      value: t('transfer.repeat_allowed_value', { total: displayTokenAmount(total, symbol, 18) }),
    },
  ];
}

/** On the success screen: the repeats being set up, set up, or why they were not. */
export function RepeatNote({
  setup,
  repeat,
}: {
  setup: ReturnType<typeof useRepeatSetup>;
  repeat: RepeatValues;
}) {
  if (setup.isError) {
    return (
      <p className={styles.error} role="alert">
        {t('transfer.repeat_failed', { reason: setup.error.message })}
      </p>
    );
  }
  return (
    <p className={styles.muted} role="status" data-testid="repeat-note">
      {setup.isSuccess
        ? t('transfer.repeat_set_up', {
            schedule: describeRepeat(repeat, setup.data.schedules[0]?.runs ?? 0),
          })
        : t('transfer.repeat_setting_up')}
    </p>
  );
}
