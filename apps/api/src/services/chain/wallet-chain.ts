import type {
  CreateValidatorRequest,
  CreateValidatorResponse,
  TokenDetail,
  TokenHistoryResponse,
  Transaction,
  TransactionType,
  TransferPreviewRequest,
  TransferPreviewResponse,
  TransferRequest,
  TransferResponse,
  ValidatorsDetails,
  WalletTokensResponse,
} from '@optwallet/api-client/contract';
import { NATIVE_CHAIN_ID } from '@optwallet/domain';
import {
  type ChainOp,
  type DevnetChain,
  type TokenBalance,
  type TxRecord,
  fromBaseUnits,
  isEvmAddress,
  isNativeAddress,
  marketValue,
  seedValidators,
  toBaseUnits,
  viewOf,
} from '@optwallet/ledger';
import { asc, eq, sql } from 'drizzle-orm';
import { users, wallets } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import type { Deps } from '../../lib/http';
import { runChain } from './chain';
import { LEDGER_CONFIG } from './ledger-config';
import { ownersOf } from './owners';
import type { TxPageQuery, TxPageRow } from './pg-ledger-state';
import { saveTransactionNote, withTransactionNotes } from './transaction-notes';
import {
  TOKEN_NAMES,
  addressOn,
  assetBySymbol,
  display,
  explorerLink,
  sumUsd,
  transactionView,
  viewTypesOf,
} from './wire';

/** What the chain calls need of a wallet row (custody owns the table). */
export interface ChainWallet {
  id: string;
  nativeAddress: string;
  evmAddress: string;
}

const chainKind = (chainId: string) =>
  LEDGER_CONFIG.chains.find((c) => c.chainId === chainId)?.kind;

/** Startup (devnet): the four seed validators, created through ordinary transactions, once. */
export function seedChain(deps: Deps): Promise<number> {
  return runChain(deps, async (chain) => {
    const before = (await chain.getValidators(NATIVE_CHAIN_ID)).validatorSet.length;
    if (before > 0) return 0;
    return (await seedValidators(chain)).length;
  });
}

/** Devnet faucet for a new wallet: OPT on the native chains, ETH, USDC, USDT and WBTC on EVM. */
export function fundWallet(deps: Deps, wallet: ChainWallet): Promise<TxRecord[]> {
  return runChain(deps, async (chain) => [
    ...(await chain.faucet(wallet.nativeAddress)),
    ...(await chain.faucet(wallet.evmAddress)),
  ]);
}

async function balancesOf(chain: DevnetChain, wallet: ChainWallet): Promise<TokenBalance[]> {
  // Config order (native chains, then EVM): chain locks are always taken in the same order.
  return [
    ...(await chain.getBalances(wallet.nativeAddress)),
    ...(await chain.getBalances(wallet.evmAddress)),
  ];
}

export function walletTokens(deps: Deps, wallet: ChainWallet): Promise<WalletTokensResponse> {
  return runChain(deps, async (chain) => {
    const balances = await balancesOf(chain, wallet);
    const tokens = balances.map((b) => ({
      chainId: b.chainId,
      symbol: b.symbol,
      name: TOKEN_NAMES[b.symbol] ?? b.symbol,
      decimals: b.decimals,
      balance: fromBaseUnits(b.amount, b.decimals),
      // "0" for a testnet token (the ledger gives it no market value), so it adds nothing.
      balanceUsd: b.valueUsd,
      priceUsd: b.priceUsd,
      address: addressOn(wallet, b.chainId),
    }));
    return { totalBalanceUsd: sumUsd(tokens.map((t) => t.balanceUsd)), tokens };
  });
}

/**
 * One page of the wallet's transactions on every chain, as each of its addresses sees them,
 * newest first (time, then height). Filters, order and LIMIT/OFFSET run in SQL, plus one COUNT
 * for totalPages: a page costs its own rows, not the wallet's whole history. Every chain settles
 * first (config order, as a read of each address would), so what fell due is listed.
 */
