import { describe, expect, it } from 'vitest';
import { recurringRunsError, runDueAt, runsUntil } from './schedule';

const START = Date.parse('2026-01-31T10:00:00.000Z');

describe('recurring schedule', () => {
  it('falls due a week or a calendar month per run after the start', () => {
    expect(new Date(runDueAt(START, 'week', 2)).toISOString()).toBe('2026-02-14T10:00:00.000Z');
    // The 31st in February is its last day.
    expect(new Date(runDueAt(START, 'month', 1)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('counts the runs due on or before an end date, that whole day included', () => {
    expect(runsUntil(START, 'week', '2026-02-14')).toBe(2);
    expect(runsUntil(START, 'week', '2026-02-13')).toBe(1);
    expect(runsUntil(START, 'month', '2026-01-31')).toBe(0);
    expect(runsUntil(START, 'week', '2026-02-30')).toBe(0);
    expect(runsUntil(START, 'week', '2030-01-01')).toBe(105);
  });

  it('refuses no run and more than 104', () => {
    expect(recurringRunsError(0)).toBe('The schedule must have at least one run');
    expect(recurringRunsError(105)).toBe('The schedule can have at most 104 runs');
    expect(recurringRunsError(1.5)).toBe('The schedule must have at least one run');
    expect(recurringRunsError(3)).toBeNull();
  });
});
