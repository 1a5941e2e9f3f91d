import { createHash } from 'node:crypto';
import type {
  TransferPreviewRequest,
  TransferPreviewResponse,
  TransferRequest,
  TransferResponse,
} from '@optwallet/contract';
import type { TxRecord } from '@optwallet/ledger';
import type { CheckFinish, ChainGateway } from '../../chains/gateway';
import { gatewayFor } from '../../chains/registry';
import { prepared, runPrepared } from '../../db/prepared';
import { unauthenticated } from '../../lib/session/require-auth';
import { invalid, walletNotFound } from '../../lib/errors';
import type { Deps } from '../../deps';
import { beginSpend, recordRight } from '../wallets';
import { isSessionLive } from '../../lib/session/sessions';
import { chainCall } from '../../chains/chain-call';
import { servedChain } from '../../chains/catalogue';
import { baseUnitsOf } from '../../chains/transfer-ops';
import { type WalletRef, ownsWallet } from './wallet-reads';
import { addressOn, display, explorerLink } from '../../chains/presentation';

/**
 * A transfer: body → validation (here: the chain is served, the amount parses, the receiver
 * resolves, the Idempotency-Key) → the chain's gateway (`chains/registry.ts`: OPT ledger, EVM
 * node) → response. Nothing here knows a chain family; a new family is a new gateway.
 */

const MAX_IDEMPOTENCY_KEY = 200;

/**
 * Receiver: an address of the chain, or a product user's username (optionally @) or email (their
 * first wallet). An address of the chain (its gateway's addressOf) needs no query: an EVM address is written in its EIP-55 case (the
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

export async function resolveReceiver(deps: Deps, chainId: string, to: string): Promise<string> {
  const value = to.trim();
  const address = gatewayFor(deps, chainId)?.addressOf(value);
  if (address) return address;
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

/** The answer to a transfer (and to its replays): from its ledger record. */
function transferResponse(deps: Deps, tx: TxRecord): TransferResponse {
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

/**
 * A claim's chain must have staking, for its preview and its transfer alike: someone else's
 * wallet is 404 first, then a chain not served or without staking 422 on chainId.
 */
async function stakingGateway(deps: Deps, ref: WalletRef, chainId: string): Promise<ChainGateway> {
  const gateway = gatewayFor(deps, chainId);
  if (gateway?.staking) return gateway;
  if (!(await ownsWallet(deps, ref))) throw walletNotFound();
  throw invalid(
    'chainId',
    gateway ? `Chain ${chainId} has no staking` : `Unknown chain ${chainId}`,
  );
}

/** The gateway of a chain validRequest found served. */
function servedGateway(deps: Deps, chainId: string): ChainGateway {
  const gateway = gatewayFor(deps, chainId);
  if (!gateway) throw new Error(`No gateway for the served chain ${chainId}`);
  return gateway;
}

export async function transferPreview(
  deps: Deps,
  ref: WalletRef,
  body: TransferPreviewRequest,
): Promise<TransferPreviewResponse> {
  if (body.transferType === 'claim-rewards') {
    const gateway = await stakingGateway(deps, ref, body.chainId);
    return chainCall(() => gateway.preview(deps, { ref, body, receiver: body.to }));
  }
  const receiver = await validRequest(deps, ref, body);
  const gateway = servedGateway(deps, body.chainId);
  return chainCall(() => gateway.preview(deps, { ref, body, receiver }));
}

/** Stripe's rule: the body a key was first used with (the passcode left out). */
function fingerprintOf(body: TransferRequest): string {
  const { walletPasscode: _secret, ...request } = body;
  const sorted = Object.fromEntries(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
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
  const receiver = claim ? body.to : await validRequest(deps, input, body);
  const gateway = claim
    ? await stakingGateway(deps, input, body.chainId)
    : servedGateway(deps, body.chainId);
  const check = await beginSpend(deps, input);
  const done: CheckFinish = { finished: false };
  try {
    const tx = await chainCall(() =>
      gateway.submit(deps, { check, body, receiver, request, done }),
    );
    return transferResponse(deps, tx);
  } finally {
    // The passcode was right: its check ends whatever became of the transfer.
    if (!done.finished) await recordRight(deps, check.row.id);
  }
}
