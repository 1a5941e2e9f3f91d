import { describe, expect, it } from 'vitest';
import {
  displayDateTime,
  displayDuration,
  displayLongDate,
  displayShortDate,
  displayTimeLeft,
} from './dates';

describe('dates on screen', () => {
  it('words an unbonding period or payout frequency', () => {
    expect(displayDuration(21 * 86_400)).toBe('21 days');
    expect(displayDuration(3600)).toBe('1 hour');
    expect(displayDuration(5400)).toBe('90 minutes');
    expect(displayDuration(45)).toBe('45 seconds');
  });

  it('counts down to a completion time and stops at zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(displayTimeLeft('2026-01-03T04:00:00Z', now)).toBe('2d 4h');
    expect(displayTimeLeft('2026-01-01T00:05:10Z', now)).toBe('5m 10s');
    expect(displayTimeLeft('2025-12-31T00:00:00Z', now)).toBe('0m 0s');
  });

  it('drops the year of a row date in the current year only', () => {
    const now = new Date('2026-11-22T12:00:00');
    // The time stays whole on a narrow row: a no-break space before AM.
    expect(displayShortDate('2026-11-20T10:05:00', now)).toBe('Nov 20, 10:05\u00a0AM');
    expect(displayShortDate('2025-03-01T10:05:00', now)).toBe('Mar 1, 2025');
  });

  it('writes a day in full and a moment with its time', () => {
    expect(displayLongDate('2026-11-22T12:00:00')).toBe('November 22, 2026');
    expect(displayDateTime('2026-11-22T05:40:00')).toBe('Nov 22, 2026, 5:40 AM');
  });

  it('shows an unreadable date as it came (or nothing for a long date)', () => {
    expect(displayDateTime('soon')).toBe('soon');
    expect(displayShortDate('soon')).toBe('soon');
    expect(displayLongDate('soon')).toBe('');
  });
});
