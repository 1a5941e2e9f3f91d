import { describe, expect, it } from 'vitest';
import { validateMoniker, validateName } from './names';

describe('validateName (under 70)', () => {
  it.each([
    [69, null],
    [70, 'validation.name_max'],
    [71, 'validation.name_max'],
  ])('a name of %i characters gives %s', (length, key) => {
    expect(validateName('a'.repeat(length))?.key ?? null).toBe(key);
  });

  it('states the limit in its message', () => {
    expect(validateName('a'.repeat(70))?.message).toBe('Name must be under 70 characters');
  });

  it('asks for the named field when empty', () => {
    expect(validateName(' ')?.message).toBe('Name is required');
    expect(validateName('', 'first_name')?.message).toBe('First name is required');
    expect(validateName('', 'last_name')?.message).toBe('Last name is required');
  });

  it('ignores surrounding spaces when counting', () => {
    expect(validateName(` ${'a'.repeat(69)} `)).toBeNull();
  });
});

describe('validateMoniker (max 70)', () => {
  it.each([
    [69, null],
    [70, null],
    [71, 'validation.moniker_max'],
  ])('a moniker of %i characters gives %s', (length, key) => {
    expect(validateMoniker('v'.repeat(length))?.key ?? null).toBe(key);
  });

  it('is required', () => {
    expect(validateMoniker('')?.message).toBe('Validator name is required');
    expect(validateMoniker('v'.repeat(71))?.message).toBe(
      'Validator name must be at most 70 characters',
    );
  });
});
