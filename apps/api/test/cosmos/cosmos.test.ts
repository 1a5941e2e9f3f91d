import type { StargateClient } from '@cosmjs/stargate';
import { endpoints } from '@optwallet/contract';
import { translate } from '@optwallet/domain';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CosmosNode } from '../../src/chains/cosmos';
import { ledgerTransactions } from '../../src/db/schema';
import { type Harness, send } from '../support/harness';
import {
  type NodeHarness,
  optchainHistory,
  startNodeHarness,
  transferOpt,
} from '../support/node-harness';
import {
  type OptchainProcess,
  cosmjsSignerOf,
  followUntilIncluded,
} from '../support/optchain-node';
import { userWithWallet } from '../support/wallet-fixture';

/**
 * OPT on the devnet OptChain node (its own process, reached over CometBFT RPC and REST): the
 * API signs with the wallet's key and broadcasts, its follower indexes the node's blocks, and
 * unchanged cosmjs with a product wallet's phrase sees and moves the same OPT.
 */

const OPT = 1_000_000n;
const AURORA = toOperatorAddress(
  devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === 'aurora')!.label),
);

const BOREALIS = toOperatorAddress(
  devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === 'borealis')!.label),
);

vi.setConfig({ testTimeout: 120_000 });

let started: NodeHarness;
let chain: OptchainProcess;
let node: CosmosNode;
let h: Harness;
let reader: StargateClient;

