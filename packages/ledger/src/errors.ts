export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'invalid_amount'
  | 'invalid_address'
  | 'invalid_memo'
  | 'unknown_chain'
  | 'unknown_token'
  | 'unknown_validator'
  | 'moniker_taken'
  | 'invalid_moniker'
  | 'invalid_commission'
  | 'validator_exists'
  | 'no_delegation'
  | 'unbond_more_than_delegated'
  | 'no_unbonding_at_height'
  | 'cancel_more_than_unbonding'
  | 'move_more_than_delegated'
  | 'same_validator'
  | 'invalid_payout_frequency'
  | 'too_many_entries'
  // x/feegrant and x/authz (grants/): the node answers each with its SDK error.
  | 'fee_allowance_not_found'
  | 'fee_allowance_exists'
  | 'fee_allowance_expired'
  | 'fee_limit_exceeded'
  | 'fee_message_not_allowed'
  | 'self_fee_grant'
  | 'fee_expiration_in_past'
  | 'authorization_not_found'
  | 'authorization_expiration_in_past'
  | 'authorization_expired'
  | 'grantee_is_granter'
  | 'authorization_refused'
  | 'spend_limit_exceeded'
  | 'max_tokens_exceeded';

/** A refusal the server maps to a 422 `{ message, errors: { [field]: [message] } }`. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    /** The request field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isLedgerError(error: unknown): error is LedgerError {
  return error instanceof LedgerError;
}
