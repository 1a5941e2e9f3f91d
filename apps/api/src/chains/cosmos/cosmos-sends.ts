import { toBase64, fromBase64 } from '@cosmjs/encoding';
import { SigningStargateClient } from '@cosmjs/stargate';
import { translate } from '@optwallet/domain';
import type { TxRecord } from '@optwallet/ledger';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { and, desc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cosmosSignedTxs, ledgerTransactions, transactionNotes } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError } from '../../lib/errors';
import { txRow } from '../history-rows';
import { type CosmosOp, GAS_LIMITS, accountOn, feeOf, messagesOf, signerOf } from './messages';
import { type CosmosNode, isUnreachable, txHashOf } from './node-client';
import { phraseKey } from './phrase-key';
import { feeGranterForSend } from './fee-allowances';
import { type Refusal, refusalError } from './refusals';
import { inSignerTurn } from './signer-turns';

/**
 * The product's OPT transactions on a Cosmos SDK node, safe across a crash (as evm-sends.ts).
 *
 * 0. Turn: one send of a signer at a time in this process, from taking the sequence to the
 *    node's answer (signer-turns.ts). A refused transaction is forgotten before the next send
 *    takes a sequence, so the next takes its sequence again: a refusal costs no other send a 32.
 * 1. Record: in ONE database transaction under a lock on the signer, the sequence is taken (one
 *    past the highest the product signed for it that is pending or in a block; on the signer's
 *    first send in this process, with nothing of ours to count from, or after a 32: the lowest
 *    from the node's account sequence on that no pending or included transaction of ours
 *    holds), the TxRaw signed (SIGN_MODE_DIRECT with the wallet's own key), and its 'pending'
 *    history row, bytes (cosmos_signed_txs) and note written. Nothing reaches the node before
 *    this commits; the request id's unique index makes a replayed Idempotency-Key answer the
 *    first. Before this, the node's balance must pay amount and fee (assertAffordable); the fee
 *    is none of the wallet's while the product's fee allowance covers it (the transaction names
 *    the fee payer as `fee.granter`, fee-allowances.ts). So a send makes three node calls: that
 *    balance, its simulation and its broadcast (the account number is read once per process),
 *    and a fourth, the allowance, while the wallet holds one. A refusal of the allowance signs
 *    again with the wallet paying.
 * 2. Simulate, then broadcast (broadcast_tx_sync). A failure the simulation foresees (a message
 *    that would fail in its block, the fee charged) or a refusal: the row goes (under the
 *    signer's lock), the SDK's code is the API's error (a wrong sequence — the key signed elsewhere, or another replica's
 *    transaction below ours was refused — signs again, with the node's, up to twice). No
 *    answer: the row stays pending, reconcile sends the same bytes again, in the signer's turn
 *    and under its lock, and only while the row is still pending: bytes whose row is gone (and
 *    whose sequence another send may hold) never reach the node again.
 * 3. The follower settles it from the block that holds it (success, or failed with its code:
 *    as on any Cosmos SDK chain, a message that fails in the block, e.g. an overdraw of funds
 *    spent elsewhere meanwhile, still pays its fee and uses its sequence).
 */

/** The wallet's key for this chain; its address must be the stored one re-encoded. */
async function walletSigner(node: CosmosNode, mnemonic: string, stored: string) {
  const signer = await phraseKey(mnemonic, node.config.bech32Prefix);
  if (signer.address !== accountOn(node.config, stored)) {
    throw new Error('The wallet phrase does not derive its stored OPT address');
  }
  return signer;
}

