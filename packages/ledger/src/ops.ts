import type { TokenSymbol } from '@optwallet/domain';
import type { ChainId, StoredTxType, TxRecord } from './types';

interface OpBase {
  chainId: ChainId;
  /** Native chains only. */
  memo?: string;
  /** Idempotency key: a retried submit with the same key returns the first record. */
  requestId?: string;
  /**
   * The fee the transaction pays, uopt; the config's fixed fee of the operation when omitted. A
   * Cosmos transaction chooses its own fee and pays it once for all its messages (apps/optchain
   * charges it on the first message and 0 on the others).
   */
  fee?: bigint;
}

export interface SendOp extends OpBase {
  type: 'send';
  from: string;
  to: string;
  symbol: string;
  amount: bigint;
}

export interface DelegateOp extends OpBase {
  type: 'delegate' | 'undelegate';
  delegator: string;
  validator: string;
  amount: bigint;
}

export interface CancelUndelegateOp extends OpBase {
  type: 'cancelUndelegate';
  delegator: string;
  validator: string;
  amount: bigint;
  creationHeight: number;
}

export interface MoveDelegationOp extends OpBase {
  type: 'moveDelegation';
  delegator: string;
  fromValidator: string;
  toValidator: string;
  amount: bigint;
}

export interface CreateValidatorOp extends OpBase {
  type: 'createValidator';
  /** The creator's account; the operator address is derived from it. */
  address: string;
  moniker: string;
  /** Self-delegation, uopt. */
  amount: bigint;
  commissionBps?: number;
  rewardPayoutFrequencySeconds?: number;
  details?: string;
}

/** Everything a wallet can submit. */
export type ChainOp =
  SendOp | DelegateOp | CancelUndelegateOp | MoveDelegationOp | CreateValidatorOp;

/** What a submit would do: validated, with its fee (spec: amount, gasFeeEstimate, to, from). */
export interface OpPreview {
  chainId: ChainId;
  type: StoredTxType;
  from: string;
  to: string;
  amount: bigint;
  symbol: TokenSymbol;
  denom: string;
  fee: bigint;
  feeDenom: string;
  feeSymbol: TokenSymbol;
}

/** A validated operation, ready to be written. */
export interface Plan {
  preview: OpPreview;
  /**
   * The funds check a preview answers with. A staking plan checked its funds while planning (on
   * rows its call locks); a send's funds are guarded when it commits, so this reads the balance.
   */
  checkFunds(): Promise<void>;
  commit(): Promise<TxRecord>;
}
