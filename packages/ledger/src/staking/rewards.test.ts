import { describe, expect, it } from 'vitest';
import { devnetAddress } from '../addresses';
import { totalSupply } from '../invariants';
import { addValidator, alice, balanceOf, CHAIN, makeChain, OPT } from '../test-support';

const BLOCKS_PER_DAY = 86_400n / 5n;
const BLOCKS_PER_YEAR = (365n * 86_400n) / 5n;
/** 12% a year on the bonded tokens, per 5-second block. */
const rewardFor = (tokens: bigint, blocks: bigint) =>
  (tokens * 1_200n * blocks) / (10_000n * BLOCKS_PER_YEAR);

async function setup(frequency: number) {
  const fx = makeChain();
  const validator = await addValidator(fx, 'val-a', {
    commissionBps: 1_000,
    selfDelegation: 100n * OPT,
    frequency,
  });
  await fx.chain.faucet(alice, CHAIN);
  await fx.chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 300n * OPT,
  });
  const operator = devnetAddress('val-a');
  return { ...fx, validator, operator };
}

describe('rewards', () => {
  it('pays nothing before the validator payout frequency has elapsed', async () => {
    const fx = await setup(86_400);
    const before = await balanceOf(fx, alice);
    await fx.chain.advance(86_400 - 5);
    expect(await balanceOf(fx, alice)).toBe(before);
    const distributions = await fx.chain.getTransactions(alice, { type: 'distribution' });
    expect(distributions.total).toBe(0);
  });

  it('at payout takes the commission first and shares the rest by stake, as distribution transactions', async () => {
    const fx = await setup(86_400);
    const aliceBefore = await balanceOf(fx, alice);
    const operatorBefore = await balanceOf(fx, fx.operator);
    const supplyBefore = await totalSupply(fx.state, fx.config, CHAIN, 'uopt');

    await fx.chain.advance(86_400);

    const accrued = rewardFor(400n * OPT, BLOCKS_PER_DAY);
    const commission = accrued / 10n;
    const aliceShare = ((accrued - commission) * 300n) / 400n;
    const operatorShare = ((accrued - commission) * 100n) / 400n;
    expect(accrued).toBeGreaterThan(0n);
    expect(await balanceOf(fx, alice)).toBe(aliceBefore + aliceShare);
    expect(await balanceOf(fx, fx.operator)).toBe(operatorBefore + commission + operatorShare);
    expect(await totalSupply(fx.state, fx.config, CHAIN, 'uopt')).toBe(
      supplyBefore + aliceShare + commission + operatorShare,
    );
    const { transactions } = await fx.chain.getTransactions(alice, { type: 'distribution' });
    expect(transactions).toMatchObject([
      {
        type: 'distribution',
        from: fx.validator,
        to: alice,
        amount: aliceShare,
        fee: 0n,
        status: 'success',
      },
    ]);
  });

  it("follows each validator's own frequency", async () => {
    const fx = await setup(3_600);
    await fx.chain.advance(86_400);
    const { total } = await fx.chain.getTransactions(alice, { type: 'distribution' });
    expect(total).toBe(24);
  });

  it('pays nothing on the stake of an inactive validator', async () => {
    const fx = await setup(3_600);
    const validator = await fx.state.getValidator(CHAIN, fx.validator);
    if (!validator) throw new Error('validator missing');
    await fx.state.putValidator({ ...validator, status: 'jailed' });
    await fx.chain.advance(86_400);
    expect((await fx.chain.getTransactions(alice, { type: 'distribution' })).total).toBe(0);
  });

  it('stops accruing on the tokens that left: an undelegated stake earns nothing more', async () => {
    const fx = await setup(86_400);
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
      amount: 300n * OPT,
    });
    const before = await balanceOf(fx, alice);
    await fx.chain.advance(86_400);
    expect(await balanceOf(fx, alice)).toBe(before);
  });
});
