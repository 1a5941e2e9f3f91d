import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './errors';

/** A second, separately evaluated copy of errors.ts: what the other build (ESM vs CJS) is. */
async function otherCopy() {
  vi.resetModules();
  return import('./errors');
}

const record = { message: 'Not found', status: 404, endpoint: '/user', method: 'GET' };

describe('ApiError across copies of the package', () => {
  it('isApiError and instanceof recognise an error made by another copy', async () => {
    const other = await otherCopy();
    expect(other.ApiError).not.toBe(ApiError);
    const foreign = new other.ApiError({ ...record, kind: 'http' });
    expect(isApiError(foreign)).toBe(true);
    expect(foreign instanceof ApiError).toBe(true);
    expect(other.isApiError(new ApiError({ ...record, kind: 'http' }))).toBe(true);
  });

  it('refuses look-alikes that only copy the fields', () => {
    const lookAlike = Object.assign(new Error('Not found'), { ...record, name: 'ApiError' });
    expect(isApiError(lookAlike)).toBe(false);
    expect(lookAlike instanceof ApiError).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
  });

  it('keeps ordinary instanceof for a subclass', () => {
    class Special extends ApiError {}
    expect(new Special({ ...record, kind: 'http' }) instanceof Special).toBe(true);
    expect(new ApiError({ ...record, kind: 'http' }) instanceof Special).toBe(false);
  });
});
