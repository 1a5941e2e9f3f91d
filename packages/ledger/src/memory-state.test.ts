import { describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants';
import { addValidator, alice, balanceOf, bob, CHAIN, makeChain, OPT } from './test-support';

describe('InMemoryLedgerState savepoints', () => {
  it('rollback undoes every write since the mark: balances, records, entries, staking rows', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a');
    await fx.chain.faucet(alice, CHAIN);
    const entriesBefore = (await fx.state.listEntries()).length;
    const txsBefore = fx.state.allTransactions().length;

    const savepoint = fx.state.savepoint();
    await fx.chain.submit({
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: OPT,
    });
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 5n * OPT,
    });
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: OPT,
    });
    expect(await balanceOf(fx, bob)).toBe(OPT);
    savepoint.rollback();

    expect(await balanceOf(fx, alice)).toBe(1_000n * OPT);
    expect(await balanceOf(fx, bob)).toBe(0n);
    expect(await fx.state.getDelegation(CHAIN, alice, validator)).toBeUndefined();
    expect(await fx.state.listUnbondings(CHAIN, { delegator: alice })).toEqual([]);
    expect((await fx.state.listEntries()).length).toBe(entriesBefore);
    expect(fx.state.allTransactions().length).toBe(txsBefore);
    expect((await fx.state.getValidator(CHAIN, validator))?.tokens).toBe(100n * OPT);
    expect(await checkInvariants(fx.state, fx.config)).toEqual([]);
  });

  it('release keeps the writes; an inner rollback undoes only its own', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const outer = fx.state.savepoint();
    await fx.chain.submit({
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: OPT,
    });
    const inner = fx.state.savepoint();
    await fx.chain.submit({
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: OPT,
    });
    inner.rollback();
    outer.release();
    expect(await balanceOf(fx, bob)).toBe(OPT);
    expect(() => outer.release()).toThrow(/already finished/);
    expect(await checkInvariants(fx.state, fx.config)).toEqual([]);
  });
});
