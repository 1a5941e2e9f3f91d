import { parseAmount } from '@optwallet/domain';
import { createHash } from 'node:crypto';
import type {
  TransferPreviewRequest,
  TransferPreviewResponse,
  TransferRequest,
  TransferResponse,
} from '@optwallet/contract';
import {
  type ChainOp,
  type OpPreview,
  type SendOp,
  type TxRecord,
  insufficientFunds,
  isEvmAddress,
  isNativeAddress,
  planOp,
  planSendTransfer,
} from '@optwallet/ledger';
import { prepared, runPrepared } from '../../db/prepared';
import { newId } from '../../lib/crypto';
import { unauthenticated } from '../../lib/auth';
import { invalid } from '../../lib/errors';
import type { Deps } from '../../lib/http';
import { type ReservedCheck, recordRight } from '../wallet-passcode';
import { toChecksumAddress } from '../wallet-keys';
import { isSessionLive } from '../sessions';
import { beginSpend } from '../wallets';
import { fundsReceivedMessage } from './chain-notifications';
import { chainCall, ensureHeads, ledgerEnv, withRetry } from './chain-context';
import { claimRewards, previewClaim } from './claims';
import { CATALOGUE, servedChain } from './ledger-config';
import { runLockedOp } from './locked-op';
import { TX_COLUMNS_TEXT, txOf } from './ledger-rows';
import { walletNotFound } from './read-sql';
import { runTransferStatement } from './transfer-statement';
import { previewEvmSend, submitEvmSend } from '../evm/evm-transfers';
import { type WalletRef, ownsWallet } from './wallet-reads';
import { addressOn, assetBySymbol, display, explorerLink } from './wire';

const MAX_IDEMPOTENCY_KEY = 200;

export const chainKind = (chainId: string) =>
  CATALOGUE.chains.find((c) => c.chainId === chainId)?.kind;

/**
 * Receiver: an address of the chain, or a product user's username (optionally @) or email (their
 * first wallet). An address needs no query: an EVM address is written in its EIP-55 case (the
 * case wallets are stored in), so one typed in another case still reaches that wallet.
 */
const receiverBy = (column: string) =>
  prepared(
    `chain_receiver_by_${column}`,
    `SELECT w.native_address, w.evm_address FROM users u JOIN wallets w ON w.user_id = u.id
    WHERE lower(u.${column}) = $1::text ORDER BY w.created_at, w.id LIMIT 1`,
  );
const RECEIVER_BY_EMAIL = receiverBy('email');
const RECEIVER_BY_USERNAME = receiverBy('username');

async function resolveReceiver(deps: Deps, chainId: string, to: string): Promise<string> {
  const kind = chainKind(chainId);
  const value = to.trim();
  if (kind === 'native' && isNativeAddress(value)) return value;
  if (kind === 'evm' && isEvmAddress(value)) return toChecksumAddress(value);
  const byEmail = value.includes('@') && !value.startsWith('@');
  const name = value.replace(/^@/, '').toLowerCase();
  const [row] = await runPrepared<{ native_address: string; evm_address: string }>(
    deps.db,
    byEmail ? RECEIVER_BY_EMAIL : RECEIVER_BY_USERNAME,
    [name],
  );
  if (!row) throw invalid('to', 'Invalid receiver address');
  return addressOn({ nativeAddress: row.native_address, evmAddress: row.evm_address }, chainId);
}

export function baseUnitsOf(chainId: string, symbol: string, amount: string): bigint {
  const asset = assetBySymbol(chainId, symbol);
  if (!asset) throw invalid('symbol', `No token ${symbol} on chain ${chainId}`);
  try {
    return parseAmount(amount, asset.decimals);
  } catch {
    throw invalid('amount', `Use at most ${asset.decimals} decimals`);
  }
}

/** The request -> the ledger operation (amounts in base units), for a wallet's addresses. */
function toOp(
  wallet: { nativeAddress: string; evmAddress: string },
  body: TransferPreviewRequest,
  receiver: string,
  requestId?: string,
): ChainOp {
  const { chainId } = body;
  const amount = baseUnitsOf(chainId, body.symbol, body.amount);
  const memo = body.memo ? body.memo : undefined;
  const base = { chainId, ...(memo ? { memo } : {}), ...(requestId ? { requestId } : {}) };
  const delegator = wallet.nativeAddress;
  switch (body.transferType) {
    case 'send':
      return {
        ...base,
        type: 'send',
        from: addressOn(wallet, chainId),
        to: receiver,
        symbol: body.symbol,
        amount,
      };
    case 'delegate':
    case 'undelegate':
      return { ...base, type: body.transferType, delegator, validator: body.to, amount };
    case 'move-delegation':
      if (!body.from) throw invalid('from', 'Choose the validator the stake moves from');
      return {
        ...base,
        type: 'moveDelegation',
        delegator,
        fromValidator: body.from,
        toValidator: body.to,
        amount,
      };
    case 'cancel-undelegate': {
      const height = Number(body.creationHeight);
      if (!body.creationHeight || !Number.isSafeInteger(height) || height < 1) {
        throw invalid('creationHeight', 'Choose the unstake to cancel (its creation height)');
      }
      return {
        ...base,
        type: 'cancelUndelegate',
        delegator,
        validator: body.to,
        amount,
        creationHeight: height,
      };
    }
    case 'claim-rewards':
      throw invalid('transferType', 'Claims are not operations of the ledger');
  }
}

