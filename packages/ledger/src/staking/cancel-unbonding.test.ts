import { describe, expect, it } from 'vitest';
import { addValidator, alice, balanceOf, CHAIN, makeChain, OPT } from '../test-support';

async function unbonding() {
  const fx = makeChain();
  const validator = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
  await fx.chain.faucet(alice, CHAIN);
  await fx.chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 100n * OPT,
  });
  const undelegate = (amount: bigint) =>
    fx.chain.submit({ type: 'undelegate', chainId: CHAIN, delegator: alice, validator, amount });
  const cancel = (amount: bigint, creationHeight: number) =>
    fx.chain.submit({
      type: 'cancelUndelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount,
      creationHeight,
    });
  return { ...fx, validator, undelegate, cancel };
}

describe('cancel unbonding', () => {
  it('returns the whole entry to the validator and marks the undelegate cancelled', async () => {
    const fx = await unbonding();
    const tx = await fx.undelegate(40n * OPT);
    fx.tick(3_600_000);

    const cancel = await fx.cancel(40n * OPT, tx.height);

    expect(cancel).toMatchObject({
      type: 'cancelUndelegate',
      status: 'success',
      creationHeight: tx.height,
      amount: 40n * OPT,
    });
    const staking = await fx.chain.getStaking(alice, CHAIN);
    expect(staking.totalDelegated).toBe(100n * OPT);
    expect(staking.unbondings).toEqual([]);
    expect(await fx.chain.getTransaction(tx.hash)).toMatchObject({
      status: 'cancelled',
      completedOn: cancel.time,
    });
  });

  it('cancels part of an entry (its balance and initial balance lower alike, as the SDK); the rest still completes and the undelegate then succeeds', async () => {
    const fx = await unbonding();
    const tx = await fx.undelegate(40n * OPT);
    await fx.cancel(15n * OPT, tx.height);
    expect((await fx.chain.getStaking(alice, CHAIN)).unbondings).toMatchObject([
      { balance: 25n * OPT, initialBalance: 25n * OPT },
    ]);
    expect((await fx.chain.getTransaction(tx.hash))?.status).toBe('pending');
    const before = await balanceOf(fx, alice);

    await fx.chain.advance(21 * 86_400);

    expect(await balanceOf(fx, alice)).toBe(before + 25n * OPT);
    expect((await fx.chain.getStaking(alice, CHAIN)).totalDelegated).toBe(75n * OPT);
    expect((await fx.chain.getTransaction(tx.hash))?.status).toBe('success');
  });

  it('finds the entry by creation height when older entries have already completed', async () => {
    const fx = await unbonding();
    const first = await fx.undelegate(10n * OPT);
    await fx.chain.advance(10 * 86_400);
    const second = await fx.undelegate(20n * OPT);
    await fx.chain.advance(11 * 86_400);

    await expect(fx.cancel(OPT, first.height)).rejects.toMatchObject({
      code: 'no_unbonding_at_height',
      field: 'creationHeight',
    });
    await fx.cancel(20n * OPT, second.height);
    expect((await fx.chain.getStaking(alice, CHAIN)).totalDelegated).toBe(90n * OPT);
  });

  it('refuses an unknown height and more than the entry holds', async () => {
    const fx = await unbonding();
    const tx = await fx.undelegate(10n * OPT);
    await expect(fx.cancel(OPT, tx.height + 1)).rejects.toMatchObject({
      code: 'no_unbonding_at_height',
    });
    await expect(fx.cancel(10n * OPT + 1n, tx.height)).rejects.toMatchObject({
      code: 'cancel_more_than_unbonding',
    });
  });
});
