import { describe, expect, it, vi } from 'vitest';
import { chainEnv, openChain } from '../context';
import {
  addValidator,
  alice,
  balanceOf,
  bob,
  CHAIN,
  DAY_MS,
  makeChain,
  OPT,
} from '../test-support';
import { accrueRewards, pendingRewards } from './rewards';
import { settleDue } from './settle';

/** Counts the state calls a read makes (the real methods still run). */
function counting(fx: ReturnType<typeof makeChain>) {
  const spies = {
    nextDueTime: vi.spyOn(fx.state, 'nextDueTime'),
    listUnbondings: vi.spyOn(fx.state, 'listUnbondings'),
    listRedelegations: vi.spyOn(fx.state, 'listRedelegations'),
    listValidators: vi.spyOn(fx.state, 'listValidators'),
  };
  return () =>
    Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
}

/** Two delegators on two validators (one paying hourly), an unbonding and a move under way. */
async function busyChain() {
  const fx = makeChain();
  const hourly = await addValidator(fx, 'val-hourly', { frequency: 3_600 });
  const daily = await addValidator(fx, 'val-daily', { frequency: 86_400 });
  for (const who of [alice, bob]) {
    await fx.chain.faucet(who, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: who,
      validator: hourly,
      amount: 300n * OPT,
    });
  }
  await fx.chain.submit({
    type: 'undelegate',
    chainId: CHAIN,
    delegator: alice,
    validator: hourly,
    amount: 40n * OPT,
  });
  await fx.chain.submit({
    type: 'moveDelegation',
    chainId: CHAIN,
    delegator: bob,
    fromValidator: hourly,
    toValidator: daily,
    amount: 50n * OPT,
  });
  return fx;
}

/** Everything a reader could see of the chain, as one comparable value. */
async function snapshot(fx: ReturnType<typeof makeChain>) {
  return JSON.stringify(
    {
      balances: await Promise.all([alice, bob].map((a) => fx.state.listBalances(a))),
      validators: await fx.state.listValidators(CHAIN),
      unbondings: await fx.state.listUnbondings(CHAIN),
      moves: await fx.state.listRedelegations(CHAIN),
      transactions: fx.state.allTransactions().map((t) => [t.type, t.to, t.amount, t.time]),
    },
    (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
  );
}

describe('settleDue', () => {
  it('when nothing is due, a read asks the state once and lists no unbondings, moves or validators', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
    await fx.chain.faucet(alice, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 10n * OPT,
    });
    const calls = counting(fx);

    await fx.chain.getBalances(alice);

    // Two native chains.
    expect(calls()).toEqual({
      nextDueTime: 2,
      listUnbondings: 0,
      listRedelegations: 0,
      listValidators: 0,
    });
  });

  it('settles a matured unbonding on the next read, recorded when it fell due', async () => {
    const fx = makeChain();
    const validator = await addValidator(fx, 'val-a', { frequency: 400 * 86_400 });
    await fx.chain.faucet(alice, CHAIN);
    await fx.chain.submit({
      type: 'delegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 10n * OPT,
    });
    const tx = await fx.chain.submit({
      type: 'undelegate',
      chainId: CHAIN,
      delegator: alice,
      validator,
      amount: 4n * OPT,
    });
    const before = await balanceOf(fx, alice);
    expect(await fx.state.nextDueTime(CHAIN)).toBe(tx.time + 21 * DAY_MS);

    fx.tick(22 * DAY_MS);
    await fx.chain.getBalances(alice);

    expect(await balanceOf(fx, alice)).toBe(before + 4n * OPT);
    expect(await fx.state.getTransaction(tx.hash)).toMatchObject({
      status: 'success',
      completedOn: tx.time + 21 * DAY_MS,
    });
  });

  it('settling a long gap in bounded chunks gives exactly what one pass gives', async () => {
    const once = await busyChain();
    const chunked = await busyChain();
    for (const fx of [once, chunked]) fx.tick(23 * DAY_MS);

    const open = async (fx: ReturnType<typeof makeChain>) =>
      openChain(
        fx.state,
        chainEnv(fx.config, CHAIN, Date.UTC(2026, 0, 1) + 23 * DAY_MS, () => 'n'),
      );
    const nonces = () => {
      let n = 0;
      return () => `s${(n += 1)}`;
    };
    const whole = await open(once);
    const result = await settleDue({ ...whole, nonce: nonces() }, whole.time);
    expect(result.more).toBe(false);
    // 23 days of hourly payouts, 23 daily ones, an unbonding and a move.
    expect(result.settled).toBeGreaterThan(23 * 24);

    const nonce = nonces();
    let passes = 0;
    for (let more = true; more; passes += 1) {
      const ctx = await open(chunked);
      ({ more } = await settleDue({ ...ctx, nonce }, ctx.time, 50));
    }
    expect(passes).toBeGreaterThan(10);
    expect(await snapshot(chunked)).toBe(await snapshot(once));
  });

  it('accrues lazily to exactly what accruing every block gives', async () => {
    const fx = makeChain();
    const operator = await addValidator(fx, 'val-a', { selfDelegation: 123_456_789n });
    const validator = await fx.state.getValidator(CHAIN, operator);
    if (!validator) throw new Error('no validator');
    const env = chainEnv(fx.config, CHAIN, 0, () => 'n');
    let stepwise = validator;
    for (let h = validator.accruedHeight + 1; h <= validator.accruedHeight + 5_000; h += 1) {
      stepwise = accrueRewards(env, stepwise, h);
    }
    const lazy = accrueRewards(env, validator, validator.accruedHeight + 5_000);
    expect(lazy).toEqual(stepwise);
    expect(pendingRewards(env, validator, validator.accruedHeight + 5_000)).toBe(
      stepwise.accruedRewards,
    );
    expect(stepwise.accruedRewards).toBeGreaterThan(0n);
  });
});