/** Signs the operation at a sequence (offline: account number, sequence and chain id given). */
async function signAt(
  node: CosmosNode,
  signer: Signer,
  op: CosmosOp,
  memo: string,
  at: { accountNumber: bigint; sequence: number },
): Promise<Uint8Array> {
  const client = await SigningStargateClient.offline(signer.wallet);
  const { config } = node;
  // A fee granter named: the product's fee payer pays (gasless first sends, fee-allowances.ts).
  const fee = {
    amount: [{ denom: config.denom, amount: feeOf(config, op).toString() }],
    gas: String(GAS_LIMITS[op.type]),
    ...(signer.granter ? { granter: signer.granter } : {}),
  };
  const raw = await client.sign(signer.address, messagesOf(config, op), fee, memo, {
    ...at,
    chainId: config.chainId,
  });
  return TxRaw.encode(raw).finish();
}

/**
 * The lowest sequence from the node's on that no pending or included signed transaction of the
 * signer holds. Included ones count too: the node's sequence read before the lock may predate
 * them (another replica's, just settled), and a sequence the chain has used is refused (32). A
 * sequence below a pending one is free when the transaction that held it was refused (another
 * replica's, signed while ours was pending): taken again, it is the one the node waits for.
 */
async function nextSequence(db: Db, chainId: string, from: string, chainSequence: number) {
  const rows = await db
    .select({ sequence: cosmosSignedTxs.sequence })
    .from(cosmosSignedTxs)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.hash, cosmosSignedTxs.hash))
    .where(
      and(
        eq(cosmosSignedTxs.chainId, chainId),
        eq(cosmosSignedTxs.fromAddress, from),
        gte(cosmosSignedTxs.sequence, chainSequence),
        or(
          and(eq(ledgerTransactions.height, 0), eq(ledgerTransactions.status, 'pending')),
          gt(ledgerTransactions.height, 0),
        ),
      ),
    );
  const held = new Set(rows.map((row) => row.sequence));
  let sequence = chainSequence;
  while (held.has(sequence)) sequence += 1;
  return sequence;
}

/**
 * One past the highest sequence the product signed for the signer that is or may be used on the
 * chain: pending (broadcast or about to be), or in a block (success, or failed with its code —
 * a block's failed transaction used its sequence too). Rows the node refused are gone, and a
 * pending row reconcile found unusable is `failed` at height 0. Undefined: none to go by.
 */
async function sequenceAfterOurs(db: Db, chainId: string, from: string) {
  const [row] = await db
    .select({ sequence: cosmosSignedTxs.sequence })
    .from(cosmosSignedTxs)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.hash, cosmosSignedTxs.hash))
    .where(
      and(
        eq(cosmosSignedTxs.chainId, chainId),
        eq(cosmosSignedTxs.fromAddress, from),
        sql`NOT (${ledgerTransactions.status} = 'failed' AND ${ledgerTransactions.height} = 0)`,
      ),
    )
    .orderBy(desc(cosmosSignedTxs.sequence))
    .limit(1);
  return row ? row.sequence + 1 : undefined;
}

/**
 * Account numbers never change: each signer's is read from the node once per process (with its
 * sequence), then the sequence is the product's own count (sequenceAfterOurs) and the node is
 * asked again only when it refuses one (32: the key signed elsewhere too, e.g. in Keplr).
 */
const accountNumbers = new WeakMap<CosmosNode, Map<string, bigint>>();

function knownAccountNumber(node: CosmosNode, address: string): bigint | undefined {
  return accountNumbers.get(node)?.get(address);
}

async function readAccount(node: CosmosNode, address: string) {
  const account = await reachable(() => node.account(address));
  if (!account) throw refusalError({ code: 5, codespace: 'sdk', log: '' });
  let known = accountNumbers.get(node);
  if (!known) accountNumbers.set(node, (known = new Map<string, bigint>()));
  known.set(address, account.accountNumber);
  return account;
}

export interface CosmosSubmit {
  mnemonic: string;
  walletId: string;
  op: CosmosOp;
  /** The history row of the signed transaction (pending), given its hash and the wallet's fee. */
  record: (hash: string, fee: bigint) => TxRecord;
  memo: string;
  request: { id: string; fingerprint: string } | undefined;
  description: string;
  firstOf: () => Promise<TxRecord | undefined>;
}

