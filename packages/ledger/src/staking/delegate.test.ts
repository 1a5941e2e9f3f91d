import { EVM_CHAIN_ID } from '@optwallet/domain';
import { describe, expect, it } from 'vitest';
import { devnetAddress, systemAccounts, toOperatorAddress } from '../addresses';
import { addValidator, alice, balanceOf, CHAIN, makeChain, OPT } from '../test-support';

/** A 0x address, as an EVM wallet has one: never an account of the native chains. */
const aliceEvm = `0x${'a1'.repeat(20)}`;

const pools = systemAccounts();

describe('delegate', () => {
  it('moves the amount into the bonded pool, the fee to the fee collector, and adds voting power', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a');
    await fx.chain.faucet(alice, CHAIN);
    const bondedBefore = await balanceOf(fx, pools.bondedPool);

    const tx = await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 40n * OPT,
    });

    expect(tx).toMatchObject({
      type: 'delegate',
      status: 'success',
      from: alice,
      to: validator,
      amount: 40n * OPT,
      fee: 7_500n,
    });
    expect(await balanceOf(fx, alice)).toBe(1_000n * OPT - 40n * OPT - 7_500n);
    expect(await balanceOf(fx, pools.bondedPool)).toBe(bondedBefore + 40n * OPT);
    expect(await balanceOf(fx, pools.feeCollector)).toBeGreaterThanOrEqual(7_500n);
    const staking = await fx.chain.getStaking(alice, CHAIN);
    expect(staking.totalDelegated).toBe(40n * OPT);
    const set = await fx.chain.getValidators(CHAIN);
    expect(set.validatorSet.find((v) => v.operatorAddress === validator)?.tokens).toBe(140n * OPT);
  });

  it('refuses an amount that leaves nothing for the fee', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a');
    await fx.chain.faucet(alice, CHAIN);
    await expect(
      fx.chain.submit({
        type: 'delegate',
        chainId: CHAIN,
        delegator: alice,
        validator,
        amount: 1_000n * OPT,
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds', field: 'amount' });
    expect(await balanceOf(fx, alice)).toBe(1_000n * OPT);
  });

  it('refuses an unknown validator, a zero amount and staking on the EVM chain', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a');
    await fx.chain.faucet(alice, CHAIN);
    const unknown = toOperatorAddress(devnetAddress('nobody'));
    await expect(
      fx.chain.submit({
        type: 'delegate',
        chainId: CHAIN,
        delegator: alice,
        validator: unknown,
        amount: OPT,
      }),
    ).rejects.toMatchObject({ code: 'unknown_validator' });
    await expect(
      fx.chain.submit({
        type: 'delegate',
        chainId: CHAIN,
        delegator: alice,
        validator,
        amount: 0n,
      }),
    ).rejects.toMatchObject({ code: 'invalid_amount' });
    await expect(
      fx.chain.submit({
        type: 'delegate',
        chainId: EVM_CHAIN_ID,
        delegator: aliceEvm,
        validator,
        amount: OPT,
      }),
    ).rejects.toMatchObject({ code: 'unknown_chain' });
  });

  it('previews the fee without writing anything', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a');
    await fx.chain.faucet(alice, CHAIN);
    const preview = await fx.chain.preview({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 5n * OPT,
    });
    expect(preview).toMatchObject({
      fee: 7_500n,
      feeSymbol: 'OPT',
      amount: 5n * OPT,
      to: validator,
    });
    expect(await balanceOf(fx, alice)).toBe(1_000n * OPT);
    expect((await fx.chain.getStaking(alice, CHAIN)).delegations).toEqual([]);
  });
});
