import { EVM_CHAIN_ID, formatAmount } from '@optwallet/domain';
import type {
  RewardsMode,
  TokenDetail,
  Transaction,
  TransactionType,
  WalletToken,
  WalletTokensResponse,
} from '@optwallet/contract';
import { type TxRecord, marketPrice, marketValue, viewOf } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { unauthenticated } from '../../lib/session/require-auth';
import { type HttpError, notFound, walletNotFound } from '../../lib/errors';
import type { Deps } from '../../deps';
import type { TokenFacts, WalletRef } from '../../chains/gateway';
import { gatewayFor } from '../../chains/registry';
import { isSessionLive } from '../../lib/session/sessions';
import { balanceBreakdown, totalOf } from './holdings';
import { CATALOGUE, LEDGER_CONFIG, servedChains, servedChain } from '../../chains/catalogue';
import { txOf } from '../../chains/history-rows';
import {
  DETAIL_EVM,
  DETAIL_NATIVE,
  PAGE,
  PAGE_DEEP,
  PAGE_GROUPED,
  PAGE_GROUPED_DEEP,
  TOKENS,
} from './read-statements';
import {
  BEFORE_NEWEST,
  decodeCursor,
  encodeCursor,
  positionOf,
  positionParams,
} from './transactions-cursor';
import {
  TOKEN_NAMES,
  addressOn,
  assetByDenom,
  transactionView,
  viewTypesOf,
} from '../../chains/presentation';

/** A signed-in user's wallet: reads check the owner in their own statement. */
export type { WalletRef };

/** The read statements' session parameter: NULL when the middleware checked it. */
function sessionParam(ref: WalletRef): string | null {
  return ref.session?.sessionId ?? null;
}

/**
 * A read that found no row: the session it was to confirm has ended (401), or the wallet is not
 * the caller's (404). One more statement, on this path only.
 */
async function noRow(deps: Deps, ref: WalletRef): Promise<HttpError> {
  return ref.session && !(await isSessionLive(deps.db, ref.session))
    ? unauthenticated()
    : walletNotFound();
}

/**
 * Chain time of each chain, from a read statement's `offsets` (a devnet advanced: how far its
 * clock runs ahead): USD figures use the current price at that time, the last point of the
 * chain's price history.
 */
function chainClock(deps: Deps, offsets: unknown): (chainId: string) => number {
  const byChain = (offsets ?? {}) as Record<string, unknown>;
  const clock = deps.clock().getTime();
  return (chainId) => clock + Number(byChain[chainId] ?? 0);
}

/** What the chain calls need of a wallet row (custody owns the table). */
export interface ChainWallet {
  id: string;
  nativeAddress: string;
  evmAddress: string;
}

/**
 * Every token of the chains this server serves with the wallet's balance (0 when it has none),
 * in catalogue order. On the EVM network the balances are the kept ones (`evm.amounts`, by
 * symbol), each ERC-20 carries its contract address and each EVM token the network's EIP-155 id
 * (for wallet links).
 */
function tokensOf(
  deps: Deps,
  wallet: ChainWallet,
  amounts: Map<string, bigint>,
  nowOn: (chainId: string) => number,
  evm?: { amounts: Map<string, bigint> } & TokenFacts,
): WalletToken[] {
  const tokens = servedChains(deps).flatMap((chain) =>
    chain.assets.map((asset) => {
      const address = addressOn(wallet, chain.chainId);
      const onNode = evm && chain.kind === 'evm';
      const amount = onNode
        ? (evm.amounts.get(asset.symbol) ?? 0n)
        : (amounts.get(`${chain.chainId}\u0000${address}\u0000${asset.denom}`) ?? 0n);
      const contractAddress = onNode ? evm.contracts.get(asset.symbol) : undefined;
      return {
        chainId: chain.chainId,
        symbol: asset.symbol,
        name: TOKEN_NAMES[asset.symbol] ?? asset.symbol,
        decimals: asset.decimals,
        balance: formatAmount(amount, asset.decimals),
        // "0" for a testnet token (the ledger gives it no market value), so it adds nothing.
        balanceUsd: marketValue(
          CATALOGUE,
          chain.chainId,
          asset.symbol,
          amount,
          asset.decimals,
          nowOn(chain.chainId),
        ),
        priceUsd: marketPrice(CATALOGUE, chain.chainId, asset.symbol, nowOn(chain.chainId)),
        address,
        ...(contractAddress ? { contractAddress } : {}),
        ...(onNode ? { evmChainId: evm.networkId } : {}),
      };
    }),
  );
  return tokens;
}