/**
 * What a request checks before anything else: the chain, the amount and the receiver. A wallet
 * that is not the caller's answers 404 before any of them (checked only when one fails: the
 * passcode reservation checks ownership on the way that succeeds).
 */
async function validRequest(
  deps: Deps,
  ref: WalletRef,
  body: TransferPreviewRequest,
): Promise<string> {
  try {
    // The EVM network is unknown here unless a node serves it.
    if (!servedChain(deps, body.chainId)) throw invalid('chainId', `Unknown chain ${body.chainId}`);
    baseUnitsOf(body.chainId, body.symbol, body.amount);
    return body.transferType === 'send'
      ? await resolveReceiver(deps, body.chainId, body.to)
      : body.to;
  } catch (error) {
    if (!(await ownsWallet(deps, ref))) throw walletNotFound();
    throw error;
  }
}

/** A send on the EVM network as a preview, before the node's fee: no memos there. */
function evmSendPreview(op: SendOp): OpPreview {
  const asset = assetBySymbol(op.chainId, op.symbol);
  if (!asset) throw invalid('symbol', `No token ${op.symbol} on chain ${op.chainId}`);
  if (op.amount <= 0n) throw invalid('amount', 'Amount must be greater than 0');
  if (op.memo) throw invalid('memo', 'Memos are only supported on the native chain');
  return {
    chainId: op.chainId,
    type: 'send',
    from: op.from,
    to: op.to,
    amount: op.amount,
    symbol: asset.symbol,
    denom: asset.denom,
    fee: 0n,
    feeDenom: 'wei',
    feeSymbol: 'ETH',
  };
}

/** The answer to a transfer (and to its replays): from its ledger record. */
export function transferResponse(deps: Deps, tx: TxRecord): TransferResponse {
  return {
    transactionHash: tx.hash,
    to: tx.to,
    // For move-delegation the client's `from` is the current validator.
    from: tx.type === 'moveDelegation' ? (tx.fromValidator ?? tx.from) : tx.from,
    amount: display(tx.chainId, tx.denom, tx.amount),
    gasFee: display(tx.chainId, tx.feeDenom, tx.fee),
    blockExplorerLink: explorerLink(deps.config, tx.hash, tx.chainId),
  };
}

/** The wallet (its owner checked) with its balances on a chain, per denom. */
const PREVIEW_WALLET = prepared(
  'chain_preview_wallet',
  `SELECT w.native_address, w.evm_address,
    (SELECT coalesce(json_object_agg(b.denom, b.amount::text), '{}'::json) FROM ledger_balances b
     WHERE b.chain_id = $3::text AND b.account IN (w.native_address, w.evm_address)) AS balances
  FROM wallets w WHERE w.id = $1::text AND w.user_id = $2::text`,
);

export async function transferPreview(
  deps: Deps,
  ref: WalletRef,
  body: TransferPreviewRequest,
): Promise<TransferPreviewResponse> {
  if (body.transferType === 'claim-rewards') return previewClaim(deps, ref, body);
  const receiver = await validRequest(deps, ref, body);
  const [wallet] = await runPrepared<{
    native_address: string;
    evm_address: string;
    balances: unknown;
  }>(deps.db, PREVIEW_WALLET, [ref.walletId, ref.userId, body.chainId]);
  if (!wallet) throw walletNotFound();
  const addresses = { nativeAddress: wallet.native_address, evmAddress: wallet.evm_address };
  const op = toOp(addresses, body, receiver);
  const evm = deps.evm;
  const preview = await chainCall(() => {
    if (op.type === 'send' && evm && chainKind(op.chainId) === 'evm') {
      // The node's gas estimate and fee data; it refuses a sender who cannot pay.
      const plan = evmSendPreview(op);
      return previewEvmSend(evm, op).then((fee) => ({ ...plan, fee }));
    }
    if (op.type !== 'send') {
      return runLockedOp(
        deps,
        op.chainId,
        async (ctx) => {
          const plan = await planOp(ctx, op);
          await plan.checkFunds();
          return plan.preview;
        },
        { lock: false },
      );
    }
    const plan = planSendTransfer(ledgerEnv(deps, op.chainId), op).preview;
    // The send's balances came with the wallet: what it pays, per denom, against what it holds.
    const held = wallet.balances as Record<string, string>;
    const needs = new Map([[plan.denom, plan.amount]]);
    needs.set(plan.feeDenom, (needs.get(plan.feeDenom) ?? 0n) + plan.fee);
    for (const [denom, needed] of needs) {
      if (BigInt(held[denom] ?? '0') < needed) throw insufficientFunds();
    }
    return Promise.resolve(plan);
  });
  return {
    amount: display(preview.chainId, preview.denom, preview.amount),
    gasFeeEstimate: display(preview.chainId, preview.feeDenom, preview.fee),
    to: preview.to,
    from: op.type === 'moveDelegation' ? op.fromValidator : preview.from,
  };
}

