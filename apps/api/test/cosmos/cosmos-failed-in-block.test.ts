import type { StargateClient } from '@cosmjs/stargate';
import { SigningStargateClient } from '@cosmjs/stargate';
import { translate } from '@optwallet/domain';
import { toOperatorAddress } from '@optwallet/ledger';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CosmosNode } from '../../src/chains/cosmos';
import type { Harness } from '../support/harness';
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
 * The node's SDK semantics seen through the API: a message that would fail in its block is 422
 * before anything reaches the node (the balance check, then the node's Simulate), no fee. One
 * the API could not foresee (here: the key spent the funds elsewhere, e.g. in Keplr, just before
 * the API's broadcast, and the node's Simulate did not answer) passes CheckTx, fails in its block
 * with 5, and the follower settles its history row as failed with the fee the chain charged —
 * never pending forever. Bytes the node's mempool has already are not a refusal (code 19).
 */

vi.setConfig({ testTimeout: 120_000 });

const OPT = 1_000_000n;
/** A send's fee on the devnet node (200 000 gas × 0.025uopt). */
const FEE = 5_000n;
const RACE_MEMO = 'spent elsewhere meanwhile';

let started: NodeHarness;
let chain: OptchainProcess;
let node: CosmosNode;
let h: Harness;
let reader: StargateClient;
/** Runs before the API's broadcast of the transaction with RACE_MEMO (once). */
let beforeRace: (() => Promise<void>) | undefined;

beforeAll(async () => {
  started = await startNodeHarness({
    wrap: (connected) => ({
      ...connected,
      simulate(raw) {
        const memo = TxBody.decode(TxRaw.decode(raw).bodyBytes).memo;
        if (memo === RACE_MEMO) return Promise.reject(new Error('simulate did not answer'));
        return connected.simulate(raw);
      },
      async broadcast(raw) {
        const memo = TxBody.decode(TxRaw.decode(raw).bodyBytes).memo;
        const run = memo === RACE_MEMO ? beforeRace : undefined;
        if (run) {
          beforeRace = undefined;
          await run();
        }
        return connected.broadcast(raw);
      },
    }),
  });
  ({ chain, node, h, reader } = started);
});
afterAll(async () => {
  await started?.close();
});

const balance = async (address: string) =>
  BigInt((await reader.getBalance(address, 'uopt')).amount);

describe('a send that fails in its block', () => {
  it('is 422 when the API sees it; otherwise a failed history row with its fee', async () => {
    const alice = await userWithWallet(h, 'inblock_alice');
    const bob = await userWithWallet(h, 'inblock_bob');
    await h.settled();
    await followUntilIncluded(h.deps, node);
    const funded = await balance(alice.native);

    // Seen: more than the balance is refused before signing; nothing is charged or recorded.
    const over = await transferOpt(h, alice, { amount: String(funded), to: bob.native });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.error)).toContain(translate('validation.balance_insufficient'));
    expect(await balance(alice.native)).toBe(funded);
    expect((await reader.getAccount(alice.native))?.sequence ?? 0).toBe(0);
    // Foreseen by the node's Simulate: a delegation to a validator that does not exist.
    const unknown = await transferOpt(h, alice, {
      amount: '1',
      to: toOperatorAddress(bob.native),
      transferType: 'delegate',
    });
    expect(unknown.status).toBe(422);
    expect((await reader.getAccount(alice.native))?.sequence ?? 0).toBe(0);
    expect(await balance(alice.native)).toBe(funded);

    // Unseen: the same key spends all but 10 OPT elsewhere just before the API's broadcast.
    const { wallet, client: elsewhere } = await cosmjsSignerOf(alice.phrase, chain.config.rpcUrl);
    beforeRace = async () => {
      const spent = await elsewhere.sendTokens(
        alice.native,
        bob.native,
        [{ denom: 'uopt', amount: String(funded - FEE - 10n * OPT) }],
        { amount: [{ denom: 'uopt', amount: String(FEE) }], gas: '200000' },
      );
      expect(spent.code).toBe(0);
    };
    const sent = await transferOpt(h, alice, {
      amount: '500',
      to: bob.native,
      memo: RACE_MEMO,
    });
    elsewhere.disconnect();
    // CheckTx took it (the ante: fee and sequence are fine), so the API answers the pending send.
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const hash = sent.data?.transactionHash ?? '';
    await followUntilIncluded(h.deps, node);
    expect((await reader.getTx(hash))?.code).toBe(5);
    // The chain charged the fee and used the sequence: the outside send's and this one's.
    expect(await balance(alice.native)).toBe(10n * OPT - FEE);
    expect((await reader.getAccount(alice.native))?.sequence).toBe(2);
    const rows = await optchainHistory(h, alice);
    const row = rows.find((r) => r.hash === hash);
    expect(row).toMatchObject({ status: 'failed' });
    expect(JSON.stringify(row)).toMatch(/0\.005/);

    // The next send goes through at the next sequence.
    const next = await transferOpt(h, alice, { amount: '1', to: bob.native });
    expect(next.status, JSON.stringify(next.error)).toBe(200);
    await followUntilIncluded(h.deps, node);
    expect((await reader.getTx(next.data?.transactionHash ?? ''))?.code).toBe(0);

    // The same bytes broadcast again: the node's mempool cache, answered as code 19, not thrown.
    const again = await node.broadcast(
      await (async () => {
        const signer = await SigningStargateClient.connectWithSigner(chain.config.rpcUrl, wallet);
        const raw = await signer.sign(
          alice.native,
          [
            {
              typeUrl: '/cosmos.bank.v1beta1.MsgSend',
              value: {
                fromAddress: alice.native,
                toAddress: bob.native,
                amount: [{ denom: 'uopt', amount: '1' }],
              },
            },
          ],
          { amount: [{ denom: 'uopt', amount: String(FEE) }], gas: '200000' },
          '',
        );
        signer.disconnect();
        const bytes = TxRaw.encode(raw).finish();
        expect(await node.broadcast(bytes)).toMatchObject({ code: 0 });
        return bytes;
      })(),
    );
    expect(again).toMatchObject({ code: 19, codespace: 'sdk' });
  });
});
