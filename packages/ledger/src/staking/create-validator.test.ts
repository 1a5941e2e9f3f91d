import { describe, expect, it } from 'vitest';
import { toOperatorAddress } from '../addresses';
import { addValidator, alice, bob, CHAIN, makeChain, OPT } from '../test-support';

const create = (
  fx: ReturnType<typeof makeChain>,
  address: string,
  moniker: string,
  extra: object = {},
) =>
  fx.chain.submit({
    type: 'createValidator',
    chainId: CHAIN,
    address,
    moniker,
    amount: 10n * OPT,
    ...extra,
  });

describe('create validator', () => {
  it('registers an active validator with its self-delegation as voting power', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const tx = await create(fx, alice, '  Nebula ', { commissionBps: 750 });

    expect(tx).toMatchObject({
      type: 'createValidator',
      status: 'success',
      to: toOperatorAddress(alice),
      fee: 50_000n,
    });
    const [validator] = (await fx.chain.getValidators(CHAIN)).validatorSet;
    expect(validator).toMatchObject({
      moniker: 'Nebula',
      operatorAddress: toOperatorAddress(alice),
      commissionBps: 750,
      status: 'active',
      tokens: 10n * OPT,
      votingPowerShareBps: 10_000,
    });
    expect((await fx.chain.getStaking(alice, CHAIN)).totalDelegated).toBe(10n * OPT);
  });

  it('refuses a moniker already taken, whatever its case', async () => {
    const fx = makeChain();
    await addValidator(fx, 'val-a', { moniker: 'Nebula' });
    await fx.chain.faucet(bob, CHAIN);
    await expect(create(fx, bob, 'nebula')).rejects.toMatchObject({
      code: 'moniker_taken',
      field: 'moniker',
    });
  });

  it('refuses an empty moniker or one over 70 characters, but accepts exactly 70', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    await expect(create(fx, alice, '   ')).rejects.toMatchObject({ code: 'invalid_moniker' });
    await expect(create(fx, alice, 'x'.repeat(71))).rejects.toMatchObject({
      code: 'invalid_moniker',
    });
    await expect(create(fx, alice, 'x'.repeat(70))).resolves.toMatchObject({ status: 'success' });
  });

  it('refuses a second validator from one account, a commission over 100%, a payout under an hour', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    await create(fx, alice, 'first');
    await expect(create(fx, alice, 'second')).rejects.toMatchObject({ code: 'validator_exists' });
    await fx.chain.faucet(bob, CHAIN);
    await expect(create(fx, bob, 'b', { commissionBps: 10_001 })).rejects.toMatchObject({
      code: 'invalid_commission',
    });
    await expect(create(fx, bob, 'b', { rewardPayoutFrequencySeconds: 60 })).rejects.toMatchObject({
      code: 'invalid_payout_frequency',
    });
  });

  it('refuses a self-delegation the balance cannot pay with the fee', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    await expect(create(fx, alice, 'rich', { amount: 1_000n * OPT })).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
  });
});
