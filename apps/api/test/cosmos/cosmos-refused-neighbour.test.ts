import type { StargateClient } from '@cosmjs/stargate';
import { translate } from '@optwallet/domain';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CosmosNode, reconcileCosmos } from '../../src/chains/cosmos';
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
 * A send the node refuses (CheckTx: insufficient funds) while other sends of the same wallet are
 * on their way: the refused one gets its own error, and none of the others may pay for it. Before
 * the fix, the refused send had taken a sequence locally that the chain never used, so the sends
 * signed after it carried sequences the node did not expect (32) and answered "Another
 * transaction of this wallet went first; try again" to a user who did nothing wrong.
 *
 * Since the API checks the node's balance (and simulates) before signing, the overdraw is
 * refused before it takes a sequence; the test keeps its sends concurrent all the same, so a
 * refusal at either point must cost the others nothing. The API's client of the node holds the
 * overdraw's broadcast, should it get that far, (its memo says which) until three
 * other broadcasts reached the node or 3 s passed, so the others are signed while the overdraw
 * is recorded and not yet refused — whenever the product lets them be. A reconcile pass runs
 * amid them; the node's account sequence and the balances tell if any send went out twice.
 */

vi.setConfig({ testTimeout: 120_000 });

const OPT = 1_000_000n;
/** A send's fee on the devnet node (gas × OPT_GAS_PRICE), as in api-process.ts. */
const FEE = 5_000n;
const OVERDRAW_MEMO = 'overdraw';
const WENT_FIRST = 'Another transaction of this wallet went first; try again';

let started: NodeHarness;
let node: CosmosNode;
let h: Harness;
let reader: StargateClient;

/** The overdraw's broadcast, while held: released by three other broadcasts or by the timer. */
let gate: { others: number; open: () => void } | undefined;
let holdNext = false;

const memoOf = (raw: Uint8Array) => TxBody.decode(TxRaw.decode(raw).bodyBytes).memo;

beforeAll(async () => {
  started = await startNodeHarness({
    wrap: (connected) => ({
      ...connected,
      async broadcast(raw) {
        if (holdNext && memoOf(raw) === OVERDRAW_MEMO) {
          holdNext = false;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 3_000);
            gate = {
              others: 0,
              open: () => {
                clearTimeout(timer);
                resolve();
              },
            };
          });
          gate = undefined;
        } else if (gate) {
          const outcome = await connected.broadcast(raw);
          gate.others += 1;
          if (gate.others >= 3) gate.open();
          return outcome;
        }
        return connected.broadcast(raw);
      },
    }),
  });
  ({ node, h, reader } = started);
});
afterAll(async () => {
  await started?.close();
});

const balance = async (address: string) =>
  BigInt((await reader.getBalance(address, 'uopt')).amount);

describe('a refused send among concurrent sends of one wallet', () => {
  it('every other send is applied exactly once; the refused one answers its own error', async () => {
    const alice = await userWithWallet(h, 'refused_alice');
    const bob = await userWithWallet(h, 'refused_bob');
    await h.settled();
    await followUntilIncluded(h.deps, node);
    const aliceBefore = await balance(alice.native);
    const bobBefore = await balance(bob.native);
    const sequenceBefore = (await reader.getAccount(alice.native))?.sequence ?? 0;

    let sentSoFar = 0n;
    for (let round = 0; round < 2; round += 1) {
      holdNext = true;
      const overdraw = transferOpt(
        h,
        alice,
        { amount: '5000', to: bob.native, memo: OVERDRAW_MEMO },
        { 'Idempotency-Key': `refused-overdraw-${round}` },
      );
      // The overdraw is recorded and its broadcast held before the others start — if it gets
      // that far: the balance check before signing refuses it first (it takes no sequence then).
      let answered = false;
      void overdraw.then(() => (answered = true));
      while (!gate && !answered) await new Promise((resolve) => setTimeout(resolve, 10));
      const amounts = [1n, 2n, 3n, 4n].map((n) => n + BigInt(round) * 10n);
      // A reconcile pass amid them (as the follower's loop runs one): it must not send any
      // recorded bytes a second time in another version, nor fail a send that lands.
      const reconciling = reconcileCosmos(h.deps, node);
      const sends = await Promise.all(
        amounts.map((amount) =>
          transferOpt(
            h,
            alice,
            { amount: amount.toString(), to: bob.native },
            { 'Idempotency-Key': `refused-${round}-${amount}` },
          ),
        ),
      );
      const refused = await overdraw;
      expect(await reconciling).toBe(0);

      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.error)).toContain(translate('validation.balance_insufficient'));
      for (const res of sends) {
        expect(res.status, JSON.stringify(res.error)).toBe(200);
        expect(JSON.stringify(res.error ?? '')).not.toContain(WENT_FIRST);
      }
      const hashes = sends.map((res) => res.data?.transactionHash ?? '');
      expect(new Set(hashes).size).toBe(amounts.length);

      // On the node (cosmjs, not the API): each send once, successful; nothing else of alice's.
      await followUntilIncluded(h.deps, node);
      for (const hash of hashes) expect((await reader.getTx(hash))?.code, hash).toBe(0);
      sentSoFar += amounts.reduce((sum, n) => sum + n * OPT, 0n);
      const applied = BigInt((round + 1) * amounts.length);
      expect((await reader.getAccount(alice.native))?.sequence).toBe(
        sequenceBefore + Number(applied),
      );
      expect(await balance(bob.native)).toBe(bobBefore + sentSoFar);
      expect(await balance(alice.native)).toBe(aliceBefore - sentSoFar - applied * FEE);

      // The history: one settled row per send under its hash, none for the overdraw.
      const rows = (await optchainHistory(h, alice)).filter((r) => r.type === 'send');
      for (const hash of hashes) {
        expect(rows.filter((r) => r.hash === hash).map((r) => r.status)).toEqual(['success']);
      }
      expect(rows).toHaveLength(Number(applied));
    }
  });
});