/** Stripe's rule: the body a key was first used with (the passcode left out). */
function fingerprintOf(body: TransferRequest): string {
  const { walletPasscode: _secret, ...request } = body;
  const sorted = Object.fromEntries(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

function keyReused() {
  return invalid(
    'Idempotency-Key',
    'This Idempotency-Key was already used with a different request',
  );
}

const FIRST_OF = prepared(
  'chain_first_of_request',
  `SELECT ${TX_COLUMNS_TEXT}, t.request_fingerprint FROM ledger_transactions t WHERE t.request_id = $1::text`,
);

/** The first transaction of a request id, if any; 422 when it was made by another request. */
async function firstOf(deps: Deps, requestId: string, fingerprint: string) {
  const [row] = await runPrepared<Record<string, unknown>>(deps.db, FIRST_OF, [requestId]);
  if (!row) return undefined;
  const used = row.request_fingerprint as string | null;
  if (used !== null && used !== fingerprint) throw keyReused();
  return txOf(row);
}

/** Whether the passcode check was finished by the write (else the caller finishes it). */
export interface CheckFinish {
  finished: boolean;
}

/**
 * A send: the passcode check is reserved (one statement) and run outside any transaction, then
 * ONE statement writes the transfer (see runTransferStatement). A receiver given by name costs
 * one more statement; a replay answers the first transaction.
 */
async function submitSend(
  deps: Deps,
  check: ReservedCheck,
  op: ChainOp & { type: 'send' },
  body: TransferRequest,
  request: { id: string; fingerprint: string } | undefined,
  done: CheckFinish,
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
  const earlier = request && (await firstOf(deps, request.id, request.fingerprint));
  if (!earlier) throw new Error('A transfer was neither written nor found');
  return earlier;
}

/**
 * Submits a transfer. The request is validated first, then the wallet passcode is checked
 * (reserved atomically, argon2id outside any transaction), then the operation is written: a
 * send in one statement, a staking message in a transaction locking only its rows. An
 * Idempotency-Key becomes the ledger's request id, scoped to the wallet across every chain: the
 * same key with the same body answers the first transaction, with another body 422.
 *
 * `input.session`: the caller's session, confirmed live by the passcode reservation's statement
 * (mount's sessionCheckedInStatement); a request refused before that confirms it first, so an
 * ended session hears 401 and nothing else.
 */
export async function submitTransfer(
  deps: Deps,
  input: WalletRef & { passcode: string },
  body: TransferRequest,
  idempotencyKey: string | undefined,
): Promise<TransferResponse> {
  try {
    return await transferOnce(deps, input, body, idempotencyKey);
  } catch (error) {
    if (input.session && !(await isSessionLive(deps.db, input.session))) throw unauthenticated();
    throw error;
  }
}

async function transferOnce(
  deps: Deps,
  input: WalletRef & { passcode: string },
  body: TransferRequest,
  idempotencyKey: string | undefined,
): Promise<TransferResponse> {
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey.length === 0 || idempotencyKey.length > MAX_IDEMPOTENCY_KEY)
  ) {
    throw invalid(
      'Idempotency-Key',
      `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY} characters`,
    );
  }
  const request = idempotencyKey
    ? { id: `${input.walletId}:${idempotencyKey}`, fingerprint: fingerprintOf(body) }
    : undefined;
  const claim = body.transferType === 'claim-rewards';
  if (claim && chainKind(body.chainId) !== 'native') {
    throw invalid('chainId', `Chain ${body.chainId} has no staking`);
  }
  const receiver = claim ? body.to : await validRequest(deps, input, body);
  const check = await beginSpend(deps, input);
  const done: CheckFinish = { finished: false };
  try {
    const tx = await chainCall(async () => {
      const op = claim ? undefined : toOp(check.row, body, receiver, request?.id);
      if (op?.type === 'send' && deps.evm && chainKind(op.chainId) === 'evm') {
        return submitEvmSend(deps, deps.evm, {
          mnemonic: check.mnemonic,
          walletId: check.row.id,
          op,
          body,
          request,
          firstOf: (id, fingerprint) => firstOf(deps, id, fingerprint),
        });
      }
      if (op?.type === 'send') return submitSend(deps, check, op, body, request, done);
      const earlier = request && (await firstOf(deps, request.id, request.fingerprint));
      if (earlier) return earlier;
      if (!op) {
        return claimRewards(deps, check, body, request, done, (id, fingerprint) =>
          firstOf(deps, id, fingerprint),
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
        const first = request && (await firstOf(deps, request.id, request.fingerprint));
        if (first) return first;
        throw error;
      }
    });
    return transferResponse(deps, tx);
  } finally {
    // The passcode was right: its check ends whatever became of the transfer.
    if (!done.finished) await recordRight(deps, check.row.id);
  }
}
