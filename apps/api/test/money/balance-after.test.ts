import { type BalanceAfter, endpoints } from '@optwallet/contract';
import { formatAmount, parseAmount } from '@optwallet/domain';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REWARDS_EVERY_BLOCKS } from '../../src/chains/cosmos/staking-index';
import type { EvmChain } from '../../src/chains/evm/evm-chain';
import { startEvmNode } from '../support/evm-node';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/**
 * "Balance after" (issue 47): the preview's balancesAfter of a transfer are the balances the API
 * reads once that transfer is made and indexed — on OptChain (its own node process) to the last
 * base unit; where the chain decides a figure only in its block (a claim's rewards accrue until
 * then; an EVM send pays its gas at the block's price, at most the quoted fee) the one difference
 * is that figure, as the transaction's history row tells it.
 */

vi.setConfig({ testTimeout: 180_000 });

const CHAIN = 'optchain-1';
const operator = (moniker: string) =>
  toOperatorAddress(
    devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === moniker)!.label),
  );
// Both pay their rewards daily: nothing is paid to the wallet between a preview and its read.
const AURORA = operator('aurora');
const DRACO = operator('draco');

let evm: EvmChain;
let h: ChainHarness;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  evm = await startEvmNode();
  // The EVM indexer's loop as well (tests leave it off by default).
  h = await createChainHarness({ evmPollMs: 50 }, undefined, undefined, { evm });
  alice = await userWithWallet(h, 'after_alice');
  bob = await userWithWallet(h, 'after_bob');
  await h.indexed();
}, 120_000);
afterAll(async () => {
  await h?.close();
  await evm?.stop();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

async function preview(p: Person, body: Record<string, unknown>) {
  const res = await send(h, endpoints.transferPreview, {
    token: p.token,
    params: { id: p.walletId },
    body: { chainId: CHAIN, symbol: 'OPT', memo: '', ...body },
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
}

/** The transfer itself, answered once its block is in the API's index (OPT's). */
async function transfer(p: Person, body: Record<string, unknown>): Promise<string> {
  const res = await send(h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: CHAIN,
      symbol: 'OPT',
      memo: '',
      description: '',
      walletPasscode: PASSCODE,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  await h.indexed();
  return res.data!.transactionHash;
}

/** The wallet's history row of a transaction, once it is settled (not pending). */
async function row(p: Person, chainId = CHAIN, hash: string) {
  const res = await send(h, endpoints.walletTransactions, {
    token: p.token,
    params: { id: p.walletId },
    query: { limit: '50', page: '1', chainId },
  });
  const found = res.data?.transactions.find((t) => t.hash === hash);
  return found && found.status !== 'pending' ? found : undefined;
}

async function until<T>(read: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error('not settled in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the API reads now of each balance a preview named: the tokens' and OPT's staked. */
async function readNow(p: Person, named: readonly BalanceAfter[]): Promise<BalanceAfter[]> {
  const tokens = await send(h, endpoints.walletTokens, {
    token: p.token,
    params: { id: p.walletId },
  });
  const detail = await send(h, endpoints.tokenDetail, {
    token: p.token,
    params: { id: p.walletId, chainId: CHAIN, symbol: 'OPT' },
  });
  return named.map((b) => ({
    ...b,
    amount:
      b.label === 'staked'
        ? detail.data!.delegationDetails.balanceToken
        : tokens.data!.tokens.find((t) => t.chainId === b.chainId && t.symbol === b.symbol)!
            .balance,
  }));
}

/** `value` + each of `add` − each of `less`: decimal strings in `decimals`. */
function plus(value: string, add: string[], less: string[], decimals: number): string {
  const sum = (values: string[]) => values.reduce((t, v) => t + parseAmount(v, decimals), 0n);
  return formatAmount(parseAmount(value, decimals) + sum(add) - sum(less), decimals);
}

describe('Balance after: the preview says what the balances read after the transfer', () => {
  it('a send of OPT: the balance less the amount and the fee', async () => {
    const body = { amount: '12.5', to: bob.native, transferType: 'send' };
    const quoted = await preview(alice, body);
    expect(quoted.balancesAfter?.map((b) => [b.label, b.symbol])).toEqual([['balance', 'OPT']]);
    await transfer(alice, body);
    expect(quoted.balancesAfter).toEqual(await readNow(alice, quoted.balancesAfter!));
  });

  it('a delegation: the balance less the amount and the fee, the stake plus the amount', async () => {
    const body = { amount: '500', to: AURORA, transferType: 'delegate' };
    const quoted = await preview(alice, body);
    expect(quoted.balancesAfter?.map((b) => b.label)).toEqual(['balance', 'staked']);
    await transfer(alice, body);
    const after = await readNow(alice, quoted.balancesAfter!);
    expect(quoted.balancesAfter).toEqual(after);
    expect(after[1]?.amount).toBe('500');
  });

  it('an unstake: the balance less the fee, the stake less the amount', async () => {
    const body = { amount: '100', to: AURORA, transferType: 'undelegate' };
    const quoted = await preview(alice, body);
    await transfer(alice, body);
    expect(quoted.balancesAfter).toEqual(await readNow(alice, quoted.balancesAfter!));
    expect(quoted.balancesAfter?.[1]).toMatchObject({ label: 'staked', amount: '400' });
    // More than is staked with the validator: refused as the chain would, no negative stake.
    const over = await send(h, endpoints.transferPreview, {
      token: alice.token,
      params: { id: alice.walletId },
      body: { ...body, chainId: CHAIN, symbol: 'OPT', memo: '', amount: '400.000001' },
    });
    expect([over.status, over.error?.errors]).toEqual([
      422,
      { amount: ['The amount is more than your stake with this validator'] },
    ]);
  });

  it('a move: the balance less the fee; the moved stake leaves "Staked" for its grace period', async () => {
    const body = { amount: '50', from: AURORA, to: DRACO, transferType: 'move-delegation' };
    const quoted = await preview(alice, body);
    await transfer(alice, body);
    expect(quoted.balancesAfter).toEqual(await readNow(alice, quoted.balancesAfter!));
    expect(quoted.balancesAfter?.[1]).toMatchObject({ label: 'staked', amount: '350' });
  });

  it('a cancelled unstake: the balance less the fee, the stake plus the amount', async () => {
    const detail = await send(h, endpoints.tokenDetail, {
      token: alice.token,
      params: { id: alice.walletId, chainId: CHAIN, symbol: 'OPT' },
    });
    const [unstake] = detail.data!.unbondingDetails.entries;
    const body = {
      amount: '30',
      to: AURORA,
      transferType: 'cancel-undelegate',
      creationHeight: unstake?.creationHeight,
    };
    const quoted = await preview(alice, body);
    await transfer(alice, body);
    expect(quoted.balancesAfter).toEqual(await readNow(alice, quoted.balancesAfter!));
    expect(quoted.balancesAfter?.[1]).toMatchObject({ label: 'staked', amount: '380' });
  });

  it('a claim: the balance plus the rewards less the fee; the chain pays what accrued until its block', async () => {
    expect((await send(h, endpoints.devAdvance, { body: { seconds: 6 * 3600 } })).status).toBe(200);
    // The follower's rewards refresh (every REWARDS_EVERY_BLOCKS blocks): the index has them.
    const refreshed = (await h.node.latestHeight()) + REWARDS_EVERY_BLOCKS + 1;
    while ((await h.node.latestHeight()) < refreshed) await new Promise((r) => setTimeout(r, 100));
    await h.indexed();
    const body = { amount: '0', to: AURORA, transferType: 'claim-rewards' };
    const quoted = await preview(alice, body);
    expect(quoted.balancesAfter?.map((b) => b.label)).toEqual(['balance']);
    const hash = await transfer(alice, body);
    const paid = (await until(() => row(alice, CHAIN, hash))).amount;
    expect(Number(paid)).toBeGreaterThanOrEqual(Number(quoted.amount));
    const [balance] = quoted.balancesAfter!;
    expect([{ ...balance, amount: plus(balance!.amount, [paid], [quoted.amount], 6) }]).toEqual(
      await readNow(alice, quoted.balancesAfter!),
    );
  });

  it('an EVM token send: the token less the amount, ETH less at most the quoted fee', async () => {
    const body = { chainId: '1', symbol: 'USDT', amount: '10', to: bob.evm, transferType: 'send' };
    const quoted = await preview(alice, body);
    expect(quoted.balancesAfter?.map((b) => [b.label, b.chainId, b.symbol])).toEqual([
      ['balance', '1', 'USDT'],
      ['balance', '1', 'ETH'],
    ]);
    expect(quoted.balancesAfter?.[0]?.amount).toBe('990');
    const hash = await transfer(alice, body);
    const settled = await until(() => row(alice, '1', hash));
    expect(settled.status).toBe('success');
    const [usdt, eth] = quoted.balancesAfter!;
    // ETH pays the gas used at the block's price; the quote was the estimate at the top price.
    const refund = plus(quoted.gasFeeEstimate, [], [settled.gasFee ?? ''], 18);
    expect(parseAmount(refund, 18)).toBeGreaterThanOrEqual(0n);
    const read = await until(async () => {
      const now = await readNow(alice, quoted.balancesAfter!);
      return now[0]?.amount === usdt?.amount ? now : undefined;
    });
    expect(read).toEqual([usdt, { ...eth, amount: plus(eth!.amount, [refund], [], 18) }]);
  });
});
