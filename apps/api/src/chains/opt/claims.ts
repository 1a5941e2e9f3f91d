import type {
  TransferPreviewRequest,
  TransferPreviewResponse,
  TransferRequest,
} from '@optwallet/contract';
import {
  type ChainContext,
  type TxRecord,
  delegatorReward,
  payOutRewards,
  pendingRewards,
} from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { invalid, walletNotFound } from '../../lib/errors';
import type { Deps } from '../../deps';
import type { ReservedCheck } from '../../lib/wallet-check';
import { chainCall } from './chain-context';
import { runLockedOp } from './locked-op';
import type { PgLedgerState } from './pg-ledger-state';
import type { CheckFinish, WalletRef } from '../gateway';
import { display } from '../wire';

/** claim-rewards needs a validator and a stake with it on a native chain. */
async function requireStake(
  ctx: ChainContext,
  state: PgLedgerState,
  delegator: string,
  to: string,
) {
  const validator = await state.getValidator(ctx.spec.chainId, to);
  if (!validator) throw invalid('to', 'Unknown validator');
  const stake = await state.getDelegation(ctx.spec.chainId, delegator, to);
  if (!stake) throw invalid('to', 'No stake with this validator');
  return { validator, stake };
}

export async function previewClaim(
  deps: Deps,
  ref: WalletRef,
  body: TransferPreviewRequest,
): Promise<TransferPreviewResponse> {
  const [wallet] = await queryRows<{ native_address: string }>(
    deps.db,
    sql`SELECT native_address FROM wallets WHERE id = ${ref.walletId} AND user_id = ${ref.userId}`,
  );
  if (!wallet) throw walletNotFound();
  const delegator = wallet.native_address;
  return chainCall(() =>
    runLockedOp(
      deps,
      body.chainId,
      async (ctx, state) => {
        const { validator, stake } = await requireStake(ctx, state, delegator, body.to);
        const accrued = pendingRewards(ctx, validator, ctx.height);
        return {
          amount: display(body.chainId, 'uopt', delegatorReward(validator, accrued, stake.amount)),
          gasFeeEstimate: '0',
          to: delegator,
          from: validator.operatorAddress,
        };
      },
      { lock: false },
    ),
  );
}

/**
 * claim-rewards: the devnet pays rewards at each validator's payout frequency; a claim brings the
 * validator's payout forward to now (its cycle restarts from here), so the claimer — and every
 * other delegator of it — receives what accrued, as ordinary `distribution` transactions. Nothing
 * to receive is 422 and changes nothing. With an Idempotency-Key the claimer's distribution
 * carries the request id, so a retry answers that first payout instead of finding nothing left;
 * the validator's row lock makes two claims at once pay once.
 */
export function claimRewards(
  deps: Deps,
  check: ReservedCheck,
  body: TransferRequest,
  request: { id: string; fingerprint: string } | undefined,
  done: CheckFinish,
  replayed: (id: string, fingerprint: string) => Promise<TxRecord | undefined>,
): Promise<TxRecord> {
  const claimer = check.row.nativeAddress;
  return runLockedOp(
    deps,
    body.chainId,
    async (ctx, state) => {
      const { validator } = await requireStake(ctx, state, claimer, body.to);
      // After the validator's lock: a concurrent claim with this key has committed by now.
      const earlier = request && (await state.findTransactionByRequestId(request.id));
      if (earlier) return { replay: true, tx: earlier };
      const paid = await payOutRewards(ctx, { ...validator, nextPayoutAt: ctx.time });
      await state.putValidator(paid);
      const tx = state.written.find(
        (t) =>
          t.type === 'distribution' && t.to === claimer && t.from === validator.operatorAddress,
      );
      if (!tx) throw invalid('amount', 'No rewards to claim yet');
      const record = request ? { ...tx, requestId: request.id } : tx;
      if (request) await state.putTransaction(record);
      return { replay: false, tx: record };
    },
    { resetAttemptsOf: check.row.id, request },
  ).then(async (result) => {
    done.finished = true;
    if (!result.replay) return result.tx;
    // A concurrent claim with this key paid: its record, if it was this same request.
    return (request && (await replayed(request.id, request.fingerprint))) ?? result.tx;
  });
}
