import type { StargateClient } from '@cosmjs/stargate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CosmosNode } from '../../src/chains/cosmos';
import type { Harness } from '../support/harness';
import { type NodeHarness, startNodeHarness, transferOpt } from '../support/node-harness';
import {
  type OptchainProcess,
  cosmjsSignerOf,
  followUntilIncluded,
} from '../support/optchain-node';
import { userWithWallet } from '../support/wallet-fixture';

/**
 * The sequence of an API send: the account number is read from the node once, then the product
 * counts its own signed transactions, so a send's only node call is its broadcast. A key that
 * also signed elsewhere (cosmjs, Keplr) is refused once with 32 and signed again at the node's
 * sequence; concurrent sends of one wallet never share a sequence.
 */

vi.setConfig({ testTimeout: 120_000 });

let started: NodeHarness;
let chain: OptchainProcess;
let node: CosmosNode;
let h: Harness;
let reader: StargateClient;
/** The API's account reads (auth account over abci_query). */
let accountReads = 0;

beforeAll(async () => {
  started = await startNodeHarness({
    wrap: (connected) => ({
      ...connected,
      account(address) {
        accountReads += 1;
        return connected.account(address);
      },
    }),
  });
  ({ chain, node, h, reader } = started);
});
afterAll(async () => {
  await started?.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

const transfer = (p: Person, to: string, key: string) =>
  transferOpt(h, p, { amount: '1', to }, { 'Idempotency-Key': key });

async function committed(hash: string | undefined) {
  await followUntilIncluded(h.deps, node);
  return (await reader.getTx(hash ?? ''))?.code;
}

let alice: Person;
let bob: Person;

describe('the sequence of an API send', () => {
  it('reads the account once, then counts: later sends ask the node nothing but the broadcast', async () => {
    alice = await userWithWallet(h, 'seq_alice');
    bob = await userWithWallet(h, 'seq_bob');
    await h.settled();
    await followUntilIncluded(h.deps, node);

    accountReads = 0;
    const first = await transfer(alice, bob.native, 'seq-1');
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(accountReads).toBe(1);
    for (const key of ['seq-2', 'seq-3']) {
      const next = await transfer(alice, bob.native, key);
      expect(next.status, JSON.stringify(next.error)).toBe(200);
    }
    expect(accountReads).toBe(1);
    expect(await committed(first.data?.transactionHash)).toBe(0);
    const account = await reader.getAccount(alice.native);
    expect(account?.sequence).toBe(3);
  });

  it('after the key signed elsewhere, the next send is refused once (32) and signed at the node’s sequence', async () => {
    const { client: elsewhere } = await cosmjsSignerOf(alice.phrase, chain.config.rpcUrl);
    const outside = await elsewhere.sendTokens(
      alice.native,
      bob.native,
      [{ denom: 'uopt', amount: '1000' }],
      'auto',
    );
    elsewhere.disconnect();
    expect(outside.code).toBe(0);

    accountReads = 0;
    const sent = await transfer(alice, bob.native, 'seq-after-keplr');
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(accountReads).toBe(1);
    expect(await committed(sent.data?.transactionHash)).toBe(0);
    expect((await reader.getAccount(alice.native))?.sequence).toBe(5);
  });

  it('concurrent sends of one wallet take distinct sequences and all land', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `seq-burst-${i}`);
    const results = await Promise.all(keys.map((key) => transfer(alice, bob.native, key)));
    for (const res of results) expect(res.status, JSON.stringify(res.error)).toBe(200);
    const hashes = new Set(results.map((r) => r.data?.transactionHash));
    expect(hashes.size).toBe(5);
    await followUntilIncluded(h.deps, node);
    await followUntilIncluded(h.deps, node);
    for (const hash of hashes) expect((await reader.getTx(hash ?? ''))?.code).toBe(0);
    expect((await reader.getAccount(alice.native))?.sequence).toBe(10);
  });
});
