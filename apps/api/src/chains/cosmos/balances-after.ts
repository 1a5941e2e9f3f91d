import { type BalanceLeft, sendLeaves } from '../balances-after';
import type { CosmosOp } from './messages';

/** What the index holds of the wallet before the operation, and the fee the chain will charge. */
export interface CosmosHoldings {
  symbol: string;
  /** Spendable balance, base units. */
  balance: bigint;
  /** Delegated to every validator (the wallet's "Staked"). */
  staked: bigint;
  fee: bigint;
}

/**
 * What an operation leaves on OptChain: its fee is exactly what the chain charges (gas limit ×
 * price), and its messages move exactly their amounts. A delegation pays no rewards (OptChain
 * pushes them at each validator's payout), so only a claim adds its rewards, those the index
 * holds. An unstake's amount leaves "Staked" now and reaches the balance only when its unbonding
 * ends, and a move's leaves "Staked" until its grace period ends (it sits in no delegation
 * meanwhile), so neither raises the balance here.
 */
export function cosmosBalancesAfter(op: CosmosOp, holdings: CosmosHoldings): BalanceLeft[] {
  const { symbol, balance, staked, fee } = holdings;
  const spendable = (amount: bigint): BalanceLeft => ({ label: 'balance', symbol, amount });
  const stake = (amount: bigint): BalanceLeft => ({ label: 'staked', symbol, amount });
  switch (op.type) {
    case 'send':
      return sendLeaves({
        symbol,
        nativeSymbol: symbol,
        amount: op.amount,
        fee,
        balances: new Map([[symbol, balance]]),
      });
    case 'delegate':
    case 'createValidator':
      return [spendable(balance - op.amount - fee), stake(staked + op.amount)];
    case 'undelegate':
    case 'moveDelegation':
      return [spendable(balance - fee), stake(staked - op.amount)];
    case 'cancelUndelegate':
      return [spendable(balance - fee), stake(staked + op.amount)];
    case 'claim':
      return [spendable(balance + (op.expected ?? 0n) - fee)];
  }
}
