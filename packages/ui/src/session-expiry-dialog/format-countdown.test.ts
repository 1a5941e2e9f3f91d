import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('never goes below zero and drops fractions', () => {
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(12.9)).toBe('00:12');
  });
});
