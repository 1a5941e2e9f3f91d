import { describe, expect, it } from 'vitest';
import { systemAccounts } from '../addresses';
import { addValidator, alice, balanceOf, CHAIN, DAY_MS, makeChain, OPT } from '../test-support';

async function twoValidators() {
  const fx = makeChain();
  const a = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
  const b = await addValidator(fx, 'val-b', { frequency: 400 * 86_400 });
  const c = await addValidator(fx, 'val-c', { frequency: 400 * 86_400 });
  await fx.chain.faucet(alice, CHAIN);
  await fx.chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator: a,
    amount: 100n * OPT,
  });
  const move = (fromValidator: string, toValidator: string, amount: bigint) =>
    fx.chain.submit({
      type: 'moveDelegation',
      chainId: CHAIN,
      delegator: alice,
      fromValidator,
      toValidator,
      amount,
    });
  const stakeWith = async (validator: string) =>
    (await fx.chain.getStaking(alice, CHAIN)).delegations.find((d) => d.validator === validator)
      ?.amount ?? 0n;
  return { ...fx, a, b, c, move, stakeWith };
}

describe('move delegation', () => {
  it('takes the tokens from the old validator now and gives them to the new one after 21 days', async () => {
    const fx = await twoValidators();
    const tx = await fx.move(fx.a, fx.b, 60n * OPT);
    expect(tx).toMatchObject({
      type: 'moveDelegation',
      status: 'pending',
      fromValidator: fx.a,
      toValidator: fx.b,
    });
    expect(await fx.stakeWith(fx.a)).toBe(40n * OPT);
    expect(await fx.stakeWith(fx.b)).toBe(0n);
    expect((await fx.chain.getStaking(alice, CHAIN)).totalMoving).toBe(60n * OPT);
    expect(await balanceOf(fx, systemAccounts().redelegationPool)).toBe(60n * OPT);

    await fx.chain.advance(21 * 86_400);

    expect(await fx.stakeWith(fx.b)).toBe(60n * OPT);
    expect(await fx.chain.getTransaction(tx.hash)).toMatchObject({
      status: 'success',
      completedOn: tx.time + 21 * DAY_MS,
    });
    expect((await fx.chain.getStaking(alice, CHAIN)).redelegations).toEqual([]);
  });

  it('redelegates twice: two pending moves both arrive, and the moved stake can move on', async () => {
    const fx = await twoValidators();
    await fx.move(fx.a, fx.b, 10n * OPT);
    fx.tick(DAY_MS);
    await fx.move(fx.a, fx.b, 20n * OPT);
    await fx.chain.advance(20 * 86_400);
    expect(await fx.stakeWith(fx.b)).toBe(10n * OPT);
    await fx.chain.advance(86_400);
    expect(await fx.stakeWith(fx.b)).toBe(30n * OPT);

    await fx.move(fx.b, fx.c, 30n * OPT);
    await fx.chain.advance(21 * 86_400);
    expect(await fx.stakeWith(fx.b)).toBe(0n);
    expect(await fx.stakeWith(fx.c)).toBe(30n * OPT);
  });

  it('refuses the same validator, more than staked, and a validator without a stake', async () => {
    const fx = await twoValidators();
    await expect(fx.move(fx.a, fx.a, OPT)).rejects.toMatchObject({ code: 'same_validator' });
    await expect(fx.move(fx.a, fx.b, 100n * OPT + 1n)).rejects.toMatchObject({
      code: 'move_more_than_delegated',
    });
    await expect(fx.move(fx.b, fx.a, OPT)).rejects.toMatchObject({ code: 'no_delegation' });
  });
});
