import {
  type ChainOp,
  type TxRecord,
  insufficientFunds,
  isNativeAddress,
  planOp,
  planSendTransfer,
} from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { newId } from '../../lib/crypto';
import { apiExplorerLink } from '../../lib/explorer-link';
import type { Deps } from '../../deps';
import { fundsReceivedMessage } from '../notifications';
import { ensureHeads, ledgerEnv, withRetry } from './chain-context';
import { claimRewards, previewClaim } from './claims';
import { runLockedOp } from './locked-op';
import { runTransferStatement } from './transfer-statement';
import { firstOf, keyReused, previewResponse, previewWallet, toOp } from '../transfer-ops';
import { assetByDenom } from '../wire';
import type { ChainGateway, SubmitInput } from '../gateway';

/**
 * The OptChain family: the ledger engine (`@optwallet/ledger`) over the API's own tables. A send
 * is one statement (runTransferStatement); staking messages and claims run in a transaction that
 * locks only their rows (runLockedOp). Issue 29 puts the Cosmos node behind this same interface.
 */
export const optGateway: ChainGateway = {
  family: 'opt',
  staking: true,

  addressOf: (value) => (isNativeAddress(value) ? value : undefined),

  async preview(deps, { ref, body, receiver }) {
    if (body.transferType === 'claim-rewards') return previewClaim(deps, ref, body);
    const wallet = await previewWallet(deps, ref, body.chainId);
    const op = toOp(wallet.addresses, body, receiver);
    if (op.type !== 'send') {
      const preview = await runLockedOp(
        deps,
        op.chainId,
        async (ctx) => {
          const plan = await planOp(ctx, op);
          await plan.checkFunds();
          return plan.preview;
        },
        { lock: false },
      );
      return previewResponse(op, preview);
    }
    const plan = planSendTransfer(ledgerEnv(deps, op.chainId), op).preview;
    // The send's balances came with the wallet: what it pays, per denom, against what it holds.
    const needs = new Map([[plan.denom, plan.amount]]);
    needs.set(plan.feeDenom, (needs.get(plan.feeDenom) ?? 0n) + plan.fee);
    for (const [denom, needed] of needs) {
      if (BigInt(wallet.balances[denom] ?? '0') < needed) throw insufficientFunds();
    }
    return previewResponse(op, plan);
  },

  async submit(deps, input) {
    const { check, body, receiver, request, done } = input;
    const claim = body.transferType === 'claim-rewards';
    const op = claim ? undefined : toOp(check.row, body, receiver, request?.id);
    if (op?.type === 'send') return submitSend(deps, op, input);
    const earlier = request && (await firstOf(deps, request));
    if (earlier) return earlier;
    if (!op) {
      return claimRewards(deps, check, body, request, done, (id, fingerprint) =>
        firstOf(deps, { id, fingerprint }),
      );
    }
    try {
      const written = await runLockedOp(
        deps,
        op.chainId,
        async (ctx) => (await planOp(ctx, op)).commit(),
        { resetAttemptsOf: check.row.id, request },
      );
      done.finished = true;
      return written;
    } catch (error) {
      // Two requests with one key at once: the unique index let one through.
      const first = request && (await firstOf(deps, request));
      if (first) return first;
      throw error;
    }
  },

  async createValidator(deps, { check, op, done }) {
    const tx = await runLockedOp(
      deps,
      op.chainId,
      async (ctx) => (await planOp(ctx, op)).commit(),
      { resetAttemptsOf: check.row.id },
    );
    done.finished = true;
    return tx;
  },

  async balances(deps, chainId, address) {
    const rows = await queryRows<{ denom: string; amount: string }>(
      deps.db,
      sql`SELECT denom, amount::text AS amount FROM ledger_balances
        WHERE chain_id = ${chainId} AND account = ${address}`,
    );
    const amounts = new Map<string, bigint>();
    for (const row of rows) {
      const symbol = assetByDenom(chainId, row.denom)?.symbol;
      if (symbol) amounts.set(symbol, BigInt(row.amount));
    }
    return amounts;
  },

  explorerLink: apiExplorerLink,
};

/**
 * A send: the passcode check is reserved (one statement) and run outside any transaction, then
 * ONE statement writes the transfer (see runTransferStatement). A receiver given by name costs
 * one more statement; a replay answers the first transaction.
 */
async function submitSend(
  deps: Deps,
  op: ChainOp & { type: 'send' },
  { check, body, request, done }: SubmitInput,
): Promise<TxRecord> {
  const plan = planSendTransfer(ledgerEnv(deps, op.chainId), op);
  const [first] = plan.commit.txs;
  await ensureHeads(deps);
  const description = body.description.trim();
  const outcome = await withRetry(() =>
    runTransferStatement(deps.db, plan.commit, {
      fingerprint: request?.fingerprint,
      note: description ? { walletId: check.row.id, description } : undefined,
      notification: first && {
        id: newId(),
        message: fundsReceivedMessage(check.owner, {
          chainId: op.chainId,
          denom: first.tx.denom,
          amount: first.tx.amount,
          symbol: first.tx.symbol,
          memo: first.tx.memo,
        }),
        createdAt: deps.clock(),
      },
      resetAttemptsOf: check.row.id,
    }),
  );
  done.finished = true;
  if (outcome.kind === 'written' && outcome.records[0]) return outcome.records[0];
  if (outcome.kind === 'replayed') {
    if (outcome.fingerprint !== null && outcome.fingerprint !== request?.fingerprint) {
      throw keyReused();
    }
    return outcome.record;
  }
  // Raced: the request that won the unique index committed after this statement began.
  const earlier = request && (await firstOf(deps, request));
  if (!earlier) throw new Error('A transfer was neither written nor found');
  return earlier;
}