/** GET tokens: the owner check, every balance and the due check in ONE statement. */
export function walletTokens(deps: Deps, ref: WalletRef): Promise<WalletTokensResponse> {
  const read = async () => {
    const [row] = await runPrepared<Record<string, unknown>>(deps.db, TOKENS, [
      ref.walletId,
      ref.userId,
      sessionParam(ref),
    ]);
    if (!row) throw await noRow(deps, ref);
    return row;
  };
  return read().then(async (row) => {
    const wallet = walletOf(row);
    const evm = await evmBalances(deps, wallet.evmAddress, row.evm_balances);
    const amounts = new Map(
      (row.balances as [string, string, string, string][]).map(
        ([chainId, account, denom, amount]) => [
          `${chainId}\u0000${account}\u0000${denom}`,
          BigInt(amount),
        ],
      ),
    );
    const tokens = tokensOf(deps, wallet, amounts, chainClock(deps, row.offsets), evm);
    const breakdownUsd = balanceBreakdown(row, tokens);
    return { totalBalanceUsd: totalOf(breakdownUsd), breakdownUsd, tokens };
  });
}

/**
 * The EVM address's kept balances (TOKENS' `evm_balances`, denom -> amount) and its gateway's
 * token facts. An address the indexer has not read yet (NULL) is read through the gateway once
 * and kept: the only chain call a read makes, before the first refresh of a wallet.
 */
async function evmBalances(deps: Deps, address: string, kept: unknown) {
  const gateway = gatewayFor(deps, EVM_CHAIN_ID);
  if (!gateway?.tokenFacts) return undefined;
  const amounts = new Map<string, bigint>();
  if (kept && typeof kept === 'object') {
    for (const [denom, amount] of Object.entries(kept as Record<string, string>)) {
      const symbol = assetByDenom(EVM_CHAIN_ID, denom)?.symbol;
      if (symbol) amounts.set(symbol, BigInt(amount));
    }
  } else if (gateway.readUnkept) {
    for (const [symbol, amount] of await gateway.readUnkept(deps, address)) {
      amounts.set(symbol, amount);
    }
  }
  return { amounts, ...gateway.tokenFacts };
}

function walletOf(row: Record<string, unknown>): ChainWallet {
  return {
    id: String(row.id),
    nativeAddress: String(row.native_address),
    evmAddress: String(row.evm_address),
  };
}

/**
 * A listed row as its address sees it, with the wallet's own description when it wrote one and
 * the username of the other side of a send. A row of grouped payouts (PAGE_GROUPED) carries
 * their sum and how many there were.
 */
function viewRow(deps: Deps, row: Record<string, unknown>): Transaction {
  const tx: TxRecord = txOf(row);
  const grouped = row.grouped === true;
  if (grouped) tx.amount = BigInt(String(row.group_amount));
  const perspective = String(row.perspective);
  const view = transactionView(deps.config, viewOf(tx, perspective), perspective);
  if (grouped) {
    const day = new Date(tx.time).toISOString().slice(0, 10);
    view.id = `rewards:${tx.chainId}:${tx.from}:${day}`;
    view.rewardGroup = {
      payouts: Number(row.payouts),
      firstDate: new Date(Number(row.first_time)).toISOString(),
      lastDate: view.date,
    };
  }
  if (typeof row.counterparty_username === 'string') {
    view.counterpartyUsername = row.counterparty_username;
  }
  return typeof row.note === 'string' ? { ...view, description: row.note } : view;
}

export interface TransactionsQuery {
  limit: number;
  page: number;
  type?: TransactionType | undefined;
  chainId?: string | undefined;
  symbol?: string | undefined;
  /** Automatic reward payouts: each its own row (default), grouped per validator and day, or hidden. */
  rewards?: RewardsMode | undefined;
  /** The previous page's nextCursor: this page (`page`) is read after its last row (keyset). */
  cursor?: string | undefined;
}

