import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  EMAIL_PATTERN,
  identifierType,
  isE164Phone,
  isEmail,
  validateEmail,
  validateEmailOrPhone,
  validatePhone,
} from './contact-info';

describe('email', () => {
  it.each(['ana@example.com', ' ana.b+tag@mail.example.org '])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(validateEmail(value)).toBeNull();
  });

  it.each(['ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com'])(
    'refuses %j',
    (value) => {
      expect(validateEmail(value)?.message).toBe('Please enter a valid email address');
    },
  );

  it('asks for an email when empty', () => {
    expect(validateEmail('  ')?.key).toBe('validation.email_required');
  });
});

describe('phone (E.164)', () => {
  it.each(['+4915112345678', '+12', '+123456789012345'])('accepts %j', (value) => {
    expect(isE164Phone(value)).toBe(true);
    expect(validatePhone(value)).toBeNull();
  });

  it.each(['4915112345678', '+0123', '+1234567890123456', '+49 151 1234', '+'])(
    'refuses %j',
    (value) => {
      expect(validatePhone(value)?.message).toBe('Please enter a valid phone number');
    },
  );

  it('asks for a phone when empty', () => {
    expect(validatePhone('')?.key).toBe('validation.phone_required');
  });
});

describe('email or phone', () => {
  it('tells which kind of identifier was typed', () => {
    expect(identifierType('ana@example.com')).toBe('email');
    expect(identifierType('+4915112345678')).toBe('phone');
    expect(identifierType('ana')).toBeNull();
  });

  it('reports the rule closest to what was typed', () => {
    expect(validateEmailOrPhone('')?.message).toBe('Email or phone number is required');
    expect(validateEmailOrPhone('ana@x')?.key).toBe('validation.email_invalid');
    expect(validateEmailOrPhone('0151')?.key).toBe('validation.phone_invalid');
    expect(validateEmailOrPhone('+4915112345678')).toBeNull();
  });
});

describe('email shape', () => {
  it('is zod’s own pattern, the one z.email() applies', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it('agrees with the server’s z.email() on every address and near miss', () => {
    const serverEmail = z.email();
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.tuple(fc.string(), fc.constantFrom('@', '@x.', '.@', '@a.bc', ' ')).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(candidates, (value) => {
        expect(isEmail(value)).toBe(serverEmail.safeParse(value.trim()).success);
      }),
      { numRuns: 2000 },
    );
  });
});
