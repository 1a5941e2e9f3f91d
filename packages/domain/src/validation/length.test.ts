import { describe, expect, it } from 'vitest';
import { validateLength } from './length';

describe('validateLength', () => {
  it("says 'Minimum {count} characters' below the floor", () => {
    expect(validateLength('ab', { min: 3, max: 30 })?.message).toBe('Minimum 3 characters');
  });

  it("says 'Maximum {count} characters' above the ceiling, counting emoji as one", () => {
    expect(validateLength('a'.repeat(31), { min: 3, max: 30 })?.message).toBe(
      'Maximum 30 characters',
    );
    expect(validateLength('😀'.repeat(30), { max: 30 })).toBeNull();
  });

  it('passes the bounds themselves and leaves empty text to the required rule', () => {
    expect(validateLength('abc', { min: 3, max: 3 })).toBeNull();
    expect(validateLength('   ', { min: 3 })).toBeNull();
  });
});