/** PAGE's filter parameters ($3 to $9) for a query. */
export function filterParams(filter: {
  chainId?: string | undefined;
  symbol?: string | undefined;
  types?: TransactionType | undefined;
  rewards?: RewardsMode | undefined;
}): unknown[] {
  const types = filter.types ? viewTypesOf(filter.types) : [];
  return [
    filter.chainId || null,
    filter.symbol || null,
    Boolean(filter.types),
    types.includes('receive'),
    types.includes('send'),
    JSON.stringify(types.filter((t) => t !== 'send' && t !== 'receive')),
    filter.rewards === 'hidden',
  ];
}

/**
 * One page of the wallet's transactions on every chain, as each of its addresses sees them,
 * newest first (time, then height): the owner check, the page, its total (kept counts) and
 * the wallet's descriptions in ONE statement, with the automatic reward payouts grouped per
 * validator and day (rewards=grouped, kept groups) or left out (hidden) in that same statement.
 * With a cursor (the previous page's nextCursor) the page is read after the previous page's
 * last row, by keyset: the same rows as by number, without skipping the pages before it.
 */
export async function walletTransactions(deps: Deps, ref: WalletRef, query: TransactionsQuery) {
  const filters = filterParams({
    chainId: query.chainId,
    symbol: query.symbol,
    types: query.type,
    rewards: query.rewards,
  });
  const grouped = query.rewards === 'grouped';
  const list = { ...query, walletId: ref.walletId };
  const after = query.cursor ? decodeCursor(query.cursor, list, query.page) : undefined;
  const offset = after ? 0 : (query.page - 1) * query.limit;
  const read = async () => {
    const rows = await runPrepared<Record<string, unknown>>(
      deps.db,
      offset > 0 ? (grouped ? PAGE_GROUPED_DEEP : PAGE_DEEP) : grouped ? PAGE_GROUPED : PAGE,
      [
        ref.walletId,
        ref.userId,
        ...filters,
        query.limit,
        offset,
        sessionParam(ref),
        // A page by number past the first has no cursor.
        ...(offset > 0 ? [] : positionParams(after ?? BEFORE_NEWEST)),
      ],
    );
    if (rows.length === 0) throw await noRow(deps, ref);
    return rows;
  };
  const rows = await read();
  const listed = rows.filter((row) => row.hash !== null && row.hash !== undefined);
  // Every row has the total (kept counts), the one row of a page past the end too.
  const total = Number(rows[0]?.total ?? 0);
  const totalPages = Math.ceil(total / query.limit);
  const last = listed.at(-1);
  return {
    transactions: listed.map((row) => viewRow(deps, row)),
    totalPages,
    pageNumber: query.page,
    limit: query.limit,
    nextCursor:
      last && listed.length === query.limit && query.page < totalPages
        ? encodeCursor(list, query.page + 1, positionOf(last))
        : null,
  };
}

const TOKEN_DETAIL_TRANSACTIONS = 10;

/**
 * A token of the wallet: its balance, its latest transactions and, on a native chain, the
 * wallet's stake (delegations with pending rewards, unbondings, moves), all in ONE statement.
 * Pending rewards are computed from the validator rows alone (exact lazy accrual up to now).
 */
