import type { CreateRecurringSendRequest } from '@optwallet/contract';
import {
  MAX_RECURRING_RUNS,
  formatAmount,
  runDueAt,
  runsUntil,
  tryParseAmount,
} from '@optwallet/domain';
import { format } from 'date-fns';
import { t } from '../texts';

/**
 * "Repeat" on an OPT send (optchain-1): the send is the first payment, then `count` more runs
 * every week or month, or the runs due up to a date. The server recomputes the runs of a date
 * on the chain's clock; the review counts them on this device's.
 */

export interface RepeatValues {
  every: 'never' | 'week' | 'month';
  ends: 'count' | 'until';
  /** As typed. */
  count: string;
  /** `YYYY-MM-DD` from the date input. */
  until: string;
}

export const NO_REPEAT: RepeatValues = { every: 'never', ends: 'count', count: '', until: '' };

/** The chain on which sends repeat (the product's scheduler account acts there). */
export const REPEAT_CHAIN = 'optchain-1';

export interface RepeatErrors {
  count?: string;
  until?: string;
}

/** How many runs after the send: the count typed, or the runs due by the date (0: none). */
export function repeatRuns(values: RepeatValues, start: number): number {
  if (values.ends === 'until') {
    return values.until
      ? runsUntil(start, values.every === 'month' ? 'month' : 'week', values.until)
      : 0;
  }
  return /^\d{1,4}$/.test(values.count.trim()) ? Number(values.count.trim()) : 0;
}

/** What is wrong with the repeat choice, by field; none for Never. */
export function validateRepeat(values: RepeatValues, start: number): RepeatErrors {
  if (values.every === 'never') return {};
  const runs = repeatRuns(values, start);
  if (values.ends === 'count') {
    return runs >= 1 && runs <= MAX_RECURRING_RUNS
      ? {}
      : { count: t('transfer.repeat_count_invalid', { max: MAX_RECURRING_RUNS }) };
  }
  if (runs === 0) {
    const first = format(runDueAt(start, values.every, 1), 'd MMM yyyy');
    return { until: t('transfer.repeat_until_early', { date: first }) };
  }
  return runs > MAX_RECURRING_RUNS
    ? { until: t('transfer.repeat_until_far', { max: MAX_RECURRING_RUNS }) }
    : {};
}

/** The request's schedule fields; null for Never. */
export function repeatRequest(
  values: RepeatValues,
): Pick<CreateRecurringSendRequest, 'every' | 'count' | 'until'> | null {
  if (values.every === 'never') return null;
  return values.ends === 'until'
    ? { every: values.every, until: values.until }
    : { every: values.every, count: Number(values.count.trim()) };
}

/** "Every week, 3 more times" / "Every month until 1 Mar 2027 (4 more times)". */
export function describeRepeat(values: RepeatValues, runs: number): string {
  const every = t(
    values.every === 'month' ? 'transfer.repeat_every_month' : 'transfer.repeat_every_week',
  );
  if (values.ends === 'count') return t('transfer.repeat_summary_count', { every, count: runs });
  const date = format(new Date(`${values.until}T00:00:00`), 'd MMM yyyy');
  return t('transfer.repeat_summary_until', { every, date, count: runs });
}

/** What the grant allows: the amount × the runs, as a decimal string (the amount if unreadable). */
export function repeatTotal(amount: string, runs: number, decimals: number): string {
  const parsed = tryParseAmount(amount, decimals);
  return parsed.ok ? formatAmount(parsed.value * BigInt(runs), decimals) : amount;
}
