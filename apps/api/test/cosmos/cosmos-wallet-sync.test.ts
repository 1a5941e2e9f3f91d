import type { StargateClient } from '@cosmjs/stargate';
import { endpoints } from '@optwallet/contract';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CosmosNode } from '../../src/chains/cosmos';
import { cosmosIndexState } from '../../src/db/schema';
import { type Harness, send } from '../support/harness';
import { type NodeHarness, startNodeHarness, transferOpt } from '../support/node-harness';
import { followUntilIncluded } from '../support/optchain-node';
import { userWithWallet } from '../support/wallet-fixture';

/**
 * The account sync where OPT is served by a Cosmos node: its head for that chain is the block
 * the API's follower last indexed (its height and time, as the node has them), not the embedded
 * ledger's clock, and what the node settled (a matured unbonding) counts once.
 */

const AURORA = toOperatorAddress(
  devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === 'aurora')!.label),
);

vi.setConfig({ testTimeout: 120_000 });

let started: NodeHarness;
let node: CosmosNode;
let h: Harness;
let reader: StargateClient;

beforeAll(async () => {
  started = await startNodeHarness();
  ({ node, h, reader } = started);
});
afterAll(async () => {
  await started?.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

const sync = (p: Person) =>
  send(h, endpoints.syncWallet, { token: p.token, params: { id: p.walletId } });

const transfer = (p: Person, body: Record<string, unknown>) => transferOpt(h, p, body);

/** Where the follower's index of optchain-1 stands. */
async function indexed() {
  const [row] = await h.deps.db
    .select()
    .from(cosmosIndexState)
    .where(eq(cosmosIndexState.chainId, 'optchain-1'));
  if (!row) throw new Error('optchain-1 not indexed');
  return row;
}

/** The node's own header time of a block. */
async function blockTime(height: number) {
  return (await node.comet.block(height)).block.header.time.toISOString();
}

let alice: Person;
let bob: Person;

describe('account sync on a Cosmos node', () => {
  it('the head of optchain-1 is the indexed block, and follows the node after a signed send', async () => {
    alice = await userWithWallet(h, 'nsync_alice');
    bob = await userWithWallet(h, 'nsync_bob');
    await h.settled();
    await followUntilIncluded(h.deps, node);

    const first = await sync(alice);
    expect(first.status).toBe(200);
    const before = first.data?.chains.find((c) => c.chainId === 'optchain-1');
    const at = await indexed();
    expect(before).toEqual({
      chainId: 'optchain-1',
      height: at.height,
      time: await blockTime(at.height),
    });

    const sent = await transfer(alice, { amount: '3', to: bob.native, transferType: 'send' });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    await followUntilIncluded(h.deps, node);
    const included = await reader.getTx(sent.data?.transactionHash ?? '');
    expect(included?.code).toBe(0);

    const second = await sync(alice);
    const after = second.data?.chains.find((c) => c.chainId === 'optchain-1');
    const now = await indexed();
    expect(now.height).toBeGreaterThanOrEqual(included?.height ?? Infinity);
    expect(after).toEqual({
      chainId: 'optchain-1',
      height: now.height,
      time: await blockTime(now.height),
    });
    expect(after?.height).toBeGreaterThan(before?.height ?? Infinity);
    // The balances answered are the index's at that block: the send and its fee are out.
    const opt = second.data?.tokens.tokens.find(
      (t) => t.chainId === 'optchain-1' && t.symbol === 'OPT',
    );
    expect(BigInt(Math.round(Number(opt?.balance) * 1e6))).toBe(
      BigInt((await reader.getBalance(alice.native, 'uopt')).amount),
    );
  });

  it('counts an unbonding the node matured once, up to the indexed block', async () => {
    for (const transferType of ['delegate', 'undelegate'] as const) {
      const res = await transfer(bob, { amount: '10', to: AURORA, transferType });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
    }
    await followUntilIncluded(h.deps, node);
    expect((await sync(bob)).data?.settled).toBe(0);

    const advanced = await send(h, endpoints.devAdvance, { body: { seconds: 22 * 24 * 3600 } });
    expect(advanced.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await followUntilIncluded(h.deps, node);

    const res = await sync(bob);
    expect(res.data?.settled).toBe(1);
    const head = res.data?.chains.find((c) => c.chainId === 'optchain-1');
    expect(head?.height).toBe((await indexed()).height);
    expect((await sync(bob)).data?.settled).toBe(0);
  });
});
