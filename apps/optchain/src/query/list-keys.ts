import type {
  AuthzGrant,
  Delegation,
  FeeAllowanceGrant,
  RedelegationEntry,
  UnbondingEntry,
  Validator,
} from '@optwallet/ledger';

/**
 * The order of each paginated list, as a text key per item (its `next_key` when it starts the next
 * page). Numbers are fixed-width so that text order is number order.
 */
const padded = (value: bigint | number, width: number) => value.toString().padStart(width, '0');
const MAX_TOKENS = 10n ** 40n - 1n;

/** Validators by voting power, largest first, ties oldest first: the order the node lists them. */
export const validatorKey = (v: Validator) =>
  `${padded(MAX_TOKENS - v.tokens, 40)}/${padded(v.createdHeight, 16)}/${v.operatorAddress}`;

/** A validator's delegations by delegator; a delegator's by validator (the SDK's store order). */
export const byDelegator = (d: Delegation) => d.delegator;
export const byValidator = (d: Delegation) => d.validator;

/** Unbonding delegations by (delegator, validator). */
export const unbondingKey = (group: readonly UnbondingEntry[]) =>
  `${group[0]?.delegator ?? ''}/${group[0]?.validator ?? ''}`;

/** Redelegations by (delegator, source, destination). */
export const redelegationKey = (group: readonly RedelegationEntry[]) =>
  `${group[0]?.delegator ?? ''}/${group[0]?.fromValidator ?? ''}/${group[0]?.toValidator ?? ''}`;

/** Fee allowances by (grantee, granter): the feegrant store's key order. */
export const allowanceKey = (g: FeeAllowanceGrant) => `${g.grantee}/${g.granter}`;

/** Authz grants by (granter, grantee, message type): the authz store's key order. */
export const grantKey = (g: AuthzGrant) => `${g.granter}/${g.grantee}/${g.msgTypeUrl}`;
