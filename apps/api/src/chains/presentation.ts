/** How chain records appear to people and on the wire: token names and decimals, amounts, explorer links, transaction views. */
import type { Transaction, TransactionType } from '@optwallet/contract';
import { chainName, formatAmount, parseAmount } from '@optwallet/domain';
import {
  type Asset,
  TX_TYPES,
  type TxType,
  type TxView,
  chainSpec,
  findAsset,
} from '@optwallet/ledger';
import type { Config } from '../config/env';
import { evmExplorerLink } from './evm/explorer';
import { apiExplorerLink } from '../lib/explorer-link';
import { CATALOGUE } from './catalogue';

/** Display names of the devnet's tokens (the chains' names are domain's `chainName`). */
export const TOKEN_NAMES: Record<string, string> = {
  OPT: 'OptChain',
  ETH: 'Ether',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  WBTC: 'Wrapped Bitcoin',
};

/** USD amounts are exact to 8 decimals (the ledger's price precision). */
export const USD_DECIMALS = 8;

export function assetBySymbol(chainId: string, symbol: string): Asset | undefined {
  return findAsset(CATALOGUE, chainId, symbol);
}

export function assetByDenom(chainId: string, denom: string): Asset | undefined {
  return chainSpec(CATALOGUE, chainId)?.assets.find((a) => a.denom === denom);
}

/** Base units of a denom -> display string ("12.5"). */
export function display(chainId: string, denom: string, amount: bigint): string {
  return formatAmount(amount, assetByDenom(chainId, denom)?.decimals ?? 0);
}

export function sumUsd(values: readonly string[]): string {
  const total = values.reduce((sum, v) => sum + parseAmount(v, USD_DECIMALS), 0n);
  return formatAmount(total, USD_DECIMALS);
}

/**
 * A transaction's explorer page, by its chain's family: the EVM network's explorer
 * (EVM_EXPLORER_URL) or the API's own page (see each gateway's `explorerLink`).
 */
export function explorerLink(config: Config, hash: string, chainId?: string): string {
  if (chainId !== undefined && chainSpec(CATALOGUE, chainId)?.kind === 'evm') {
    return evmExplorerLink(config, hash);
  }
  return apiExplorerLink(config, hash);
}

/** The wallet's own address on a chain: opt1… on the native chains, 0x… on the EVM chain. */
export function addressOn(wallet: { nativeAddress: string; evmAddress: string }, chainId: string) {
  return chainSpec(CATALOGUE, chainId)?.kind === 'evm' ? wallet.evmAddress : wallet.nativeAddress;
}

/** The contract has no faucet or createValidator type: they read as receive and delegate. */
function wireType(tx: Pick<TxView, 'type'>): TransactionType {
  if (tx.type === 'faucet') return 'receive';
  if (tx.type === 'createValidator') return 'delegate';
  return tx.type;
}

/** The ledger's view types (`viewOf`) a wire type stands for: 'receive' is also the faucet. */
export function viewTypesOf(type: TransactionType): TxType[] {
  return TX_TYPES.filter((t) => wireType({ type: t }) === type);
}

function description(tx: TxView): string | null {
  if (tx.type === 'faucet') return 'Devnet faucet';
  if (tx.type === 'createValidator') return 'Validator created (self-delegation)';
  if (tx.type === 'distribution') return 'Staking rewards';
  return null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A ledger transaction as `address` sees it, in the contract's shape. */
export function transactionView(config: Config, tx: TxView, address: string): Transaction {
  const type = wireType(tx);
  const counterparty = tx.from === address ? tx.to : tx.from;
  const paidFee = tx.from === address && tx.type !== 'distribution';
  const date = iso(tx.time);
  return {
    id: tx.hash,
    hash: tx.hash,
    type,
    date,
    created_at: date,
    amount: display(tx.chainId, tx.denom, tx.amount),
    symbol: tx.symbol,
    chainId: tx.chainId,
    status: tx.status,
    walletAddress: counterparty,
    counterpartyUsername: null,
    fromValidator: tx.fromValidator ?? null,
    toValidator: tx.toValidator ?? null,
    validator: tx.validator ?? (tx.type === 'distribution' ? tx.from : null),
    network: chainName(tx.chainId),
    completedOn: tx.completedOn === null ? null : iso(tx.completedOn),
    gasFee: paidFee ? display(tx.chainId, tx.feeDenom, tx.fee) : null,
    memo: tx.memo || null,
    description: description(tx),
    blockExplorerLink: explorerLink(config, tx.hash, tx.chainId),
  };
}