/**
 * The record an earlier request with the same Idempotency-Key made, once it is known to stand:
 * settled, or its transaction on the node. While it is pending and not on the node, its request
 * may still see it refused and sign again under another hash (a sequence left unusable by a
 * refused transaction before it), so this waits (up to 10 s) rather than answer a hash that may
 * never reach the chain; gone, there is no earlier record.
 */
async function firstKnown(
  node: CosmosNode,
  firstOf: () => Promise<TxRecord | undefined>,
): Promise<TxRecord | undefined> {
  for (let tries = 0; tries < 100; tries += 1) {
    const first = await firstOf();
    if (!first || first.status !== 'pending') return first;
    // A node that does not answer cannot say: the record stands as it is (reconcile sends it).
    if (await node.included(first.hash).catch(() => true)) return first;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return firstOf();
}

/**
 * The balance must pay the amount and the fee before anything is signed: on a Cosmos SDK chain a
 * message that overdraws passes CheckTx and fails in its block, the fee charged. The node's bank
 * balance (its open block: what it accepted so far) answers, so the user hears 422 and pays
 * nothing. Sends racing each other (or the key spending elsewhere) can still fail in a block:
 * the follower settles such a transaction as failed, with its fee.
 */
async function assertAffordable(node: CosmosNode, signer: Signer, op: CosmosOp): Promise<void> {
  const amount =
    op.type === 'send' || op.type === 'delegate' || op.type === 'createValidator' ? op.amount : 0n;
  const fee = signer.granter ? 0n : feeOf(node.config, op);
  const balance = await reachable(() => node.balance(signer.address));
  if (balance < amount + fee) {
    throw refusalError({ code: 5, codespace: 'sdk', log: '' });
  }
}

/** The node does not answer before anything is recorded: 503, nothing was sent. */
async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnreachable(error)) throw new HttpError(503, translate('error.could_not_process'));
    throw error;
  }
}

/** The wallet's key, and the fee granter its transaction names when the product pays the fee. */
type Signer = Awaited<ReturnType<typeof walletSigner>> & { granter?: string | undefined };

/** The ante's refusal of a fee granter's allowance (none, expired, or short of the fee). */
function isAllowanceRefusal(outcome: Refusal): boolean {
  return (
    outcome.codespace === 'feegrant' ||
    /does not allow to pay fees|fee-grant not found/.test(outcome.log)
  );
}

/**
 * Signings of one send: a 32 signs again at the node's sequence (the key signed elsewhere, or a
 * transaction of another replica was refused below ours), at most twice.
 */
const MAX_ATTEMPTS = 3;

/** What one turn of a send came to (see `recordAndBroadcast`). */
type Step =
  | { kind: 'ask the node' }
  | { kind: 'key taken' }
  | { kind: 'sent'; record: TxRecord }
  | { kind: 'refused'; outcome: Refusal; account: Awaited<ReturnType<CosmosNode['account']>> };

