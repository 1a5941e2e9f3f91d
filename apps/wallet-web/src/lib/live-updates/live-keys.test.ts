import { describe, expect, it } from 'vitest';
import type { LiveDataEvent } from '@optwallet/api-client';
import { liveKeys, staleKeys, uniqueKeys } from './live-keys';

describe('staleKeys', () => {
  it("a balance names that wallet's tokens and that chain's token screens, nothing else", () => {
    expect(staleKeys({ kind: 'balance', walletId: 'w1', chainId: 'optchain-1' })).toEqual([
      ['wallet-tokens', 'w1'],
      ['token-detail', 'w1', 'optchain-1'],
    ]);
  });

  it("a history row names that wallet's lists and recents", () => {
    expect(staleKeys({ kind: 'history', walletId: 'w1', chainId: '1' })).toEqual([
      ['transactions', 'w1'],
      ['token-detail', 'w1', '1'],
      ['recents', 'w1'],
    ]);
  });

  it('a notification names the bell only', () => {
    expect(staleKeys({ kind: 'notification' })).toEqual([['notifications']]);
  });

  it('a transfer (balance, history, bell) refetches each query once', () => {
    const keys = uniqueKeys([
      ...staleKeys({ kind: 'balance', walletId: 'w1', chainId: 'optchain-1' }),
      ...staleKeys({ kind: 'history', walletId: 'w1', chainId: 'optchain-1' }),
      ...staleKeys({ kind: 'notification' }),
      ...staleKeys({ kind: 'notification' }),
    ]);
    expect(keys).toHaveLength(5);
  });

  it('a refetch after missed events covers every query an event can name', () => {
    const events: LiveDataEvent[] = [
      { kind: 'balance', walletId: 'w1', chainId: 'optchain-1' },
      { kind: 'history', walletId: 'w1', chainId: 'optchain-1' },
      { kind: 'stake', walletId: 'w1', chainId: 'optchain-1' },
      { kind: 'notification' },
      { kind: 'request', requestId: 'r1' },
    ];
    const covered = (key: readonly unknown[]) =>
      liveKeys.some((prefix) => prefix.every((part, i) => key[i] === part));
    expect(events.flatMap(staleKeys).filter((key) => !covered(key))).toEqual([]);
  });
});
