import { openChain, settleDue } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { type SettleRun, newSettleRun, notifySettled } from '../notifications';
import { ensureHeads, inTransaction, ledgerEnv } from './chain-context';
import { RecordingLedgerState } from './pg-ledger-state';

/**
 * Events (completions, payouts) settled per transaction: a long gap (a devnet advance, a server
 * that was down) settles in many short transactions, so no lock is held for long and the
 * transfers of everyone else go on in between.
 */
const SETTLE_CHUNK = 200;

/** The transaction-level lock of a chain's settlement (one settler at a time, any replica). */
async function lockSettlement(trx: Db, chainId: string): Promise<void> {
  await trx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger-settle:${chainId}`}))`);
}

/**
 * One bounded settling transaction on a chain: under the chain's settle lock, what fell due by
 * now (at most SETTLE_CHUNK events), with the rows it changes locked, and its notifications.
 * Answers how many events it settled and whether more are due.
 */
async function settleChunk(deps: Deps, chainId: string, run: SettleRun) {
  return inTransaction(deps, async (trx) => {
    await lockSettlement(trx, chainId);
    const state = new RecordingLedgerState(trx, { lock: true });
    const ctx = await openChain(state, ledgerEnv(deps, chainId));
    const result = await settleDue(ctx, ctx.time, SETTLE_CHUNK);
    await state.flush();
    await notifySettled(deps, trx, state.written, state.entries, run);
    return result;
  });
}

/** Brings a chain up to now, in bounded transactions; answers the events settled. */
export async function settleChain(deps: Deps, chainId: string, run = newSettleRun()) {
  // A chain on a Cosmos node settles there; its follower indexes what did.
  if ([deps.optNode, deps.optTestnetNode].some((node) => node?.config.chainId === chainId)) {
    return 0;
  }
  await ensureHeads(deps);
  let total = 0;
  for (;;) {
    const { settled, more } = await settleChunk(deps, chainId, run);
    total += settled;
    if (!more) return total;
  }
}