/** Signs, records and broadcasts one operation (see the top of this file). */
export async function submitCosmos(
  deps: Deps,
  node: CosmosNode,
  input: CosmosSubmit,
): Promise<TxRecord> {
  const earlier = await firstKnown(node, input.firstOf);
  if (earlier) return earlier;
  const stored = signerOf(input.op);
  const signer: Signer = {
    ...(await walletSigner(node, input.mnemonic, stored)),
    granter: await reachable(() =>
      feeGranterForSend(deps, node, stored, feeOf(node.config, input.op)),
    ),
  };
  await assertAffordable(node, signer, input.op);
  const chainId = node.config.chainId;
  // The node's account (number and sequence), when this attempt goes by it: the first send of
  // the signer in this process, no signed transaction of ours to count from, or a 32.
  let fromNode: { accountNumber: bigint; sequence: number } | undefined;
  let rerecords = 0;
  for (let attempt = 1; ;) {
    const accountNumber = fromNode?.accountNumber ?? knownAccountNumber(node, signer.address);
    if (accountNumber === undefined) {
      fromNode = await readAccount(node, signer.address);
      continue;
    }
    const chainSequence = fromNode?.sequence;
    const step = await inSignerTurn(chainId, stored, () =>
      recordAndBroadcast(deps, node, { ...signer, stored }, input, {
        accountNumber,
        chainSequence,
      }),
    );
    if (step.kind === 'sent') return step.record;
    if (step.kind === 'ask the node') {
      fromNode = await readAccount(node, signer.address);
      continue;
    }
    if (step.kind === 'key taken') {
      const first = await firstKnown(node, input.firstOf);
      if (first) return first;
      // The other request's record was refused meanwhile: this one signs after all.
      rerecords += 1;
      if (rerecords < 5) continue;
      throw new Error('A transaction was neither written nor found');
    }
    const { outcome } = step;
    if (signer.granter && isAllowanceRefusal(outcome)) {
      // The allowance did not cover it after all (spent or expired meanwhile): the wallet pays.
      signer.granter = undefined;
      await assertAffordable(node, signer, input.op);
      continue;
    }
    if (outcome.codespace === 'sdk' && outcome.code === 32 && attempt < MAX_ATTEMPTS) {
      // A sequence the node does not expect (the key signed elsewhere, or another replica's
      // send was refused below ours): signed again from the node's (nextSequence).
      attempt += 1;
      fromNode = step.account ?? (await readAccount(node, signer.address));
      continue;
    }
    throw refusalError(outcome);
  }
}

/**
 * One turn of a send (inSignerTurn: no other send of the signer in this process meanwhile): the
 * sequence taken, the transaction signed and recorded in one database transaction, broadcast,
 * and forgotten if the node refused it — so the next send of the signer takes its sequence again.
 */
async function recordAndBroadcast(
  deps: Deps,
  node: CosmosNode,
  signer: Signer & { stored: string },
  input: CosmosSubmit,
  at: { accountNumber: bigint; chainSequence: number | undefined },
): Promise<Step> {
  const { stored } = signer;
  const chainId = node.config.chainId;
  const recorded = await deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    await lockSigner(db, chainId, stored);
    const sequence =
      at.chainSequence === undefined
        ? await sequenceAfterOurs(db, chainId, stored)
        : await nextSequence(db, chainId, stored, at.chainSequence);
    if (sequence === undefined) return 'ask the node' as const;
    const raw = await signAt(node, signer, input.op, input.memo, {
      accountNumber: at.accountNumber,
      sequence,
    });
    const record = input.record(txHashOf(raw), signer.granter ? 0n : feeOf(node.config, input.op));
    const [written] = await db
      .insert(ledgerTransactions)
      .values({ ...txRow(record), requestFingerprint: input.request?.fingerprint ?? null })
      .onConflictDoNothing()
      .returning({ hash: ledgerTransactions.hash });
    if (!written) return 'key taken' as const;
    await db.insert(cosmosSignedTxs).values({
      hash: record.hash,
      chainId,
      fromAddress: stored,
      sequence,
      raw: toBase64(raw),
    });
    if (input.description) {
      await db
        .insert(transactionNotes)
        .values({ walletId: input.walletId, description: input.description, txHash: record.hash })
        .onConflictDoNothing();
    }
    return { record, raw, sequence };
  });
  if (typeof recorded === 'string') return { kind: recorded };
  const foreseen = await simulatedFailure(node, recorded.raw);
  if (foreseen) {
    await forget(deps, { chainId, from: stored }, recorded.record.hash);
    return { kind: 'refused', outcome: foreseen, account: undefined };
  }
  let turn: Awaited<ReturnType<typeof broadcastInTurn>>;
  try {
    turn = await broadcastInTurn(
      deps,
      node,
      { ...signer, sequence: recorded.sequence },
      recorded.raw,
    );
  } catch (error) {
    // No answer: the bytes are recorded; reconcile sends them again.
    deps.logger.warn(
      { hash: recorded.record.hash, error: String(error) },
      'OPT broadcast unanswered',
    );
    return { kind: 'sent', record: recorded.record };
  }
  const { outcome, account } = turn;
  if (outcome.code === 0 || (await nodeHasBytes(node, recorded.record.hash, outcome))) {
    return { kind: 'sent', record: recorded.record };
  }
  await forget(deps, { chainId, from: stored }, recorded.record.hash);
  return { kind: 'refused', outcome, account };
}