export async function tokenDetail(
  deps: Deps,
  ref: WalletRef,
  chainId: string,
  symbol: string,
): Promise<TokenDetail> {
  const asset = servedChain(deps, chainId)?.assets.find((a) => a.symbol === symbol);
  if (!asset) {
    // An ended session first, then 404 for someone else's wallet before the unknown token.
    if (ref.session && !(await isSessionLive(deps.db, ref.session))) throw unauthenticated();
    throw (await ownsWallet(deps, ref)) ? notFoundToken(chainId, symbol) : walletNotFound();
  }
  const native = LEDGER_CONFIG.chains.find((c) => c.chainId === chainId)?.kind === 'native';
  const read = async () => {
    const [row] = await runPrepared<Record<string, unknown>>(
      deps.db,
      native ? DETAIL_NATIVE : DETAIL_EVM,
      [
        ref.walletId,
        ref.userId,
        chainId,
        asset.denom,
        asset.symbol,
        TOKEN_DETAIL_TRANSACTIONS,
        sessionParam(ref),
      ],
    );
    if (!row) throw await noRow(deps, ref);
    return row;
  };
  const head = await read();
  // The kept balance; an address the index has not read yet is read once through its gateway.
  const unkept = gatewayFor(deps, chainId)?.readUnkept;
  const amount =
    typeof head.balance === 'string'
      ? BigInt(head.balance)
      : ((await unkept?.(deps, String(head.address)))?.get(asset.symbol) ?? 0n);
  // At the current price (chain time); testnet tokens have no market: their USD figures are 0.
  const now = chainClock(deps, head.offsets)(chainId);
  const usd = (units: bigint) =>
    marketValue(CATALOGUE, chainId, asset.symbol, units, asset.decimals, now);
  const tokens = (units: bigint) => formatAmount(units, asset.decimals);
  const detail: TokenDetail = {
    transactions: (head.transactions as Record<string, unknown>[]).map((tx) =>
      viewRow(deps, { ...tx, perspective: head.address }),
    ),
    unbondingDetails: { balanceToken: '0', balanceUsd: '0', entries: [] },
    delegationDetails: { balanceToken: '0', balanceUsd: '0' },
    delegations: [],
    redelegations: [],
    balanceToken: tokens(amount),
    balanceUsd: usd(amount),
    address: String(head.address),
  };
  if (!native) return detail;

  type Unbonding = [string, string, number, number, string | null];
  const unbondings = (head.unbondings as Unbonding[]).map(
    ([validator, balance, creationHeight, completionTime, moniker]) => ({
      validator,
      moniker: moniker ?? '',
      balance: BigInt(balance),
      creationHeight: Number(creationHeight),
      completionTime: Number(completionTime),
    }),
  );
  const totalUnbonding = unbondings.reduce((sum, u) => sum + u.balance, 0n);
  detail.unbondingDetails = {
    balanceToken: tokens(totalUnbonding),
    balanceUsd: usd(totalUnbonding),
    entries: unbondings.map((u) => ({
      validator_address: u.validator,
      moniker: u.moniker,
      amount: tokens(u.balance),
      creationHeight: String(u.creationHeight),
      completionTime: new Date(u.completionTime).toISOString(),
    })),
  };
  const delegations = (head.delegations as Record<string, unknown>[]).map((d) => ({
    validator: String(d.validator),
    amount: BigInt(String(d.amount)),
    row: d,
  }));
  const totalDelegated = delegations.reduce((sum, d) => sum + d.amount, 0n);
  detail.delegationDetails = {
    balanceToken: tokens(totalDelegated),
    balanceUsd: usd(totalDelegated),
  };
  type Move = [string, string, string, string, number, number, string | null, string | null];
  detail.redelegations = (head.moves as Move[])
    .map(([id, fromValidator, toValidator, moved, creationHeight, completionTime, from, to]) => ({
      id,
      fromValidator,
      toValidator,
      fromMoniker: from ?? '',
      toMoniker: to ?? '',
      amount: BigInt(moved),
      creationHeight: Number(creationHeight),
      completionTime: Number(completionTime),
    }))
    .sort((a, b) => a.completionTime - b.completionTime || a.creationHeight - b.creationHeight)
    .map((r) => ({
      transactionHash: r.id,
      fromValidator: r.fromValidator,
      fromMoniker: r.fromMoniker,
      toValidator: r.toValidator,
      toMoniker: r.toMoniker,
      amount: tokens(r.amount),
      creationHeight: String(r.creationHeight),
      completionTime: new Date(r.completionTime).toISOString(),
    }));
  detail.delegations = delegations.map(({ validator, amount, row }) => {
    // Unpaid rewards as the node last answered them (the follower refreshes them).
    const pending = BigInt(typeof row.rewards === 'string' ? row.rewards : '0');
    return {
      validator_address: validator,
      moniker: typeof row.moniker === 'string' ? row.moniker : '',
      coins: [{ symbol: asset.symbol, amount: tokens(amount) }],
      rewards: [{ symbol: asset.symbol, amount: tokens(pending) }],
    };
  });
  return detail;
}

export async function ownsWallet(deps: Deps, ref: WalletRef): Promise<boolean> {
  const rows = await queryRows(
    deps.db,
    sql`SELECT 1 FROM wallets WHERE id = ${ref.walletId} AND user_id = ${ref.userId}`,
  );
  return rows.length > 0;
}

function notFoundToken(chainId: string, symbol: string) {
  return notFound(`No token ${symbol} on chain ${chainId}`);
}
