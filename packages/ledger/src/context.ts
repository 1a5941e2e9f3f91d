import type { TokenSymbol } from '@optwallet/domain';
import { systemAccounts, type SystemAccounts } from './addresses';
import { chainSpec, type ChainSpec, type LedgerConfig } from './config';
import { LedgerError } from './errors';
import { txHash } from './hash';
import { assertBalanced } from './postings';
import type { LedgerState } from './state';
import type { ChainHead, ChainId, Posting, StoredTxType, TxRecord, TxStatus } from './types';

/**
 * What planning an operation needs without reading any state: the chain's settings, its module
 * accounts, the call's clock and where transaction hashes get their nonce. A send or a faucet
 * drip is planned from this alone; the state stamps its block when it commits.
 */
export interface ChainEnv {
  config: LedgerConfig;
  spec: ChainSpec;
  accounts: SystemAccounts;
  /** The call's wall-clock reading, epoch ms. */
  clockMs: number;
  /** A value never used before for a hash of this ledger (a counter in memory, random bytes on a server). */
  nonce: () => string;
  /**
   * A node that produces its own blocks (apps/optchain) records everything of a call, settlements
   * included, in the block it is building: heights then count blocks, not time. Unset, the height
   * follows the time (`heightAt`). Reward accrual follows the time either way (`accrualHeight`).
   */
  blockHeight?: number;
}

/** One chain opened for one gateway call: the env plus the state, the head and the block. */
export interface ChainContext extends ChainEnv {
  state: LedgerState;
  head: ChainHead;
  /** Chain time of the call (or of the settled event), and its block height. */
  time: number;
  height: number;
}

export function chainEnv(
  config: LedgerConfig,
  chainId: ChainId,
  clockMs: number,
  nonce: () => string,
): ChainEnv {
  const spec = chainSpec(config, chainId);
  // The engine runs the native chains only: an EVM network is a real node's (apps/api).
  if (!spec || spec.kind !== 'native')
    throw new LedgerError('unknown_chain', `Unknown chain ${chainId}`, 'chainId');
  return { config, spec, accounts: systemAccounts(), clockMs, nonce };
}

/** Chain time for a wall-clock reading: the clock plus the devnet fast-forward. */
export function chainTime(head: ChainHead, clockMs: number): number {
  return clockMs + head.offsetMs;
}

/** The block containing `time` (blocks follow the time; genesis is height 1). */
export function heightAt(head: ChainHead, blockTimeMs: number, time: number): number {
  return Math.max(1, 1 + Math.floor((time - head.genesisTime) / blockTimeMs));
}

/** Opens a chain for a call: the head (created at genesis on first use) and the current block. */
export async function openChain(state: LedgerState, env: ChainEnv): Promise<ChainContext> {
  const { chainId } = env.spec;
  let head = await state.getHead(chainId);
  if (!head) {
    head = { chainId, genesisTime: env.clockMs, offsetMs: 0 };
    await state.putHead(head);
  }
  return at({ ...env, state, head, time: 0, height: 0 }, chainTime(head, env.clockMs));
}

/**
 * The same context in the block of `time`: settlements are recorded when they fell due (or, on a
 * node that builds its own blocks, in the block being built).
 */
export function at(ctx: ChainContext, time: number): ChainContext {
  return {
    ...ctx,
    time,
    height: ctx.blockHeight ?? heightAt(ctx.head, ctx.spec.blockTimeMs, time),
  };
}

/**
 * The time slot rewards accrue up to: the height the time falls in, counted in block times from
 * genesis. Equal to `ctx.height` when heights follow the time; on a node whose heights count its
 * blocks, rewards still accrue by time, so a devnet advance pays what the elapsed time earned.
 */
export function accrualHeight(ctx: ChainContext): number {
  return heightAt(ctx.head, ctx.spec.blockTimeMs, ctx.time);
}

export interface TxDraft {
  type: StoredTxType;
  from: string;
  to: string;
  amount: bigint;
  denom: string;
  symbol: TokenSymbol;
  fee: bigint;
  memo?: string | undefined;
  status: TxStatus;
  validator?: string;
  fromValidator?: string;
  toValidator?: string;
  creationHeight?: number;
  requestId?: string | undefined;
}

