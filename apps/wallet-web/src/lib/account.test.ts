import { ApiError, type ApiErrorKind } from '@optwallet/api-client';
import { describe, expect, it } from 'vitest';
import { unreachable } from './account';

const failed = (kind: ApiErrorKind, status: number) =>
  new ApiError({ message: kind, status, endpoint: '/user', method: 'GET', kind });

describe('unreachable', () => {
  it('is a request held while offline, or one that failed for want of a connection', () => {
    expect(unreachable({ fetchStatus: 'paused', error: null })).toBe(true);
    expect(unreachable({ fetchStatus: 'idle', error: failed('network', 0) })).toBe(true);
    expect(unreachable({ fetchStatus: 'idle', error: failed('timeout', 0) })).toBe(true);
  });

  it('is not an answer of the server, a session ended, or a load under way', () => {
    expect(unreachable({ fetchStatus: 'idle', error: failed('http', 500) })).toBe(false);
    expect(unreachable({ fetchStatus: 'idle', error: failed('logout', 401) })).toBe(false);
    expect(unreachable({ fetchStatus: 'fetching', error: null })).toBe(false);
    expect(unreachable({ fetchStatus: 'idle', error: new Error('boom') })).toBe(false);
  });
});
