import { EVM_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID } from '@optwallet/domain';
import { describe, expect, it } from 'vitest';
import { seedValidators } from './seed';
import { addValidator, alice, bob, CHAIN, GENESIS, makeChain, OPT } from './test-support';

/** A 0x address, as an EVM wallet has one: never an account of the native chains. */
const aliceEvm = `0x${'a1'.repeat(20)}`;

describe('DevnetChain', () => {
  it('shows a send as receive to the receiver and filters by type', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const tx = await fx.chain.submit({
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: OPT,
    });

    const bobs = await fx.chain.getTransactions(bob);
    expect(bobs.transactions).toMatchObject([{ hash: tx.hash, type: 'receive' }]);
    expect((await fx.chain.getTransactions(bob, { type: 'receive' })).total).toBe(1);
    expect((await fx.chain.getTransactions(bob, { type: 'send' })).total).toBe(0);
    expect((await fx.chain.getTransactions(alice, { type: 'send' })).transactions).toMatchObject([
      { hash: tx.hash, type: 'send' },
    ]);
  });

  it('pages transactions newest first, 10 a page by default', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const hashes: string[] = [];
    for (let i = 0; i < 12; i++) {
      fx.tick(5_000);
      hashes.push(
        (
          await fx.chain.submit({
            type: 'send',
            chainId: CHAIN,
            from: alice,
            to: bob,
            symbol: 'OPT',
            amount: 1n,
          })
        ).hash,
      );
    }
    const first = await fx.chain.getTransactions(bob);
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
    expect(first.transactions[0]?.hash).toBe(hashes[11]);
    const second = await fx.chain.getTransactions(bob, { page: 2 });
    expect(second.transactions.map((t) => t.hash)).toEqual([hashes[1], hashes[0]]);
  });

  it('runs concurrent submits one at a time, so two spends cannot overdraw together', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const spend = () =>
      fx.chain.submit({
        type: 'send',
        chainId: CHAIN,
        from: alice,
        to: bob,
        symbol: 'OPT',
        amount: 600n * OPT,
      });
    const results = await Promise.allSettled([spend(), spend()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await fx.state.getBalance(CHAIN, bob, 'uopt')).toBe(600n * OPT);
  });

  it('applies a retried submit with the same request id once', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice, CHAIN);
    const op = {
      type: 'send',
      chainId: CHAIN,
      from: alice,
      to: bob,
      symbol: 'OPT',
      amount: OPT,
      requestId: 'r-1',
    } as const;
    const first = await fx.chain.submit(op);
    const again = await fx.chain.submit(op);
    expect(again.hash).toBe(first.hash);
    expect(await fx.state.getBalance(CHAIN, bob, 'uopt')).toBe(OPT);
  });

  it('lists balances on the native chains only: it runs no EVM chain', async () => {
    const fx = makeChain();
    const native = await fx.chain.getBalances(alice);
    expect(native.map((b) => b.chainId)).toEqual([CHAIN, NATIVE_TESTNET_CHAIN_ID]);
    expect(await fx.chain.getBalances(aliceEvm)).toEqual([]);
    await expect(fx.chain.faucet(aliceEvm, EVM_CHAIN_ID)).rejects.toMatchObject({
      code: 'unknown_chain',
    });
  });

  it('values testnet OPT at $0 and gives it no price history, while mainnet OPT keeps its price', async () => {
    const fx = makeChain();
    await fx.chain.faucet(alice);
    const native = await fx.chain.getBalances(alice);
    const opt = (await fx.chain.priceHistory(CHAIN, 'OPT', 24)).at(-1)?.price ?? '';
    expect(native.find((b) => b.chainId === CHAIN)).toMatchObject({
      amount: 1_000n * OPT,
      priceUsd: opt,
      valueUsd: String(Number(opt) * 1000),
    });
    expect(native.find((b) => b.chainId === NATIVE_TESTNET_CHAIN_ID)).toMatchObject({
      amount: 1_000n * OPT,
      priceUsd: '0',
      valueUsd: '0',
    });
    expect(await fx.chain.priceHistory(NATIVE_TESTNET_CHAIN_ID, 'OPT', 24)).toEqual([]);
    expect((await fx.chain.priceHistory(CHAIN, 'OPT', 24)).length).toBeGreaterThan(100);
  });

  it('advance moves every chain clock and height forward', async () => {
    const fx = makeChain();
    const before = await fx.chain.status();
    const after = await fx.chain.advance(3_600);
    expect(before.map((s) => s.time)).toEqual([GENESIS, GENESIS]);
    expect(after.find((s) => s.chainId === CHAIN)).toMatchObject({
      height: 1 + 720,
      time: GENESIS + 3_600_000,
    });
    await expect(fx.chain.advance(-1)).rejects.toMatchObject({ code: 'invalid_amount' });
  });

  it('reports voting power shares and the unbonding period', async () => {
    const fx = makeChain();
    await addValidator(fx, 'big', { selfDelegation: 300n * OPT });
    await addValidator(fx, 'small', { selfDelegation: 100n * OPT });
    const set = await fx.chain.getValidators(CHAIN);
    expect(set.unstakingWaitTime).toBe(21 * 86_400_000);
    expect(set.validatorSet.map((v) => [v.moniker, v.votingPowerShareBps])).toEqual([
      ['big', 7_500],
      ['small', 2_500],
    ]);
  });

  it('seeds the default validators once through ordinary transactions', async () => {
    const fx = makeChain();
    const seeded = await seedValidators(fx.chain);
    await seedValidators(fx.chain);
    expect(seeded.map((v) => v.moniker)).toEqual(['aurora', 'borealis', 'cygnus', 'draco']);
    expect((await fx.chain.getValidators(CHAIN)).validatorSet).toHaveLength(4);
    expect(seeded.find((v) => v.moniker === 'draco')?.uptimeBps).toBe(9_720);
  });

  it('serves a price history for known tokens only', async () => {
    const fx = makeChain();
    expect((await fx.chain.priceHistory(CHAIN, 'OPT')).length).toBeGreaterThan(0);
    await expect(fx.chain.priceHistory(CHAIN, 'ETH')).rejects.toMatchObject({
      code: 'unknown_token',
    });
    await expect(fx.chain.priceHistory(CHAIN, 'OPT', 0)).rejects.toMatchObject({
      code: 'invalid_amount',
    });
  });
});
