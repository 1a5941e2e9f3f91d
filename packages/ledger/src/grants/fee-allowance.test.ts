import { describe, expect, it } from 'vitest';
import { chainEnv, openChain } from '../context';
import { alice, bob, CHAIN, DAY_MS, GENESIS, makeChain } from '../test-support';
import { acceptFee, grantAllowance, revokeAllowance, useGrantedFees } from './fee-allowance';

const SEND = '/cosmos.bank.v1beta1.MsgSend';

async function fixture() {
  const fx = makeChain();
  const ctx = await openChain(
    fx.state,
    chainEnv(fx.config, CHAIN, GENESIS, () => 'n'),
  );
  return { ...fx, ctx };
}

describe('fee allowances (x/feegrant)', () => {
  it('a basic allowance pays until its spend limit is spent, then is removed', async () => {
    const { ctx, state } = await fixture();
    const allowance = { kind: 'basic', spendLimit: 10_000n } as const;
    await grantAllowance(ctx, { chainId: CHAIN, granter: alice, grantee: bob, allowance });
    const use = { granter: alice, grantee: bob, fee: 6_000n, msgTypeUrls: [SEND] };
    expect(await useGrantedFees(ctx, use)).toEqual({ removed: false });
    expect((await state.getFeeAllowance(CHAIN, alice, bob))?.allowance).toEqual({
      kind: 'basic',
      spendLimit: 4_000n,
    });
    await expect(useGrantedFees(ctx, use)).rejects.toMatchObject({
      code: 'fee_limit_exceeded',
      message: 'basic allowance',
    });
    expect(await useGrantedFees(ctx, { ...use, fee: 4_000n })).toEqual({ removed: true });
    await expect(useGrantedFees(ctx, use)).rejects.toMatchObject({
      code: 'fee_allowance_not_found',
    });
  });

  it('refuses a second allowance, a self-grant, a past expiration; revoke removes it', async () => {
    const { ctx, state } = await fixture();
    const grant = { chainId: CHAIN, granter: alice, grantee: bob, allowance: { kind: 'basic' } };
    await grantAllowance(ctx, grant as never);
    await expect(grantAllowance(ctx, grant as never)).rejects.toMatchObject({
      code: 'fee_allowance_exists',
    });
    await expect(grantAllowance(ctx, { ...grant, grantee: alice } as never)).rejects.toMatchObject({
      code: 'self_fee_grant',
    });
    await revokeAllowance(ctx, alice, bob);
    expect(await state.getFeeAllowance(CHAIN, alice, bob)).toBeUndefined();
    await expect(revokeAllowance(ctx, alice, bob)).rejects.toMatchObject({
      code: 'fee_allowance_not_found',
    });
    const past = { ...grant, allowance: { kind: 'basic', expiration: ctx.time - 1 } };
    await expect(grantAllowance(ctx, past as never)).rejects.toMatchObject({
      code: 'fee_expiration_in_past',
    });
  });

  it('an expired allowance refuses to pay', () => {
    const allowance = { kind: 'basic', expiration: GENESIS } as const;
    expect(acceptFee(allowance, 1n, GENESIS + 1, [SEND])).toMatchObject({
      remove: true,
      refusal: { code: 'fee_allowance_expired' },
    });
    expect(acceptFee(allowance, 1n, GENESIS, [SEND])).toEqual({
      remove: false,
      updated: allowance,
    });
  });

  it('a periodic allowance refills its period budget at the reset time, capped by the absolute limit', () => {
    const periodic = {
      kind: 'periodic',
      basic: { spendLimit: 15_000n },
      periodMs: DAY_MS,
      periodSpendLimit: 10_000n,
      periodCanSpend: 10_000n,
      periodReset: GENESIS + DAY_MS,
    } as const;
    const first = acceptFee(periodic, 8_000n, GENESIS, [SEND]);
    expect(first).toMatchObject({
      updated: { periodCanSpend: 2_000n, basic: { spendLimit: 7_000n } },
    });
    if (first.remove) throw new Error('removed');
    expect(() => acceptFee(first.updated, 3_000n, GENESIS + 1, [SEND])).toThrow('period limit');
    const nextDay = acceptFee(first.updated, 3_000n, GENESIS + DAY_MS, [SEND]);
    expect(nextDay).toMatchObject({
      updated: { periodCanSpend: 4_000n, periodReset: GENESIS + 2 * DAY_MS },
    });
  });

  it('an allowed-message allowance pays only for transactions of its message types', () => {
    const allowance = {
      kind: 'allowedMsg',
      allowance: { kind: 'basic', spendLimit: 5n },
      allowedMessages: [SEND],
    } as const;
    expect(() => acceptFee(allowance, 1n, GENESIS, [SEND, '/x.Msg'])).toThrow(
      'message does not exist in allowed messages',
    );
    expect(acceptFee(allowance, 1n, GENESIS, [SEND])).toMatchObject({
      updated: { allowance: { spendLimit: 4n } },
    });
  });
});
