import type { StargateClient } from '@cosmjs/stargate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CosmosNode, reconcileCosmos } from '../../src/chains/cosmos';
import { cometRelay } from '../support/comet-relay';
import type { Harness } from '../support/harness';
import {
  type NodeHarness,
  optchainHistory,
  startNodeHarness,
  transferOpt,
} from '../support/node-harness';
import { followUntilIncluded } from '../support/optchain-node';
import { userWithWallet } from '../support/wallet-fixture';

/**
 * The same signed bytes broadcast twice (a reconcile pass and the request that recorded them,
 * or two replicas): the devnet node executes a transaction into its open block, so the second
 * broadcast is answered 32 (its sequence is used) while the first is on its way into a block.
 * Neither side may read that as "refused": the request must not sign the transfer again (the
 * funds would move twice), and reconcile must not mark a transfer failed that the next block
 * holds. Blocks of 3 s keep the open block open across each step.
 *
 * And a node that takes a broadcast and never answers it: the send waits no longer than the
 * API's client of the node waits (TIMEOUT_MS here), and the wallet's next send is not held.
 */

vi.setConfig({ testTimeout: 120_000 });

const OPT = 1_000_000n;
/** The API's wait for the node's answers (NODE_TIMEOUT_MS in the product): short, for the hung node. */
const TIMEOUT_MS = 4_000;
let started: NodeHarness;
let relay: Awaited<ReturnType<typeof cometRelay>>;
let node: CosmosNode;
let h: Harness;
let reader: StargateClient;

beforeAll(async () => {
  started = await startNodeHarness({
    blockMs: 3_000,
    timeoutMs: TIMEOUT_MS,
    through: async (rpcUrl) => (relay = await cometRelay(rpcUrl)),
  });
  ({ node, h, reader } = started);
});
afterAll(async () => {
  await started?.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

const transfer = (p: Person, to: string, amount: string, key: string) =>
  transferOpt(h, p, { amount, to }, { 'Idempotency-Key': key });
const sends = async (p: Person) => (await optchainHistory(h, p)).filter((t) => t.type === 'send');
const balance = async (address: string) =>
  BigInt((await reader.getBalance(address, 'uopt')).amount);

let alice: Person;
let bob: Person;

describe('one signed transfer broadcast twice', () => {
  it('the request whose bytes the node already has answers their hash and moves the funds once', async () => {
    alice = await userWithWallet(h, 'race_alice');
    bob = await userWithWallet(h, 'race_bob');
    await h.settled();
    await followUntilIncluded(h.deps, node);
    const before = await balance(bob.native);
    relay.echo(1);
    const res = await transfer(alice, bob.native, '3', 'race-1');
    expect(res.status).toBe(200);
    await followUntilIncluded(h.deps, node);
    expect(await balance(bob.native)).toBe(before + 3n * OPT);
    expect((await reader.getTx(res.data?.transactionHash ?? ''))?.code).toBe(0);
    const rows = await sends(alice);
    expect(rows.map((r) => [r.hash, r.status, r.amount])).toEqual([
      [res.data?.transactionHash, 'success', '3'],
    ]);
  });

  it('reconcile does not fail a transfer its open block holds', async () => {
    const res = await transfer(alice, bob.native, '2', 'race-2');
    expect(res.status).toBe(200);
    const hash = res.data?.transactionHash ?? '';
    expect(await reconcileCosmos(h.deps, node)).toBe(0);
    expect((await sends(alice)).find((r) => r.hash === hash)?.status).toBe('pending');
    await followUntilIncluded(h.deps, node);
    expect((await sends(alice)).find((r) => r.hash === hash)?.status).toBe('success');
  });
});

describe('a node that takes a broadcast and never answers it', () => {
  it('answers the send once the wait ends, and the wallet sends again at once; each moves once', async () => {
    const carol = await userWithWallet(h, 'hung_carol');
    const dave = await userWithWallet(h, 'hung_dave');
    await h.settled();
    await followUntilIncluded(h.deps, node);
    const before = await balance(dave.native);
    relay.swallow(1);
    const started = Date.now();
    const hung = await transfer(carol, dave.native, '1', 'hung-1');
    // Before the client's timeout, a hung node held this request for node's fetch limit (300 s).
    expect(hung.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(60_000);
    const next = await transfer(carol, dave.native, '2', 'hung-2');
    expect(next.status).toBe(200);
    await followUntilIncluded(h.deps, node);
    expect(await balance(dave.native)).toBe(before + 3n * OPT);
    const rows = await sends(carol);
    for (const res of [hung, next]) {
      const hash = res.data?.transactionHash ?? '';
      expect((await reader.getTx(hash))?.code).toBe(0);
      expect(rows.find((r) => r.hash === hash)?.status).toBe('success');
    }
  });
});
