import { describe, expect, it } from 'vitest';
import { checkLedgerStateConformance } from './conformance';
import { InMemoryLedgerState } from './memory-state';
import type { LedgerState } from './state';

describe('checkLedgerStateConformance', () => {
  it('accepts the reference in-memory state', async () => {
    expect(await checkLedgerStateConformance(new InMemoryLedgerState())).toEqual([]);
  });

  it('catches an adapter that lists transactions oldest first', async () => {
    const state = new InMemoryLedgerState();
    const wrong: LedgerState = Object.assign(Object.create(state) as InMemoryLedgerState, {
      listTransactions: async (filter: { address: string }) =>
        (await state.listTransactions(filter)).reverse(),
    });
    expect((await checkLedgerStateConformance(wrong)).length).toBeGreaterThan(0);
  });

  it('catches an adapter that forgets to delete a fully paid unbonding entry', async () => {
    const state = new InMemoryLedgerState();
    const wrong: LedgerState = Object.assign(Object.create(state) as InMemoryLedgerState, {
      putUnbonding: (entry: Parameters<LedgerState['putUnbonding']>[0]) =>
        state.putUnbonding(entry.balance === 0n ? { ...entry, balance: 1n } : entry),
    });
    expect((await checkLedgerStateConformance(wrong)).length).toBeGreaterThan(0);
  });

  it('catches an adapter whose nextDueTime misses what falls due', async () => {
    const state = new InMemoryLedgerState();
    const wrong: LedgerState = Object.assign(Object.create(state) as InMemoryLedgerState, {
      nextDueTime: () => Promise.resolve(undefined),
    });
    expect((await checkLedgerStateConformance(wrong)).length).toBeGreaterThan(0);
  });
});
