import { formatAmount, parseAmount } from '@optwallet/domain';
import { endpoints } from '@optwallet/contract';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/*
 * GET /wallets/{id}/tokens' totalBalanceUsd is the "Total balance" both screens show: spendable +
 * staked + moving + unbonding + rewards. Staking moves value between the parts; only the gas
 * fee leaves the total.
 */

let h: ChainHarness;
let ana: Awaited<ReturnType<typeof userWithWallet>>;
let validators: string[] = [];
beforeAll(async () => {
  h = await createChainHarness();
  ana = await userWithWallet(h, 'total_ana');
  const details = await send(h, endpoints.validatorsDetails, { token: ana.token });
  validators = details.data?.validatorSet.map((v) => v.address) ?? [];
}, 120_000);
afterAll(() => h.close());

const usd = (value: string) => parseAmount(value, 8);

async function tokens() {
  const res = await send(h, endpoints.walletTokens, {
    token: ana.token,
    params: { id: ana.walletId },
  });
  expect(res.status).toBe(200);
  if (!res.data) throw new Error('no tokens');
  return res.data;
}

async function stake() {
  const res = await send(h, endpoints.tokenDetail, {
    token: ana.token,
    params: { id: ana.walletId, chainId: 'optchain-1', symbol: 'OPT' },
  });
  if (!res.data) throw new Error('no detail');
  return res.data;
}

async function stakeOp(body: Record<string, unknown>) {
  const res = await send(h, endpoints.transfer, {
    token: ana.token,
    params: { id: ana.walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      description: '',
      walletPasscode: PASSCODE,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  // The answer comes at broadcast: the parts move once the follower indexed the block.
  await h.indexed();
  return res.data;
}

/**
 * The total is the sum of its parts, and each part is the figure the token detail gives. Returns
 * the total without the unpaid rewards: those grow with every block the node makes (the follower
 * reads them again when the delegator's stake changes), so between two reads the total also
 * moves by what the stake earned meanwhile. Without them, staking only moves value between the
 * parts and only the gas fee leaves.
 */
async function checkedTotal(): Promise<bigint> {
  const { totalBalanceUsd, breakdownUsd, tokens: list } = await tokens();
  const parts = Object.values(breakdownUsd).map(usd);
  expect(usd(totalBalanceUsd)).toBe(parts.reduce((sum, part) => sum + part, 0n));
  expect(usd(breakdownUsd.spendable)).toBe(
    list.reduce((sum, token) => sum + usd(token.balanceUsd), 0n),
  );
  const detail = await stake();
  expect(breakdownUsd.staked).toBe(detail.delegationDetails.balanceUsd);
  expect(breakdownUsd.unbonding).toBe(detail.unbondingDetails.balanceUsd);
  return usd(totalBalanceUsd) - usd(breakdownUsd.rewards);
}

/** A gas fee in USD at the current OPT price. */
async function feeUsd(gasFee: string): Promise<bigint> {
  const opt = (await tokens()).tokens.find((t) => t.chainId === 'optchain-1');
  return (parseAmount(gasFee, 8) * usd(opt?.priceUsd ?? '0')) / 10n ** 8n;
}

/** Rounding: each part is exact to 8 decimals, rounded down, so the sum may lose 1e-8 a part. */
function expectClose(actual: bigint, expected: bigint) {
  const gap = actual > expected ? actual - expected : expected - actual;
  expect(gap, `${formatAmount(actual, 8)} vs ${formatAmount(expected, 8)}`).toBeLessThanOrEqual(5n);
}

describe('the total balance', () => {
  it('stays equal to the sum of its parts through a delegation, an unstake and a move', async () => {
    const [aurora, cygnus] = validators;
    const start = await checkedTotal();
    expect((await tokens()).breakdownUsd).toMatchObject({
      staked: '0',
      moving: '0',
      unbonding: '0',
      rewards: '0',
    });

    const delegated = await stakeOp({ amount: '100', to: aurora, transferType: 'delegate' });
    const afterDelegation = await checkedTotal();
    expectClose(afterDelegation, start - (await feeUsd(delegated?.gasFee ?? '0')));
    expect(usd((await tokens()).breakdownUsd.staked)).toBeGreaterThan(0n);

    const unstaked = await stakeOp({ amount: '30', to: aurora, transferType: 'undelegate' });
    const afterUnstake = await checkedTotal();
    expectClose(afterUnstake, afterDelegation - (await feeUsd(unstaked?.gasFee ?? '0')));
    expect(usd((await tokens()).breakdownUsd.unbonding)).toBeGreaterThan(0n);

    const moved = await stakeOp({
      amount: '20',
      from: aurora,
      to: cygnus,
      transferType: 'move-delegation',
    });
    const afterMove = await checkedTotal();
    expectClose(afterMove, afterUnstake - (await feeUsd(moved?.gasFee ?? '0')));
    const moving = (await stake()).redelegations.reduce(
      (sum, r) => sum + parseAmount(r.amount, 6),
      0n,
    );
    expect(moving).toBe(20_000_000n);
    expect(usd((await tokens()).breakdownUsd.moving)).toBeGreaterThan(0n);
  });

  it('counts the rewards accrued and not yet paid out', async () => {
    // Ten minutes of blocks: the stake accrues rewards before its validator’s next payout.
    expect((await send(h, endpoints.devAdvance, { body: { seconds: 600 } })).status).toBe(200);
    await checkedTotal();
    const { breakdownUsd } = await tokens();
    expect(usd(breakdownUsd.rewards)).toBeGreaterThan(0n);
    const detail = await stake();
    const accrued = detail.delegations.flatMap((d) => d.rewards.map((r) => r.amount));
    expect(accrued.some((amount) => parseAmount(amount, 6) > 0n)).toBe(true);
  });
});
