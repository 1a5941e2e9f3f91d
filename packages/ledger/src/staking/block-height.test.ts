import { describe, expect, it } from 'vitest';
import { at, chainEnv, openChain } from '../context';
import { checkInvariants } from '../invariants';
import { addValidator, alice, CHAIN, DAY_MS, GENESIS, makeChain, OPT } from '../test-support';
import { settleDue } from './settle';

describe('a node that counts its own blocks (ChainEnv.blockHeight)', () => {
  it('records settlements in its block, still accrues rewards by time, and reports what it settled', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a', { frequency: 3_600 });
    await fx.chain.faucet(alice, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 100n * OPT,
    });
    await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: OPT,
    });

    // Block 42 of the node, 22 days after genesis (a devnet advance): heights no longer follow time.
    const env = {
      ...chainEnv(fx.config, CHAIN, GENESIS + 22 * DAY_MS, () => 'n'),
      blockHeight: 42,
    };
    const ctx = await openChain(fx.state, env);
    expect(ctx.height).toBe(42);
    expect(at(ctx, GENESIS + DAY_MS).height).toBe(42);
    const settled = await settleDue(ctx, ctx.time);

    const kinds = settled.events.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'payout')).toHaveLength(22 * 24);
    expect(kinds).toContain('unbonding');
    const payouts = settled.events.flatMap((e) => (e.kind === 'payout' ? e.records : []));
    expect(payouts.every((r) => r.height === 42)).toBe(true);
    // 22 days of 12 %/year on the 199 OPT left bonded, whatever the heights say (within rounding).
    const paid = payouts.reduce((sum, r) => sum + r.amount, 0n);
    const expected = (199n * OPT * 1_200n * 22n) / (10_000n * 365n);
    expect(paid).toBeGreaterThan(expected - 1_000n);
    expect(paid).toBeLessThanOrEqual(expected);
    expect(await checkInvariants(fx.state, fx.config)).toEqual([]);
  });
});
