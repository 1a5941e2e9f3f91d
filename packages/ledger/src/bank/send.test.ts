import { EVM_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID } from '@optwallet/domain';
import { describe, expect, it } from 'vitest';
import { systemAccounts } from '../addresses';
import { alice, balanceOf, bob, CHAIN, makeChain, OPT } from '../test-support';

/** 0x addresses, as an EVM wallet has them: never an account of the native chains. */
const aliceEvm = `0x${'a1'.repeat(20)}`;
const bobEvm = `0x${'b0'.repeat(20)}`;

describe('native send', () => {
  it('moves the amount to the receiver and the fixed fee to the fee collector, keeping the memo', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const tx = await fx.chain.submit({
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: 12_500_000n,
      memo: 'rent',
    });

    expect(tx).toMatchObject({
      type: 'send',
      status: 'success',
      amount: 12_500_000n,
      fee: 5_000n,
      feeDenom: 'uopt',
      memo: 'rent',
      symbol: 'OPT',
    });
    expect(tx.hash).toMatch(/^[0-9A-F]{64}$/);
    expect(await balanceOf(fx, alice)).toBe(1_000n * OPT - 12_500_000n - 5_000n);
    expect(await balanceOf(fx, bob)).toBe(12_500_000n);
    expect(await balanceOf(fx, systemAccounts().feeCollector)).toBe(5_000n);
  });

  it('counts the fee when checking funds', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    await expect(
      fx.chain.submit({
        type: 'send',
        chainId: CHAIN,
        from: alice,
        to: bob,
        symbol: 'OPT',
        amount: 1_000n * OPT - 4_999n,
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(
      fx.chain.submit({
        type: 'send',
        chainId: CHAIN,
        from: alice,
        to: bob,
        symbol: 'OPT',
        amount: 1_000n * OPT - 5_000n,
      }),
    ).resolves.toMatchObject({ status: 'success' });
    expect(await balanceOf(fx, alice)).toBe(0n);
  });

  it('refuses an invalid receiver, an unknown token, a long memo', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const send = (extra: object) =>
      fx.chain.submit({
        type: 'send',
        chainId: CHAIN,
        from: alice,
        to: bob,
        symbol: 'OPT',
        amount: OPT,
        ...extra,
      });
    await expect(send({ to: 'opt1notanaddress' })).rejects.toMatchObject({
      code: 'invalid_address',
      field: 'to',
    });
    await expect(send({ to: bobEvm })).rejects.toMatchObject({ code: 'invalid_address' });
    await expect(send({ symbol: 'ETH' })).rejects.toMatchObject({ code: 'unknown_token' });
    await expect(send({ memo: 'm'.repeat(257) })).rejects.toMatchObject({ code: 'invalid_memo' });
    await expect(send({ chainId: 'nochain-9' })).rejects.toMatchObject({ code: 'unknown_chain' });
  });

  it('keeps the testnet ledger apart from mainnet', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, NATIVE_TESTNET_CHAIN_ID);
    expect(await balanceOf(fx, alice, 'uopt', NATIVE_TESTNET_CHAIN_ID)).toBe(1_000n * OPT);
    expect(await balanceOf(fx, alice)).toBe(0n);
  });
});

describe('no EVM', () => {
  it('refuses a send on the EVM chain id: the engine runs the native chains only', async () => {
    const fx = makeChain();
    await expect(
      fx.chain.submit({
        type: 'send',
        chainId: EVM_CHAIN_ID,
        from: aliceEvm,
        to: bobEvm,
        symbol: 'ETH',
        amount: 1n,
      }),
    ).rejects.toMatchObject({ code: 'unknown_chain' });
  });
});