export function walletTransactions(
  deps: Deps,
  wallet: ChainWallet,
  query: {
    limit: number;
    page: number;
    type?: TransactionType | undefined;
    chainId?: string | undefined;
    symbol?: string | undefined;
  },
) {
  return runChain(deps, async (chain, trx, _written, ledger) => {
    await chain.status();
    const filter: TxPageQuery = {
      addresses: [wallet.nativeAddress, wallet.evmAddress],
      chainId: query.chainId || undefined,
      symbol: query.symbol || undefined,
      viewTypes: query.type ? viewTypesOf(query.type) : undefined,
    };
    const rows = await ledger.pageTransactions(filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const total = await ledger.countTransactions(filter);
    return {
      transactions: await withTransactionNotes(trx, wallet.id, rows.map(viewRow(deps))),
      totalPages: Math.ceil(total / query.limit),
      pageNumber: query.page,
      limit: query.limit,
    };
  });
}

/** A stored row as its address sees it, in the contract's shape. */
const viewRow =
  (deps: Deps) =>
  ({ tx, address }: TxPageRow): Transaction =>
    transactionView(deps.config, viewOf(tx, address), address);

const TOKEN_DETAIL_TRANSACTIONS = 10;

export function tokenDetail(
  deps: Deps,
  wallet: ChainWallet,
  chainId: string,
  symbol: string,
): Promise<TokenDetail> {
  const asset = assetBySymbol(chainId, symbol);
  if (!asset) return Promise.reject(notFound(`No token ${symbol} on chain ${chainId}`));
  const address = addressOn(wallet, chainId);
  return runChain(deps, async (chain, trx, _written, ledger) => {
    const balance = (await chain.getBalances(address)).find(
      (b) => b.chainId === chainId && b.symbol === asset.symbol,
    );
    const amount = balance?.amount ?? 0n;
    // Testnet tokens have no market: their USD figures are 0.
    const usd = (units: bigint) =>
      marketValue(LEDGER_CONFIG, chainId, asset.symbol, units, asset.decimals);
    const tokens = (units: bigint) => fromBaseUnits(units, asset.decimals);
    // getBalances settled the address's chains: the latest transactions of the token, in SQL.
    const latest = await ledger.pageTransactions(
      { addresses: [address], chainId, symbol: asset.symbol },
      { limit: TOKEN_DETAIL_TRANSACTIONS, offset: 0 },
    );
    const transactions = await withTransactionNotes(trx, wallet.id, latest.map(viewRow(deps)));
    const detail: TokenDetail = {
      transactions,
      unbondingDetails: { balanceToken: '0', balanceUsd: '0', entries: [] },
      delegationDetails: { balanceToken: '0', balanceUsd: '0' },
      delegations: [],
      redelegations: [],
      balanceToken: tokens(amount),
      balanceUsd: usd(amount),
      address,
    };
    if (chainKind(chainId) !== 'native') return detail;
    const staking = await chain.getStaking(address, chainId);
    const validators = new Map(
      (await chain.getValidators(chainId)).validatorSet.map((v) => [v.operatorAddress, v]),
    );
    detail.unbondingDetails = {
      balanceToken: tokens(staking.totalUnbonding),
      balanceUsd: usd(staking.totalUnbonding),
      entries: staking.unbondings.map((u) => ({
        validator_address: u.validator,
        moniker: u.moniker,
        amount: tokens(u.balance),
        creationHeight: String(u.creationHeight),
        completionTime: new Date(u.completionTime).toISOString(),
      })),
    };
    detail.delegationDetails = {
      balanceToken: tokens(staking.totalDelegated),
      balanceUsd: usd(staking.totalDelegated),
    };
    const monikerOf = (operator: string) => validators.get(operator)?.moniker ?? '';
    detail.redelegations = [...staking.redelegations]
      .sort((a, b) => a.completionTime - b.completionTime || a.creationHeight - b.creationHeight)
      .map((r) => ({
        transactionHash: r.id,
        fromValidator: r.fromValidator,
        fromMoniker: monikerOf(r.fromValidator),
        toValidator: r.toValidator,
        toMoniker: monikerOf(r.toValidator),
        amount: tokens(r.amount),
        creationHeight: String(r.creationHeight),
        completionTime: new Date(r.completionTime).toISOString(),
      }));
    detail.delegations = staking.delegations.map((d) => {
      const v = validators.get(d.validator);
      const pending = v ? pendingReward(v, d.amount) : 0n;
      return {
        validator_address: d.validator,
        moniker: d.moniker,
        coins: [{ symbol: asset.symbol, amount: tokens(d.amount) }],
        rewards: [{ symbol: asset.symbol, amount: tokens(pending) }],
      };
    });
    return detail;
  });
}

/** Receiver: an address of the chain, or a product user's username (optionally @) or email. */
async function resolveReceiver(deps: Deps, chainId: string, to: string): Promise<string> {
  const kind = chainKind(chainId);
  const value = to.trim();
  if (kind === 'native' ? isNativeAddress(value) : kind === 'evm' && isEvmAddress(value)) {
    // A wallet's EVM address typed in another case still reaches that wallet's account.
    return (await ownersOf(deps.db, [value])).get(value)?.address ?? value;
  }
  const byEmail = value.includes('@') && !value.startsWith('@');
  const name = value.replace(/^@/, '').toLowerCase();
  const [row] = await deps.db
    .select({ nativeAddress: wallets.nativeAddress, evmAddress: wallets.evmAddress })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(byEmail ? sql`lower(${users.email}) = ${name}` : sql`lower(${users.username}) = ${name}`)
    .orderBy(asc(wallets.createdAt), asc(wallets.id))
    .limit(1);
  if (!row) throw invalid('to', 'Invalid receiver address');
  return addressOn(row, chainId);
}

function parseAmount(chainId: string, symbol: string, amount: string): bigint {
  const asset = assetBySymbol(chainId, symbol);
  if (!asset) throw invalid('symbol', `No token ${symbol} on chain ${chainId}`);
  try {
    return toBaseUnits(amount, asset.decimals);
  } catch {
    throw invalid('amount', `Use at most ${asset.decimals} decimals`);
  }
}

/** The request -> the ledger operation (receiver resolved, amounts in base units). */
async function toOp(
  deps: Deps,
  wallet: ChainWallet,
  body: TransferPreviewRequest,
  requestId?: string,
): Promise<ChainOp> {
  const { chainId } = body;
  if (!chainKind(chainId)) throw invalid('chainId', `Unknown chain ${chainId}`);
  const amount = parseAmount(chainId, body.symbol, body.amount);
  const memo = body.memo ? body.memo : undefined;
  const base = { chainId, ...(memo ? { memo } : {}), ...(requestId ? { requestId } : {}) };
  const delegator = wallet.nativeAddress;
  switch (body.transferType) {
    case 'send':
      return {
        ...base,
        type: 'send',
        from: addressOn(wallet, chainId),
        to: await resolveReceiver(deps, chainId, body.to),
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

/** For move-delegation the client's `from` is the current validator; otherwise the sender. */
function shownFrom(op: ChainOp, from: string): string {
  return op.type === 'moveDelegation' ? op.fromValidator : from;
}

export async function transferPreview(
  deps: Deps,
  wallet: ChainWallet,
  body: TransferPreviewRequest,
): Promise<TransferPreviewResponse> {
  if (body.transferType === 'claim-rewards') return previewClaim(deps, wallet, body);
  const op = await toOp(deps, wallet, body);
  return runChain(deps, async (chain) => {
    const preview = await chain.preview(op);
    return {
      amount: display(preview.chainId, preview.denom, preview.amount),
      gasFeeEstimate: display(preview.chainId, preview.feeDenom, preview.fee),
      to: preview.to,
      from: shownFrom(op, preview.from),
    };
  });
}

/** The delegator's share of what a validator accrued since its last payout, after commission. */
function pendingReward(
  validator: { accruedRewards: bigint; commissionBps: number; tokens: bigint },
  delegated: bigint,
): bigint {
  if (validator.tokens === 0n) return 0n;
  return (
    (validator.accruedRewards * BigInt(10_000 - validator.commissionBps) * delegated) /
    (10_000n * validator.tokens)
  );
}

/** claim-rewards needs a stake with `to` on a native chain: answers the chain id. */
async function requireStake(chain: DevnetChain, wallet: ChainWallet, body: TransferPreviewRequest) {
  if (chainKind(body.chainId) !== 'native') {
    throw invalid('chainId', `Chain ${body.chainId} has no staking`);
  }
  const validators = (await chain.getValidators(body.chainId)).validatorSet;
  const validator = validators.find((v) => v.operatorAddress === body.to);
  if (!validator) throw invalid('to', 'Unknown validator');
  const stake = await chain.state.getDelegation(body.chainId, wallet.nativeAddress, body.to);
  if (!stake) throw invalid('to', 'No stake with this validator');
  return { validator, stake };
}

function previewClaim(
  deps: Deps,
  wallet: ChainWallet,
  body: TransferPreviewRequest,
): Promise<TransferPreviewResponse> {
  return runChain(deps, async (chain) => {
    const { validator, stake } = await requireStake(chain, wallet, body);
    return {
      amount: display(body.chainId, 'uopt', pendingReward(validator, stake.amount)),
      gasFeeEstimate: '0',
      to: wallet.nativeAddress,
      from: validator.operatorAddress,
    };
  });
}

/** The answer to a claim: its `distribution` transaction to the claimer. */
function claimResponse(deps: Deps, tx: TxRecord): TransferResponse {
  return {
    transactionHash: tx.hash,
    to: tx.to,
    from: tx.from,
    amount: display(tx.chainId, tx.denom, tx.amount),
    gasFee: '0',
    blockExplorerLink: explorerLink(deps.config, tx.hash),
  };
}

/**
 * claim-rewards: the devnet pays rewards at each validator's payout frequency; a claim brings the
 * validator's payout forward to now (its cycle restarts from here), so the claimer — and every
 * other delegator of it — receives what accrued, as ordinary `distribution` transactions.
 * Nothing to receive is 422 and changes nothing. With an Idempotency-Key the claimer's
 * distribution carries the request id, so a retry with the same key answers that first payout
 * (as the ledger does for the other transfer types) instead of finding nothing left.
 */
function claimRewards(
  deps: Deps,
  wallet: ChainWallet,
  body: TransferRequest,
  requestId: string | undefined,
): Promise<TransferResponse> {
  return runChain(deps, async (chain, _trx, written) => {
    if (requestId && chainKind(body.chainId) === 'native') {
      // Under the chain's lock, so two retries at once cannot both pay.
      await chain.state.lockChain(body.chainId);
      const earlier = await chain.state.findTransactionByRequestId(body.chainId, requestId);
      if (earlier) return claimResponse(deps, earlier);
    }
    const { validator } = await requireStake(chain, wallet, body);
    const head = await chain.state.getHead(body.chainId);
    const fresh = await chain.state.getValidator(body.chainId, validator.operatorAddress);
    if (!head || !fresh) throw invalid('to', 'Unknown validator');
    await chain.state.putValidator({ ...fresh, nextPayoutAt: head.time });
    await chain.getStaking(wallet.nativeAddress, body.chainId);
    const tx = written.find(
      (t) =>
        t.type === 'distribution' &&
        t.to === wallet.nativeAddress &&
        t.from === validator.operatorAddress,
    );
    if (!tx) throw invalid('amount', 'No rewards to claim yet');
    if (requestId) await chain.state.putTransaction({ ...tx, requestId });
    return claimResponse(deps, tx);
  });
}

const MAX_IDEMPOTENCY_KEY = 200;

/**
 * Submits a transfer (the passcode was checked by the caller). An Idempotency-Key becomes the
 * ledger's request id, scoped to the wallet: the same key answers the first transaction again.
 */
export async function submitTransfer(
  deps: Deps,
  wallet: ChainWallet,
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
  const requestId = idempotencyKey ? `${wallet.id}:${idempotencyKey}` : undefined;
  if (body.transferType === 'claim-rewards') return claimRewards(deps, wallet, body, requestId);
  const op = await toOp(deps, wallet, body, requestId);
  return runChain(deps, async (chain, trx) => {
    const tx = await chain.submit(op);
    await saveTransactionNote(trx, wallet.id, tx.hash, body.description);
    return {
      transactionHash: tx.hash,
      to: tx.to,
      from: shownFrom(op, tx.from),
      amount: display(tx.chainId, tx.denom, tx.amount),
      gasFee: display(tx.chainId, tx.feeDenom, tx.fee),
      blockExplorerLink: explorerLink(deps.config, tx.hash),
    };
  });
}

/** Basis points -> a decimal string with `places` decimals ("500" bps -> "0.05" with 4). */
const bpsAs = (bps: number, places: number) => fromBaseUnits(BigInt(bps), places);

export function validatorsDetails(deps: Deps): Promise<ValidatorsDetails> {
  return runChain(deps, async (chain) => {
    const set = await chain.getValidators(NATIVE_CHAIN_ID);
    const opt = assetBySymbol(NATIVE_CHAIN_ID, 'OPT');
    return {
      unstakingWaitTime: Math.round(set.unstakingWaitTime / 1000),
      rewardPayoutFrequency: set.rewardPayoutFrequency,
      validatorSet: set.validatorSet.map((v) => ({
        moniker: v.moniker,
        address: v.operatorAddress,
        fee: bpsAs(v.commissionBps, 4),
        uptime: bpsAs(v.uptimeBps, 2),
        votingPower: fromBaseUnits(v.tokens, opt?.decimals ?? 6),
        status: v.status,
      })),
    };
  });
}

export async function createValidator(
  deps: Deps,
  wallet: ChainWallet,
  body: CreateValidatorRequest,
): Promise<CreateValidatorResponse> {
  const amount = parseAmount(NATIVE_CHAIN_ID, 'OPT', body.amount);
  let commissionBps: number;
  try {
    commissionBps = Number(toBaseUnits(body.fee, 4));
  } catch {
    throw invalid('fee', 'Commission is a fraction between 0 and 1 with at most 4 decimals');
  }
  if (commissionBps > 10_000) throw invalid('fee', 'Commission must be between 0% and 100%');
  const details = [body.details, body.website].filter(Boolean).join(' ');
  return runChain(deps, async (chain) => {
    const tx = await chain.submit({
      type: 'createValidator',
      chainId: NATIVE_CHAIN_ID,
      address: wallet.nativeAddress,
      moniker: body.moniker,
      amount,
      commissionBps,
      details,
    });
    return {
      amount: display(tx.chainId, tx.denom, tx.amount),
      blockExplorerLink: explorerLink(deps.config, tx.hash),
      gasFee: display(tx.chainId, tx.feeDenom, tx.fee),
      moniker: body.moniker,
      transactionHash: tx.hash,
    };
  });
}

export function tokenHistory(
  deps: Deps,
  params: { chainId: string; symbol: string; hours: number },
): Promise<TokenHistoryResponse> {
  return runChain(deps, async (chain) => {
    const points = await chain.priceHistory(params.chainId, params.symbol, params.hours);
    return {
      chainId: params.chainId,
      symbol: params.symbol,
      hours: params.hours,
      points: points.map((p) => ({ time: new Date(p.time).toISOString(), priceUsd: p.price })),
    };
  });
}

/** Devnet: moves the chain clock; what matured settles (and notifies) in the same call. */
export function advanceDevnet(deps: Deps, seconds: number) {
  return runChain(deps, async (chain) =>
    (await chain.advance(seconds)).map((s) => ({
      chainId: s.chainId,
      height: s.height,
      time: new Date(s.time).toISOString(),
    })),
  );
}

/** Devnet: the faucet for any address of a devnet chain. */
export function faucet(deps: Deps, address: string) {
  return runChain(deps, async (chain) =>
    (await chain.faucet(address.trim())).map((tx) => ({
      chainId: tx.chainId,
      symbol: tx.symbol,
      amount: display(tx.chainId, tx.denom, tx.amount),
      transactionHash: tx.hash,
      blockExplorerLink: explorerLink(deps.config, tx.hash),
    })),
  );
}

/** The explorer's view of one transaction (no settlement needed: it reads a stored record). */
export function findTransaction(deps: Deps, hash: string): Promise<TxRecord | undefined> {
  return runChain(deps, (chain) => chain.getTransaction(hash));
}
