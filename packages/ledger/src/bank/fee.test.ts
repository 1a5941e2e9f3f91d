import { describe, expect, it } from 'vitest';
import { systemAccounts } from '../addresses';
import { chainEnv, openChain } from '../context';
import { checkInvariants } from '../invariants';
import { alice, balanceOf, bob, CHAIN, GENESIS, makeChain, OPT } from '../test-support';
import { deductFee } from './fee';

describe('fees chosen by the transaction', () => {
  it('a send with its own fee pays that fee, and 0 pays none', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const op = {
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: OPT,
    } as const;
    expect(await fx.chain.submit({ ...op, fee: 12_345n })).toMatchObject({ fee: 12_345n });
    expect(await fx.chain.submit({ ...op, fee: 0n })).toMatchObject({ fee: 0n });
    expect(await balanceOf(fx, alice)).toBe(998n * OPT - 12_345n);
    expect(await balanceOf(fx, systemAccounts().feeCollector)).toBe(12_345n);
  });

  it('deductFee moves the fee to the fee collector as its own entry, or refuses an overdraw', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const ctx = await openChain(
      fx.state,
      chainEnv(fx.config, CHAIN, GENESIS, () => 'n'),
    );
    await deductFee(ctx, alice, 7_000n, 'ABCD');
    expect(await balanceOf(fx, alice)).toBe(1_000n * OPT - 7_000n);
    expect(await fx.state.listEntries({ txHash: 'ABCD' })).toMatchObject([{ id: 'ABCD:fee' }]);
    await expect(deductFee(ctx, bob, 1n, 'EF01')).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect(await checkInvariants(fx.state, fx.config)).toEqual([]);
  });
});
