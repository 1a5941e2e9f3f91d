import type { TokenSymbol } from '@optwallet/domain';
import { systemAccounts, type SystemAccounts } from './addresses';
import { chainSpec, type ChainSpec, type LedgerConfig } from './config';
import { LedgerError } from './errors';
import { txHash } from './hash';
import { assertBalanced } from './postings';
import type { LedgerState } from './state';
import type { ChainHead, ChainId, Posting, StoredTxType, TxRecord, TxStatus } from './types';

/** One chain opened for one gateway call: its spec, module accounts and a locked head. */
export interface ChainContext {
  state: LedgerState;
  config: LedgerConfig;
  spec: ChainSpec;
  accounts: SystemAccounts;
  head: ChainHead;
}

export async function openChain(
  state: LedgerState,
  config: LedgerConfig,
  chainId: ChainId,
  clockMs: number,
): Promise<ChainContext> {
  const spec = chainSpec(config, chainId);
  if (!spec) throw new LedgerError('unknown_chain', `Unknown chain ${chainId}`, 'chainId');
  await state.lockChain(chainId);
  const head = (await state.getHead(chainId)) ?? {
    chainId,
    genesisTime: clockMs,
    height: 1,
    time: clockMs,
    offsetMs: 0,
    txCount: 0,
  };
  return { state, config, spec, accounts: systemAccounts(spec.kind), head };
}

/** Chain time for a wall-clock reading: the clock plus devnet fast-forward, never backwards. */
export function chainTime(head: ChainHead, clockMs: number): number {
  return Math.max(head.time, clockMs + head.offsetMs);
}

export function heightAt(ctx: ChainContext, time: number): number {
  return 1 + Math.floor((time - ctx.head.genesisTime) / ctx.spec.blockTimeMs);
}

/** Moves the head to the block containing `time`. */
export function moveHead(ctx: ChainContext, time: number): void {
  ctx.head.time = Math.max(ctx.head.time, time);
  ctx.head.height = Math.max(ctx.head.height, heightAt(ctx, ctx.head.time));
}

export async function saveHead(ctx: ChainContext): Promise<void> {
  await ctx.state.putHead(ctx.head);
}

export interface TxDraft {
  type: StoredTxType;
  from: string;
  to: string;
  amount: bigint;
  denom: string;
  symbol: TokenSymbol;
  fee: bigint;
  memo?: string;
  status: TxStatus;
  validator?: string;
  fromValidator?: string;
  toValidator?: string;
  creationHeight?: number;
  requestId?: string;
}

/** Writes a transaction and its balanced postings together, in the current block. */
export async function recordTx(
  ctx: ChainContext,
  draft: TxDraft,
  postings: Posting[],
): Promise<TxRecord> {
  const { head, spec } = ctx;
  head.txCount += 1;
  const hash = txHash(spec.kind, [
    head.chainId,
    head.height,
    head.txCount,
    draft.type,
    draft.from,
    draft.to,
    draft.amount,
    draft.denom,
    draft.memo ?? '',
  ]);
  const tx: TxRecord = {
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
    chainId: head.chainId,
    height: head.height,
    time: head.time,
    memo: draft.memo ?? '',
    feeDenom: spec.feeDenom,
    completedOn: draft.status === 'pending' ? null : head.time,
  };
  const entry = {
    id: `${hash}:0`,
    txHash: hash,
    chainId: head.chainId,
    height: head.height,
    time: head.time,
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
  const { head, state } = ctx;
  if (postings.length > 0) {
    const n = (await state.listEntries({ txHash: hash })).length;
    const entry = {
      id: `${hash}:${n}`,
      txHash: hash,
      chainId: head.chainId,
      height: head.height,
      time: head.time,
      postings,
    };
    assertBalanced(entry);
    await state.appendEntry(entry);
  }
  if (status) {
    const tx = await state.getTransaction(hash);
    if (tx && tx.status === 'pending')
      await state.putTransaction({ ...tx, status, completedOn: head.time });
  }
}

export async function requireFunds(
  ctx: ChainContext,
  account: string,
  denom: string,
  needed: bigint,
): Promise<void> {
  const balance = await ctx.state.getBalance(ctx.head.chainId, account, denom);
  if (balance < needed) {
    throw new LedgerError(
      'insufficient_funds',
      'Balance insufficient (amount plus gas fee)',
      'amount',
    );
  }
}

export function requirePositive(amount: bigint, field = 'amount'): void {
  if (amount <= 0n) throw new LedgerError('invalid_amount', 'Amount must be greater than 0', field);
}

export function checkMemo(ctx: ChainContext, memo: string | undefined): void {
  if (!memo) return;
  if (ctx.spec.kind !== 'native') {
    throw new LedgerError('invalid_memo', 'Memos are only supported on the native chain', 'memo');
  }
  if (memo.length > ctx.config.maxMemoLength) {
    throw new LedgerError(
      'invalid_memo',
      `Memo longer than ${ctx.config.maxMemoLength} characters`,
      'memo',
    );
  }
}