/**
 * What the node's Simulate foresees for signed bytes, when it is a failure: on a Cosmos SDK
 * chain a message that fails (an unknown validator, more than delegated, …) passes CheckTx and
 * fails in its block, the fee charged; simulated first, it is the user's 422 and costs nothing,
 * as before. A wrong sequence is no verdict (an earlier send of ours may not have reached the
 * node yet: the broadcast's 32 handling decides), nor is a node that does not answer (the
 * broadcast tells).
 */
async function simulatedFailure(node: CosmosNode, raw: Uint8Array): Promise<Refusal | undefined> {
  let outcome: Refusal;
  try {
    outcome = await node.simulate(raw);
  } catch {
    return undefined;
  }
  if (outcome.code === 0 || (outcome.codespace === 'sdk' && outcome.code === 32)) return undefined;
  return outcome;
}

/** Whether a pending signed transaction of the signer holds this sequence. */
async function pendingAt(db: Db, node: CosmosNode, from: string, sequence: number) {
  const [row] = await db
    .select({ hash: cosmosSignedTxs.hash })
    .from(cosmosSignedTxs)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.hash, cosmosSignedTxs.hash))
    .where(
      and(
        eq(cosmosSignedTxs.chainId, node.config.chainId),
        eq(cosmosSignedTxs.fromAddress, from),
        eq(cosmosSignedTxs.sequence, sequence),
        eq(ledgerTransactions.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Broadcasts; while the node answers 32 with the account's sequence still before ours, an earlier
 * transaction of the signer (another request, another replica: signed first under the lock, but
 * broadcast after it) has not reached the node yet, and the same bytes become valid when it has:
 * they are broadcast again (for up to 5 s). Signing again would change the hash, which a
 * concurrent request with the same Idempotency-Key may already have answered. Answers the node's
 * outcome and the account as last read (a 32's retry signs at its sequence without a new read).
 */
async function broadcastInTurn(
  deps: Deps,
  node: CosmosNode,
  signer: { address: string; stored: string; sequence: number },
  raw: Uint8Array,
): Promise<{
  outcome: Awaited<ReturnType<CosmosNode['broadcast']>>;
  account: Awaited<ReturnType<CosmosNode['account']>>;
}> {
  const { sequence } = signer;
  let outcome = await node.broadcast(raw);
  let account: Awaited<ReturnType<CosmosNode['account']>>;
  for (
    let tries = 0;
    tries < 50 && outcome.codespace === 'sdk' && outcome.code === 32;
    tries += 1
  ) {
    account = await node.account(signer.address);
    if (!account || account.sequence > sequence) break;
    // No pending transaction holds the sequence the node waits for (it was refused): ours never fits.
    if (
      account.sequence < sequence &&
      !(await pendingAt(deps.db, node, signer.stored, account.sequence))
    ) {
      break;
    }
    if (account.sequence < sequence) await new Promise((resolve) => setTimeout(resolve, 100));
    outcome = await node.broadcast(raw);
  }
  return { outcome, account };
}

/**
 * Whether a refusal of bytes we recorded only says the node already has them: another
 * broadcast of the same bytes came first (a reconcile pass, another replica). A Cosmos SDK
 * mempool says so ("tx already exists in cache", which node-client.ts answers as code 19); bytes
 * that left its cache (a restarted node, or failed in a block) meet a used sequence (32): then
 * the next committed block tells. Read as a refusal, the request would sign the transfer again (the funds moving
 * twice) and reconcile would mark failed a transfer the next block holds.
 */
async function nodeHasBytes(
  node: CosmosNode,
  hash: string,
  outcome: { code: number; codespace: string; log: string },
): Promise<boolean> {
  if (/already (exists|in mempool)/i.test(outcome.log)) return true;
  if (outcome.codespace !== 'sdk' || outcome.code !== 32) return false;
  const open = (await node.latestHeight()) + 1;
  const deadline = Date.now() + 60_000;
  while ((await node.latestHeight()) < open && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return node.included(hash);
}

/**
 * The signer's lock in the database, until the transaction ends: the sequence is taken, a refused
 * row forgotten and a recorded row sent again by reconcile under it, across replicas too.
 */
async function lockSigner(db: Db, chainId: string, from: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cosmos-seq:${chainId}:${from}`}))`);
}

/** A recorded transaction the node refused: its row, bytes and note go (under the signer's lock). */
async function forget(
  deps: Deps,
  signer: { chainId: string; from: string },
  hash: string,
): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const db = trx as unknown as Db;
    await lockSigner(db, signer.chainId, signer.from);
    await db.delete(transactionNotes).where(eq(transactionNotes.txHash, hash));
    await db.delete(ledgerTransactions).where(eq(ledgerTransactions.hash, hash));
  });
}

/**
 * Pending signed transactions the node does not have (the API died before or during their
 * broadcast): sent again with their own bytes; refused (their sequence was used, the funds are
 * gone) they are 'failed' with no fee, nothing of them happened on the chain. A row is sent in its
 * signer's turn (after the sends queued before it: skipping a busy signer starved a wallet that
 * sends without pause, whose lost transactions then never went out again) and under its lock, only
 * if it is still pending then: its request may have forgotten it, refused, and given its sequence
 * to another send since this pass read it — its bytes must never reach the node after that (they
 * could become valid, the funds moving for a send the user was told failed).
 */
export async function reconcileCosmos(deps: Deps, node: CosmosNode): Promise<number> {
  const { chainId } = node.config;
  const pending = (hash: string) =>
    and(
      eq(ledgerTransactions.hash, hash),
      eq(ledgerTransactions.height, 0),
      eq(ledgerTransactions.status, 'pending'),
    );
  const rows = await deps.db
    .select({
      hash: cosmosSignedTxs.hash,
      raw: cosmosSignedTxs.raw,
      from: cosmosSignedTxs.fromAddress,
    })
    .from(cosmosSignedTxs)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.hash, cosmosSignedTxs.hash))
    .where(
      and(
        eq(cosmosSignedTxs.chainId, chainId),
        eq(ledgerTransactions.height, 0),
        eq(ledgerTransactions.status, 'pending'),
      ),
    )
    .orderBy(cosmosSignedTxs.fromAddress, cosmosSignedTxs.sequence);
  let repaired = 0;
  for (const row of rows) {
    if (await node.included(row.hash)) continue;
    const outcome = await inSignerTurn(chainId, row.from, () =>
      deps.db.transaction(async (trx) => {
        const db = trx as unknown as Db;
        await lockSigner(db, chainId, row.from);
        const [still] = await db
          .select({ hash: ledgerTransactions.hash })
          .from(ledgerTransactions)
          .where(pending(row.hash));
        return still ? node.broadcast(fromBase64(row.raw)) : undefined;
      }),
    );
    // Gone or settled meanwhile; or the node having these bytes already is not a refusal of them.
    if (!outcome || outcome.code === 0 || (await nodeHasBytes(node, row.hash, outcome))) continue;
    await deps.db
      .update(ledgerTransactions)
      .set({ status: 'failed', fee: 0n, completedOn: deps.clock().getTime() })
      .where(pending(row.hash));
    repaired += 1;
  }
  return repaired;
}
