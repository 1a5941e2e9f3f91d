import { describe, expect, it } from 'vitest';
import { addValidator, alice, balanceOf, CHAIN, DAY_MS, makeChain, OPT } from '../test-support';

async function staked(overrides: Parameters<typeof makeChain>[0] = {}) {
  const fx = makeChain(overrides);
  // A validator whose rewards never pay out during these tests keeps balances exact.
  const validator = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
  await fx.chain.faucet(alice, CHAIN);
  await fx.chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 100n * OPT,
  });
  return { ...fx, validator };
}

describe('undelegate', () => {
  it('creates a pending unbonding entry with its creation height and a 21-day completion time', async () => {
    const fx = await staked();
    fx.tick(60_000);
    const tx = await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
      amount: 30n * OPT,
    });

    expect(tx).toMatchObject({ status: 'pending', completedOn: null, creationHeight: tx.height });
    const staking = await fx.chain.getStaking(alice, CHAIN);
    expect(staking.totalDelegated).toBe(70n * OPT);
    expect(staking.unbondings).toMatchObject([
      {
        creationHeight: tx.height,
        balance: 30n * OPT,
        completionTime: tx.time + 21 * DAY_MS,
        moniker: 'val-a',
      },
    ]);
  });

  it('refuses to unbond more than delegated, and from a validator without a stake', async () => {
    const fx = await staked();
    const other = await addValidator(fx, 'val-b');
    await expect(
      fx.chain.submit({
        type: 'undelegate',
        chainId: CHAIN,
        delegator: alice,
        validator: fx.validator,
        amount: 100n * OPT + 1n,
      }),
    ).rejects.toMatchObject({ code: 'unbond_more_than_delegated' });
    await expect(
      fx.chain.submit({
        type: 'undelegate',
        chainId: CHAIN,
        delegator: alice,
        validator: other,
        amount: OPT,
      }),
    ).rejects.toMatchObject({ code: 'no_delegation' });
  });

  it('returns the tokens and marks the transaction successful when the period ends on advance', async () => {
    const fx = await staked();
    const tx = await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
      amount: 30n * OPT,
    });
    const before = await balanceOf(fx, alice);

    await fx.chain.advance(21 * 86_400 - 10);
    expect(await balanceOf(fx, alice)).toBe(before);
    expect((await fx.chain.getTransaction(tx.hash))?.status).toBe('pending');

    await fx.chain.advance(10);
    expect(await balanceOf(fx, alice)).toBe(before + 30n * OPT);
    expect(await fx.chain.getTransaction(tx.hash)).toMatchObject({
      status: 'success',
      completedOn: tx.time + 21 * DAY_MS,
    });
    expect((await fx.chain.getStaking(alice, CHAIN)).unbondings).toEqual([]);
  });

  it('uses the configured unbonding period', async () => {
    const fx = await staked({ unbondingMs: 2 * DAY_MS });
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
      amount: OPT,
    });
    await fx.chain.advance(2 * 86_400);
    expect((await fx.chain.getStaking(alice, CHAIN)).unbondings).toEqual([]);
  });

  it('undelegating the whole stake removes the delegation', async () => {
    const fx = await staked();
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
      amount: 100n * OPT,
    });
    expect((await fx.chain.getStaking(alice, CHAIN)).delegations).toEqual([]);
  });

  it('merges undelegations of one block into one entry and caps entries per validator at 7', async () => {
    const fx = await staked();
    const undelegate = () =>
      fx.chain.submit({
        type: 'undelegate',
        chainId: CHAIN,
        delegator: alice,
        validator: fx.validator,
        amount: OPT,
      });
    await undelegate();
    await undelegate();
    expect((await fx.chain.getStaking(alice, CHAIN)).unbondings).toMatchObject([
      { balance: 2n * OPT, initialBalance: 2n * OPT },
    ]);
    for (let i = 0; i < 6; i++) {
      fx.tick(5_000);
      await undelegate();
    }
    fx.tick(5_000);
    await expect(undelegate()).rejects.toMatchObject({ code: 'too_many_entries' });
  });
});
