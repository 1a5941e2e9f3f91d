import type { ChainId } from '../types';

/**
 * x/feegrant's allowances. Amounts are the chain's fee denom; a limit left undefined is no limit.
 * Times are epoch ms of chain time.
 */
export interface BasicAllowance {
  kind: 'basic';
  spendLimit?: bigint;
  expiration?: number;
}

export interface PeriodicAllowance {
  kind: 'periodic';
  basic: Omit<BasicAllowance, 'kind'>;
  periodMs: number;
  periodSpendLimit: bigint;
  periodCanSpend: bigint;
  /** When the period's budget is next refilled. */
  periodReset: number;
}

/** A fee allowance that pays only for transactions whose every message is of a listed type. */
export interface AllowedMsgAllowance {
  kind: 'allowedMsg';
  allowance: BasicAllowance | PeriodicAllowance;
  allowedMessages: readonly string[];
}

export type FeeAllowance = BasicAllowance | PeriodicAllowance | AllowedMsgAllowance;

/** A granter's promise to pay a grantee's fees: one per (granter, grantee). */
export interface FeeAllowanceGrant {
  chainId: ChainId;
  granter: string;
  grantee: string;
  allowance: FeeAllowance;
}

/** x/authz's authorizations, each for one message type (`msgTypeUrl` of its grant). */
export type Authorization =
  | { kind: 'generic'; msg: string }
  | { kind: 'send'; spendLimit: bigint; allowList: readonly string[] }
  | {
      kind: 'stake';
      authorizationType: StakeAuthorizationType;
      /** Undefined: no limit. */
      maxTokens?: bigint;
      /** The validators allowed, or those denied; an empty allow list allows every validator. */
      validators: { list: 'allow' | 'deny'; addresses: readonly string[] };
    };

export type StakeAuthorizationType = 'delegate' | 'undelegate' | 'redelegate' | 'cancelUnbonding';

/** A granter lets a grantee run one message type in its name: one per (granter, grantee, type). */
export interface AuthzGrant {
  chainId: ChainId;
  granter: string;
  grantee: string;
  msgTypeUrl: string;
  authorization: Authorization;
  expiration?: number;
}

/** What a message asks of an authorization: its type and, for sends and staking, the amount. */
export type AuthorizedAction =
  | { typeUrl: string; kind: 'other' }
  | { typeUrl: string; kind: 'send'; to: string; amount: bigint }
  | { typeUrl: string; kind: StakeAuthorizationType; validator: string; amount: bigint };
