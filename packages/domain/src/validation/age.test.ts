import { describe, expect, it } from 'vitest';
import { ageInYears, validateAge } from './age';

// 03:08 UTC on 22 Nov 2026 is the 22nd in Tokyo (12:08) but still the 21st in New York (22:08).
const NOW = new Date('2026-11-22T03:08:00Z');

describe('validateAge', () => {
  it('accepts someone whose 18th birthday is today in Tokyo', () => {
    expect(validateAge('2008-11-22', NOW, 'Asia/Tokyo')).toBeNull();
  });

  it('refuses the same person in New York, where the birthday is tomorrow', () => {
    expect(validateAge('2008-11-22', NOW, 'America/New_York')?.message).toBe(
      'You must be at least 18 years old',
    );
    expect(validateAge('2008-11-21', NOW, 'America/New_York')).toBeNull();
  });

  it('refuses someone one day short of 18 and accepts one day past', () => {
    expect(validateAge('2008-11-23', NOW, 'Asia/Tokyo')?.key).toBe('validation.age_min');
    expect(validateAge('2008-11-21', NOW, 'Asia/Tokyo')).toBeNull();
  });

  it('needs a real calendar date', () => {
    expect(validateAge('', NOW, 'Asia/Tokyo')?.key).toBe('validation.birth_date_required');
    expect(validateAge('22/11/2008', NOW, 'Asia/Tokyo')?.key).toBe('validation.birth_date_invalid');
    expect(validateAge('2008-02-30', NOW, 'Asia/Tokyo')?.key).toBe('validation.birth_date_invalid');
    expect(validateAge('2030-01-01', NOW, 'Asia/Tokyo')?.key).toBe('validation.birth_date_invalid');
  });

  it('accepts another minimum age', () => {
    expect(validateAge('2010-01-01', NOW, 'Asia/Tokyo', 16)).toBeNull();
  });
});

describe('ageInYears', () => {
  it('counts whole years on the local calendar', () => {
    expect(ageInYears('2000-02-29', NOW, 'Asia/Tokyo')).toBe(26);
    expect(ageInYears('nope', NOW, 'Asia/Tokyo')).toBeNull();
  });
});
