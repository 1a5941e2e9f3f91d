import { describe, expect, it, vi } from 'vitest';
import { addValidator, alice, balanceOf, CHAIN, DAY_MS, makeChain, OPT } from '../test-support';

/** Counts the state calls a read makes (the real methods still run). */
function counting(fx: ReturnType<typeof makeChain>) {
  const spies = {
    nextDueTime: vi.spyOn(fx.state, 'nextDueTime'),
    listUnbondings: vi.spyOn(fx.state, 'listUnbondings'),
    listRedelegations: vi.spyOn(fx.state, 'listRedelegations'),
    listValidators: vi.spyOn(fx.state, 'listValidators'),
  };
  return () =>
    Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
}

describe('syncChain', () => {
  it('when nothing is due, a read asks the state once and lists no unbondings, moves or validators', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
    await fx.chain.faucet(alice, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 10n * OPT,
    });
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 4n * OPT,
    });
    const calls = counting(fx);

    await fx.chain.getBalances(alice);

    // Two native chains (the EVM chain has nothing to settle).
    expect(calls()).toEqual({
      nextDueTime: 2,
      listUnbondings: 0,
      listRedelegations: 0,
      listValidators: 0,
    });
  });

  it('settles what fell due as before: a matured unbonding pays out on the next read', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
    await fx.chain.faucet(alice, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 10n * OPT,
    });
    const tx = await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 4n * OPT,
    });
    const before = await balanceOf(fx, alice);
    expect(await fx.state.nextDueTime(CHAIN)).toBe(tx.time + 21 * DAY_MS);

    fx.tick(21 * DAY_MS);
    await fx.chain.getBalances(alice);

    expect(await balanceOf(fx, alice)).toBe(before + 4n * OPT);
    expect((await fx.state.getTransaction(tx.hash))?.status).toBe('success');
    // Only the validator's payout, 400 days out, is left.
    const payout = (await fx.state.getValidator(CHAIN, validator))?.nextPayoutAt;
    expect(await fx.state.nextDueTime(CHAIN)).toBe(payout);
  });
});