/**
 * A transaction's record without its block: the hash covers the chain, a nonce and the content,
 * so it is fixed before the state stamps the time (a real chain's hash does not cover the block
 * either).
 */
export function draftRecord(
  env: ChainEnv,
  draft: TxDraft,
): Omit<TxRecord, 'time' | 'height' | 'completedOn'> {
  const { chainId } = env.spec;
  const hash = txHash([
    chainId,
    env.nonce(),
    draft.type,
    draft.from,
    draft.to,
    draft.amount,
    draft.denom,
    draft.memo ?? '',
  ]);
  return {
    type: draft.type,
    from: draft.from,
    to: draft.to,
    amount: draft.amount,
    denom: draft.denom,
    symbol: draft.symbol,
    fee: draft.fee,
    status: draft.status,
    ...(draft.validator === undefined ? {} : { validator: draft.validator }),
    ...(draft.fromValidator === undefined ? {} : { fromValidator: draft.fromValidator }),
    ...(draft.toValidator === undefined ? {} : { toValidator: draft.toValidator }),
    ...(draft.creationHeight === undefined ? {} : { creationHeight: draft.creationHeight }),
    ...(draft.requestId === undefined ? {} : { requestId: draft.requestId }),
    hash,
    chainId,
    memo: draft.memo ?? '',
    feeDenom: env.spec.feeDenom,
  };
}

/** A drafted record in a block: time, height, and when it completed (now, unless pending). */
export function stampRecord(
  record: Omit<TxRecord, 'time' | 'height' | 'completedOn'>,
  time: number,
  height: number,
): TxRecord {
  const { hash, chainId, memo, feeDenom, ...content } = record;
  // Keys in the order the conformance check compares.
  return {
    ...content,
    hash,
    chainId,
    height,
    time,
    memo,
    feeDenom,
    completedOn: record.status === 'pending' ? null : time,
  };
}

/** Writes a transaction and its balanced postings together, in the context's block. */
export async function recordTx(
  ctx: ChainContext,
  draft: TxDraft,
  postings: Posting[],
): Promise<TxRecord> {
  const tx = stampRecord(draftRecord(ctx, draft), ctx.time, ctx.height);
  const entry = {
    id: `${tx.hash}:0`,
    txHash: tx.hash,
    chainId: tx.chainId,
    height: tx.height,
    time: tx.time,
    postings,
  };
  assertBalanced(entry);
  await ctx.state.putTransaction(tx);
  await ctx.state.appendEntry(entry);
  return tx;
}

/** Later postings of a pending transaction (an unbonding paid out) and its new status. */
export async function settleTx(
  ctx: ChainContext,
  hash: string,
  postings: Posting[],
  status?: TxStatus,
): Promise<void> {
  const { state } = ctx;
  const chainId = ctx.spec.chainId;
  if (postings.length > 0) {
    const n = (await state.listEntries({ txHash: hash })).length;
    const entry = {
      id: `${hash}:${n}`,
      txHash: hash,
      chainId,
      height: ctx.height,
      time: ctx.time,
      postings,
    };
    assertBalanced(entry);
    await state.appendEntry(entry);
  }
  if (status) {
    const tx = await state.getTransaction(hash);
    if (tx && tx.status === 'pending')
      await state.putTransaction({ ...tx, status, completedOn: ctx.time });
  }
}

export function insufficientFunds(): LedgerError {
  return new LedgerError(
    'insufficient_funds',
    'Balance insufficient (amount plus gas fee)',
    'amount',
  );
}

export async function requireFunds(
  ctx: ChainContext,
  account: string,
  denom: string,
  needed: bigint,
): Promise<void> {
  const balance = await ctx.state.getBalance(ctx.spec.chainId, account, denom);
  if (balance < needed) throw insufficientFunds();
}

export function requirePositive(amount: bigint, field = 'amount'): void {
  if (amount <= 0n) throw new LedgerError('invalid_amount', 'Amount must be greater than 0', field);
}

export function checkMemo(env: ChainEnv, memo: string | undefined): void {
  if (!memo) return;
  if (memo.length > env.config.maxMemoLength) {
    throw new LedgerError(
      'invalid_memo',
      `Memo longer than ${env.config.maxMemoLength} characters`,
      'memo',
    );
  }
}