beforeAll(async () => {
  started = await startNodeHarness();
  ({ chain, node, h, reader } = started);
});
afterAll(async () => {
  await started?.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

async function optBalance(p: Person): Promise<string | undefined> {
  const res = await send(h, endpoints.walletTokens, { token: p.token, params: { id: p.walletId } });
  return res.data?.tokens.find((t) => t.chainId === 'optchain-1' && t.symbol === 'OPT')?.balance;
}
const display = (base: bigint) => {
  const whole = base / OPT;
  const frac = (base % OPT).toString().padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};
async function nodeBalance(address: string) {
  return BigInt((await reader.getBalance(address, 'uopt')).amount);
}
const history = (p: Person) => optchainHistory(h, p);
const transfer = (p: Person, body: Record<string, unknown>, headers?: Record<string, string>) =>
  transferOpt(h, p, body, headers);

let alice: Person;
let bob: Person;

describe('OPT on a Cosmos node', () => {
  it('a new wallet gets the node faucet; the API shows the balance the node has', async () => {
    alice = await userWithWallet(h, 'cosmos_alice');
    bob = await userWithWallet(h, 'cosmos_bob');
    await h.settled();
    await followUntilIncluded(h.deps, node);
    expect(await nodeBalance(alice.native)).toBe(1000n * OPT);
    expect(await optBalance(alice)).toBe('1000');
    expect(await optBalance(bob)).toBe('1000');
  });

  it('unchanged cosmjs signs with the product phrase; the API shows the same balances, history and a notification', async () => {
    const { wallet, client: signer } = await cosmjsSignerOf(alice.phrase, chain.config.rpcUrl);
    const [account] = await wallet.getAccounts();
    expect(account?.address).toBe(alice.native);
    const sent = await signer.sendTokens(
      alice.native,
      bob.native,
      [{ denom: 'uopt', amount: String(7n * OPT) }],
      'auto',
      'from keplr',
    );
    expect(sent.code).toBe(0);
    signer.disconnect();
    await followUntilIncluded(h.deps, node);
    expect(await optBalance(alice)).toBe(display(await nodeBalance(alice.native)));
    expect(await optBalance(bob)).toBe('1007');
    const received = (await history(bob)).find((t) => t.hash === sent.transactionHash);
    expect(received).toMatchObject({
      type: 'receive',
      amount: '7',
      status: 'success',
      memo: 'from keplr',
    });
    const sentRow = (await history(alice)).find((t) => t.hash === sent.transactionHash);
    expect(sentRow).toMatchObject({ type: 'send', amount: '7', status: 'success' });
    const notes = await send(h, endpoints.notifications, {
      token: bob.token,
      query: { page: '1' },
    });
    expect(JSON.stringify(notes.data)).toContain('sent you 7 OPT');
  });

  it('a send through the API is signed, broadcast and settled with the chain’s hash; a replayed key sends once', async () => {
    const before = await nodeBalance(bob.native);
    const first = await transfer(
      alice,
      { amount: '3', to: bob.native, memo: 'api' },
      { 'Idempotency-Key': 'k1' },
    );
    expect(first.status).toBe(200);
    const hash = first.data?.transactionHash ?? '';
    expect(hash).toMatch(/^[0-9A-F]{64}$/);
    const again = await transfer(
      alice,
      { amount: '3', to: bob.native, memo: 'api' },
      { 'Idempotency-Key': 'k1' },
    );
    expect(again.data?.transactionHash).toBe(hash);
    await followUntilIncluded(h.deps, node);
    const onChain = await reader.getTx(hash);
    expect(onChain?.code).toBe(0);
    expect(await nodeBalance(bob.native)).toBe(before + 3n * OPT);
    expect(await optBalance(bob)).toBe(display(before + 3n * OPT));
    expect(await optBalance(alice)).toBe(display(await nodeBalance(alice.native)));
    const row = (await history(alice)).find((t) => t.hash === hash);
    expect(row).toMatchObject({ type: 'send', status: 'success', amount: '3', gasFee: '0.005' });
  });

  it('staking goes to the node: delegate, then undelegate (pending until it matures)', async () => {
    const delegated = await transfer(alice, { amount: '10', to: AURORA, transferType: 'delegate' });
    expect(delegated.status).toBe(200);
    await followUntilIncluded(h.deps, node);
    expect(await reader.getDelegation(alice.native, AURORA)).toEqual({
      denom: 'uopt',
      amount: String(10n * OPT),
    });
    const undelegated = await transfer(alice, {
      amount: '4',
      to: AURORA,
      transferType: 'undelegate',
    });
    expect(undelegated.status).toBe(200);
    await followUntilIncluded(h.deps, node);
    const rows = await history(alice);
    expect(rows.find((t) => t.hash === delegated.data?.transactionHash)).toMatchObject({
      type: 'delegate',
      status: 'success',
    });
    expect(rows.find((t) => t.hash === undelegated.data?.transactionHash)).toMatchObject({
      type: 'undelegate',
      status: 'pending',
    });
    expect(await reader.getDelegation(alice.native, AURORA)).toEqual({
      denom: 'uopt',
      amount: String(6n * OPT),
    });
    expect(await optBalance(alice)).toBe(display(await nodeBalance(alice.native)));
  });

  it('moves, cancels an unbonding and claims rewards on the node; an advance completes what matured', async () => {
    const moved = await transfer(alice, {
      amount: '2',
      from: AURORA,
      to: BOREALIS,
      transferType: 'move-delegation',
    });
    expect(moved.status).toBe(200);
    const undelegated = await transfer(alice, {
      amount: '1',
      to: AURORA,
      transferType: 'undelegate',
    });
    expect(undelegated.status).toBe(200);
    await followUntilIncluded(h.deps, node);
    const [pending] = await h.deps.db
      .select({ creationHeight: ledgerTransactions.creationHeight })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.hash, undelegated.data?.transactionHash ?? ''));
    expect(pending?.creationHeight).toBeGreaterThan(0);
    const cancelled = await transfer(alice, {
      amount: '1',
      to: AURORA,
      transferType: 'cancel-undelegate',
      creationHeight: String(pending?.creationHeight),
    });
    expect(cancelled.status).toBe(200);
    // Rewards accrue with the node's time, and the API refuses a claim they do not cover its fee
    // (0.005 OPT): 4 OPT at aurora earns that in about four days, and aurora pays out daily.
    // 100 OPT more and six hours on the clock make a claim worth its fee.
    const more = await transfer(alice, { amount: '100', to: AURORA, transferType: 'delegate' });
    expect(more.status).toBe(200);
    await followUntilIncluded(h.deps, node);
    expect((await send(h, endpoints.devAdvance, { body: { seconds: 6 * 3600 } })).status).toBe(200);
    const claimed = await transfer(alice, {
      amount: '0',
      to: AURORA,
      transferType: 'claim-rewards',
    });
    expect(claimed.status).toBe(200);
    expect(Number(claimed.data?.amount)).toBeGreaterThan(0.005);
    await followUntilIncluded(h.deps, node);
    expect(await reader.getDelegation(alice.native, AURORA)).toEqual({
      denom: 'uopt',
      // 6 − 2 moved − 1 unbonding + 1 cancelled back + 100.
      amount: String(104n * OPT),
    });
    const advanced = await send(h, endpoints.devAdvance, { body: { seconds: 22 * 24 * 3600 } });
    expect(advanced.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await followUntilIncluded(h.deps, node);
    const rows = await history(alice);
    const byHash = (hash: string | undefined) => rows.find((t) => t.hash === hash);
    expect(byHash(moved.data?.transactionHash)).toMatchObject({
      type: 'moveDelegation',
      status: 'success',
    });
    expect(byHash(cancelled.data?.transactionHash)).toMatchObject({
      type: 'cancelUndelegate',
      status: 'success',
    });
    // The first unbonding (4 OPT) matured with the advance.
    expect(
      rows.filter((t) => t.type === 'undelegate' && t.status === 'success').length,
    ).toBeGreaterThan(0);
    expect(byHash(claimed.data?.transactionHash)).toMatchObject({
      type: 'distribution',
      status: 'success',
    });
    expect(await reader.getDelegation(alice.native, BOREALIS)).toEqual({
      denom: 'uopt',
      amount: String(2n * OPT),
    });
    expect(await optBalance(alice)).toBe(display(await nodeBalance(alice.native)));
  });

  it('the node’s refusal is a clear API error and changes nothing', async () => {
    const before = await nodeBalance(alice.native);
    const rows = (await history(alice)).length;
    const over = await transfer(alice, { amount: '100000', to: bob.native });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.error)).toContain(translate('validation.balance_insufficient'));
    const unknown = await transfer(alice, {
      amount: '1',
      to: toOperatorAddress(bob.native),
      transferType: 'delegate',
    });
    expect(unknown.status).toBe(422);
    // A preview refuses what its transfer refuses (issue 44: a preview of 0 answered 200).
    const zero = { amount: '0', to: bob.native, transferType: 'send' };
    const zeroPreview = await send(h, endpoints.transferPreview, {
      token: alice.token,
      params: { id: alice.walletId },
      body: { chainId: 'optchain-1', symbol: 'OPT', ...zero },
    });
    const zeroSent = await transfer(alice, zero);
    const positive = { amount: [translate('validation.amount_positive')] };
    expect([zeroPreview.status, zeroPreview.error?.errors]).toEqual([422, positive]);
    expect([zeroSent.status, zeroSent.error?.errors]).toEqual([422, positive]);
    await followUntilIncluded(h.deps, node);
    expect(await nodeBalance(alice.native)).toBe(before);
    expect((await history(alice)).length).toBe(rows);
  });
});
