import { describe, expect, it } from 'vitest';
import { chainEnv, openChain } from '../context';
import { checkInvariants } from '../invariants';
import {
  addValidator,
  alice,
  bob,
  balanceOf,
  CHAIN,
  DAY_MS,
  GENESIS,
  makeChain,
  OPT,
} from '../test-support';
import { claimRewards } from './claim-rewards';

async function setup() {
  const fx = makeChain();
  const validator = await addValidator(fx, 'val-a', { commissionBps: 1_000, frequency: 86_400 });
  await fx.chain.faucet(alice, CHAIN);
  await fx.chain.submit({
    type: 'delegate',
    chainId: CHAIN,
    delegator: alice,
    validator,
    amount: 300n * OPT,
  });
  return { ...fx, validator };
}

describe('claimRewards (MsgWithdrawDelegatorReward)', () => {
  it('pays what accrued now, to every delegator, and restarts the validator cycle', async () => {
    const fx = await setup();
    fx.tick(DAY_MS / 2);
    const ctx = await openChain(
      fx.state,
      chainEnv(fx.config, CHAIN, GENESIS + DAY_MS / 2, () => 'c'),
    );
    const before = await balanceOf(fx, alice);
    const payout = await claimRewards(ctx, {
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
    });
    const mine = payout.records.find((r) => r.to === alice);
    expect(mine?.amount).toBeGreaterThan(0n);
    expect(await balanceOf(fx, alice)).toBe(before + (mine?.amount ?? 0n));
    expect(payout.records.length).toBe(2); // the operator's commission and share, alice's share
    expect(payout.validator.nextPayoutAt).toBe(ctx.time + 86_400_000);
    expect(await checkInvariants(fx.state, fx.config)).toEqual([]);
  });

  it('with nothing accrued pays nothing and succeeds; without a stake it is refused', async () => {
    const fx = await setup();
    const ctx = await openChain(
      fx.state,
      chainEnv(fx.config, CHAIN, GENESIS, () => 'c'),
    );
    await claimRewards(ctx, { chainId: CHAIN, delegator: alice, validator: fx.validator });
    const again = await claimRewards(ctx, {
      chainId: CHAIN,
      delegator: alice,
      validator: fx.validator,
    });
    expect(again.records).toEqual([]);
    await expect(
      claimRewards(ctx, { chainId: CHAIN, delegator: bob, validator: fx.validator }),
    ).rejects.toMatchObject({ code: 'no_delegation' });
  });
});
