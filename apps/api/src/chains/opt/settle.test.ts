import { describe, expect, it } from 'vitest';
import type { Deps } from '../../deps';
import { settleChain } from './settle';

describe('settleChain', () => {
  // The embedded engine must never settle a chain a node serves: its unbondings, moves and
  // payouts are the node's. No database is given, so any settling would throw.
  it.each(['optNode', 'optTestnetNode'] as const)(
    'leaves a chain served by %s to the node',
    async (key) => {
      const chainId = key === 'optNode' ? 'optchain-1' : 'optchain-testnet-1';
      const deps = { [key]: { config: { chainId } } } as unknown as Deps;
      await expect(settleChain(deps, chainId)).resolves.toBe(0);
    },
  );
});
