import type {
  CreateValidatorRequest,
  CreateValidatorResponse,
  ValidatorsDetails,
} from '@optwallet/contract';
import { NATIVE_CHAIN_ID, formatAmount, parseAmount } from '@optwallet/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { unauthenticated } from '../../lib/session/require-auth';
import { conflict, invalid, walletNotFound } from '../../lib/errors';
import type { AuthSession } from '../../lib/http';
import type { Deps } from '../../deps';
import { recordRight, beginSpend } from '../wallets';
import { chainCall } from '../../chains/chain-call';
import { validatorOf } from '../../chains/history-rows';
import type { CheckFinish } from '../../chains/gateway';
import { gatewayFor } from '../../chains/registry';
import { LEDGER_CONFIG } from '../../chains/catalogue';
import { VALIDATORS } from './read-statements';
import { baseUnitsOf } from '../../chains/transfer-ops';
import { type WalletRef, ownsWallet } from './wallet-reads';
import { assetBySymbol, display, explorerLink } from '../../chains/presentation';

/** Basis points -> a decimal string with `places` decimals ("500" bps -> "0.05" with 4). */
const bpsAs = (bps: number, places: number) => formatAmount(BigInt(bps), places);

/** The validator set as the index holds it, most voting power first: one statement. */
export async function validatorsDetails(
  deps: Deps,
  session?: AuthSession,
): Promise<ValidatorsDetails> {
  const [row] = await runPrepared<{ validators: Record<string, unknown>[] }>(deps.db, VALIDATORS, [
    NATIVE_CHAIN_ID,
    session?.sessionId ?? null,
    session?.userId ?? null,
  ]);
  // No row: the session the statement was to confirm has ended.
  if (!row) throw unauthenticated();
  const validators = row.validators.map((v) => validatorOf(NATIVE_CHAIN_ID, v));
  const opt = assetBySymbol(NATIVE_CHAIN_ID, 'OPT');
  return {
    unstakingWaitTime: Math.round(LEDGER_CONFIG.unbondingMs / 1000),
    rewardPayoutFrequency: LEDGER_CONFIG.defaultRewardPayoutFrequencySeconds,
    validatorSet: validators.map((v) => ({
      moniker: v.moniker,
      address: v.operatorAddress,
      fee: bpsAs(v.commissionBps, 4),
      uptime: bpsAs(v.uptimeBps, 2),
      votingPower: formatAmount(v.tokens, opt?.decimals ?? 6),
      status: v.status,
      rewardPayoutFrequency: v.rewardPayoutFrequencySeconds,
      // The chain's reward rate less the commission (both in basis points): 10^-8 fractions.
      apr: bpsAs(LEDGER_CONFIG.rewardRateBps * (10_000 - v.commissionBps), 8),
    })),
  };
}

/** A wallet creates its validator (with a self-delegation), after its passcode check. */
export async function createValidator(
  deps: Deps,
  input: WalletRef & { passcode: string },
  body: CreateValidatorRequest,
): Promise<CreateValidatorResponse> {
  const amount = baseUnitsOf(NATIVE_CHAIN_ID, 'OPT', body.amount);
  let commissionBps: number;
  try {
    commissionBps = Number(parseAmount(body.fee, 4));
  } catch {
    throw invalid('fee', 'Commission is a fraction between 0 and 1 with at most 4 decimals');
  }
  if (commissionBps > 10_000) throw invalid('fee', 'Commission must be between 0% and 100%');
  const details = [body.details, body.website].filter(Boolean).join(' ');
  // A signed MsgCreateValidator to the chain's node (chains/registry.ts).
  const gateway = gatewayFor(deps, NATIVE_CHAIN_ID);
  const create = gateway?.createValidator?.bind(gateway);
  if (!create) {
    // As a transfer's: someone else's (or no) wallet is 404 first, then the chain 422.
    if (!(await ownsWallet(deps, input))) throw walletNotFound();
    throw invalid(
      'chainId',
      gateway ? `Chain ${NATIVE_CHAIN_ID} has no staking` : `Unknown chain ${NATIVE_CHAIN_ID}`,
    );
  }
  const check = await beginSpend(deps, input);
  const done: CheckFinish = { finished: false };
  try {
    // The chain refuses a taken name too (any case); asked here first, it is a 409 on the field.
    if (await monikerTaken(deps, body.moniker)) {
      throw conflict('A validator with this name already exists', 'moniker');
    }
    const op = {
      type: 'createValidator' as const,
      chainId: NATIVE_CHAIN_ID,
      address: check.row.nativeAddress,
      moniker: body.moniker,
      amount,
      commissionBps,
      details,
    };
    const tx = await chainCall(() => create(deps, { check, op, done }));
    return {
      amount: display(tx.chainId, tx.denom, tx.amount),
      blockExplorerLink: explorerLink(deps.config, tx.hash, tx.chainId),
      gasFee: display(tx.chainId, tx.feeDenom, tx.fee),
      moniker: body.moniker,
      transactionHash: tx.hash,
    };
  } finally {
    // The passcode was right: its check ends whatever became of the request.
    if (!done.finished) await recordRight(deps, check.row.id);
  }
}

/** Whether a validator of the index already has this name, in any case (the chain's rule). */
async function monikerTaken(deps: Deps, moniker: string): Promise<boolean> {
  const rows = await queryRows(
    deps.db,
    sql`SELECT 1 FROM ledger_validators
      WHERE chain_id = ${NATIVE_CHAIN_ID} AND lower(moniker) = lower(${moniker.trim()})`,
  );
  return rows.length > 0;
}
