import { describe, expect, it } from 'vitest';
import { fieldError } from './field-error';

describe('fieldError', () => {
  it('carries key, parameters and English text', () => {
    expect(fieldError('validation.max_chars', { count: 30 })).toEqual({
      key: 'validation.max_chars',
      params: { count: 30 },
      message: 'Maximum 30 characters',
    });
    expect(fieldError('validation.consent_required')).toEqual({
      key: 'validation.consent_required',
      message: 'Consent is required',
    });
  });
});
