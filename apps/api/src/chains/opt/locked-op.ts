import { type ChainContext, at, chainTime } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { RIGHT_CHECK_SET } from '../../lib/wallet-check';
import { newSettleRun, notifySettled } from '../notifications';
import { ensureHeads, inTransaction, ledgerEnv } from './chain-context';
import { int } from '../ledger-rows';
import { RecordingLedgerState, dueTimeOf } from './pg-ledger-state';
import { settleChain } from './settle';

export interface LockedOpOptions {
  /** False for a preview: it reads what the operation would, locking nothing. */
  lock?: boolean;
  /** The wallet whose passcode check proved right (finished in the same transaction). */
  resetAttemptsOf?: string | undefined;
  /** The request the operation's record answers (idempotency), with its fingerprint. */
  request?: { id: string; fingerprint: string } | undefined;
}

/**
 * Runs one engine operation (a staking message, a claim, a new validator) in a transaction that
 * locks only the rows it reads to change: its validators, the delegation, its entries and the
 * spender's balance, in the engine's fixed order (a deadlock is retried). Nothing chain-wide is
 * locked, so operations of unrelated accounts run in parallel. When something fell due on the
 * chain, it is settled first (an operation never acts on a state the settler would change).
 */
export async function runLockedOp<T>(
  deps: Deps,
  chainId: string,
  work: (ctx: ChainContext, state: RecordingLedgerState, trx: Db) => Promise<T>,
  options: LockedOpOptions = {},
): Promise<T> {
  await ensureHeads(deps);
  for (let pass = 0; ; pass += 1) {
    const outcome = await inTransaction(deps, async (trx) => {
      const env = ledgerEnv(deps, chainId);
      const [row] = await queryRows<Record<string, unknown>>(
        trx,
        sql`SELECT genesis_time, offset_ms, ${dueTimeOf(sql`${chainId}::text`)} AS due
          FROM ledger_heads WHERE chain_id = ${chainId}`,
      );
      if (!row) throw new Error(`Chain ${chainId} has no head`);
      const head = { chainId, genesisTime: int(row.genesis_time), offsetMs: int(row.offset_ms) };
      const time = chainTime(head, env.clockMs);
      if (row.due !== null && int(row.due) <= time && pass < 3) return { due: true } as const;
      const state = new RecordingLedgerState(trx, { lock: options.lock ?? true });
      const value = await work(at({ ...env, state, head, time, height: 0 }, time), state, trx);
      await state.flush();
      if (options.request) {
        await trx.execute(
          sql`UPDATE ledger_transactions SET request_fingerprint = ${options.request.fingerprint}
            WHERE request_id = ${options.request.id} AND request_fingerprint IS NULL`,
        );
      }
      if (options.resetAttemptsOf) {
        await trx.execute(
          sql`UPDATE wallets SET ${sql.raw(RIGHT_CHECK_SET)} WHERE id = ${options.resetAttemptsOf}`,
        );
      }
      // A claim pays its validator's delegators now: they hear about it like any payout.
      await notifySettled(deps, trx, state.written, state.entries, newSettleRun());
      return { due: false, value } as const;
    });
    if (!outcome.due) return outcome.value;
    await settleChain(deps, chainId);
  }
}
