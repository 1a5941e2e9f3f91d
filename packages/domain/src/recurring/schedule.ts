import { addMonths, addWeeks } from 'date-fns';

/**
 * Recurring sends: when the runs of a schedule fall due. Run k (1, 2, …) is k weeks or k
 * calendar months after the schedule's start (date-fns: the 31st of a short month is its last
 * day), in the chain's time; the send itself is the payment at the start, so run 1 is one period
 * later. A schedule ends after a number of runs, or with the last run on or before an end date
 * (that whole day, UTC).
 */

export type RepeatEvery = 'week' | 'month';

/** The most runs a schedule may have (two years of weekly runs). */
export const MAX_RECURRING_RUNS = 104;

/** When run `k` (1-based) of a schedule started at `start` (ms) falls due (ms). */
export function runDueAt(start: number, every: RepeatEvery, k: number): number {
  return (every === 'week' ? addWeeks(start, k) : addMonths(start, k)).getTime();
}

/** `YYYY-MM-DD` as the last millisecond of that day (UTC); NaN when it is no date. */
function endOfDayUtc(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const day = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) return Number.NaN;
  return day + 86_400_000 - 1;
}

/**
 * The number of runs a schedule ending on `until` (`YYYY-MM-DD`, inclusive) has: 0 when no run
 * falls due by then (or the date is none); at most MAX_RECURRING_RUNS + 1 (too many).
 */
export function runsUntil(start: number, every: RepeatEvery, until: string): number {
  const end = endOfDayUtc(until);
  if (Number.isNaN(end)) return 0;
  let runs = 0;
  while (runs <= MAX_RECURRING_RUNS && runDueAt(start, every, runs + 1) <= end) runs += 1;
  return runs;
}

/** Why a schedule's length is refused, or null: a count of 1–104 runs, or a date giving as many. */
export function recurringRunsError(runs: number): string | null {
  if (!Number.isInteger(runs) || runs < 1) return 'The schedule must have at least one run';
  if (runs > MAX_RECURRING_RUNS) return `The schedule can have at most ${MAX_RECURRING_RUNS} runs`;
  return null;
}
