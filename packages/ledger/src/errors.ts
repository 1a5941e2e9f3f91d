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
  | 'too_many_entries';

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
