import { describe, expect, it } from 'vitest';
import { WORDS_TO_CONFIRM, givenWords, pickConfirmPositions } from './confirm-positions';

describe('pickConfirmPositions', () => {
  it('picks 4 distinct positions of a 24-word phrase, in order', () => {
    for (let run = 0; run < 50; run += 1) {
      const positions = pickConfirmPositions(24);
      expect(positions).toHaveLength(WORDS_TO_CONFIRM);
      expect(new Set(positions).size).toBe(WORDS_TO_CONFIRM);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(positions.every((p) => Number.isInteger(p) && p >= 0 && p < 24)).toBe(true);
    }
  });

  it('reaches every position over many draws (not always the same words)', () => {
    const seen = new Set<number>();
    for (let run = 0; run < 400; run += 1) pickConfirmPositions(24).forEach((p) => seen.add(p));
    expect(seen.size).toBe(24);
  });

  it('follows the random source it is given, and never asks for more words than there are', () => {
    expect(pickConfirmPositions(24, 4, () => 0)).toEqual([0, 1, 2, 3]);
    // Always the last of the remaining pool: 23, then the 0 swapped there, then 1, then 2.
    expect(pickConfirmPositions(24, 4, (max) => max - 1)).toEqual([0, 1, 2, 23]);
    expect(pickConfirmPositions(3, 4)).toEqual([0, 1, 2]);
  });
});

describe('givenWords', () => {
  it('shows every word but the ones to type', () => {
    expect(givenWords(['a', 'b', 'c', 'd'], [1, 3])).toEqual({ 0: 'a', 2: 'c' });
  });
});
