import type { LedgerError } from '@optwallet/ledger';
import { DENOM } from '../chain/params';

/** A refused transaction, as the SDK reports it: codespace, code and a raw log. */
export class TxError extends Error {
  override readonly name = 'TxError';
  constructor(
    readonly codespace: string,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The SDK's root codespace (cosmos-sdk types/errors). */
export const sdkError = {
  txDecode: (why: string) => new TxError('sdk', 2, `${why}: tx parse error`),
  unauthorized: (why: string) => new TxError('sdk', 4, `${why}: unauthorized`),
  insufficientFunds: (why: string) => new TxError('sdk', 5, `${why}: insufficient funds`),
  unknownRequest: (why: string) => new TxError('sdk', 6, `${why}: unknown request`),
  invalidAddress: (why: string) => new TxError('sdk', 7, `${why}: invalid address`),
  invalidPubKey: (why: string) => new TxError('sdk', 8, `${why}: invalid pubkey`),
  unknownAddress: (why: string) => new TxError('sdk', 9, `${why}: unknown address`),
  invalidCoins: (why: string) => new TxError('sdk', 10, `${why}: invalid coins`),
  outOfGas: (why: string) => new TxError('sdk', 11, `${why}: out of gas`),
  memoTooLarge: (why: string) => new TxError('sdk', 12, `${why}: memo too large`),
  insufficientFee: (why: string) => new TxError('sdk', 13, `${why}: insufficient fee`),
  tooManySignatures: (why: string) =>
    new TxError('sdk', 15, `${why}: maximum number of signatures exceeded`),
  noSignatures: (why: string) => new TxError('sdk', 16, `${why}: no signatures supplied`),
  invalidRequest: (why: string) => new TxError('sdk', 18, `${why}: invalid request`),
  wrongSequence: (why: string) => new TxError('sdk', 32, `${why}: incorrect account sequence`),
} as const;

/** x/staking's codespace, for the staking refusals the engine has an SDK twin of. */
const staking = (code: number, suffix: string) => (why: string) =>
  new TxError('staking', code, `${why}: ${suffix}`);

/**
 * The engine's refusal as the SDK would answer it: its own message first (the raw log a wallet
 * shows), then the SDK error's description. What has no SDK twin is an invalid request (18).
 */
export function fromLedgerError(error: LedgerError, messageType: string): TxError {
  const why = error.message;
  switch (error.code) {
    case 'insufficient_funds':
      return sdkError.insufficientFunds(why);
    case 'invalid_amount':
    case 'unknown_token':
      return sdkError.invalidCoins(why);
    case 'invalid_address':
      return sdkError.invalidAddress(why);
    case 'invalid_memo':
      return sdkError.memoTooLarge(why);
    case 'unknown_validator':
      return staking(3, 'validator does not exist')(why);
    case 'validator_exists':
      return staking(
        4,
        'validator already exist for this operator address; must use new validator operator address',
      )(why);
    case 'invalid_commission':
      return staking(10, 'commission cannot be more than 100%')(why);
    case 'no_delegation':
      return staking(19, 'no delegation for (address, validator) tuple')(why);
    case 'unbond_more_than_delegated':
    case 'move_more_than_delegated':
      return staking(24, 'not enough delegation shares')(why);
    case 'same_validator':
      return staking(29, 'cannot redelegate to the same validator')(why);
    case 'too_many_entries':
      return messageType.includes('Redelegate')
        ? staking(
            33,
            'too many redelegation entries for (delegator, src-validator, dst-validator) tuple',
          )(why)
        : staking(
            27,
            'too many unbonding delegation entries for (delegator, validator) tuple',
          )(why);
    case 'fee_limit_exceeded':
      return new TxError('feegrant', 2, `${why}: fee limit exceeded`);
    case 'fee_allowance_expired':
      return new TxError('feegrant', 3, `${why}: fee allowance expired`);
    case 'fee_message_not_allowed':
      return new TxError('feegrant', 7, `${why}: message not allowed`);
    case 'fee_allowance_not_found':
      return new TxError('sdk', 38, `${why}: not found`);
    case 'self_fee_grant':
      return sdkError.invalidAddress(why);
    case 'authorization_not_found':
      return new TxError('authz', 2, `${why}: authorization not found`);
    case 'authorization_expiration_in_past':
      return new TxError(
        'authz',
        3,
        `${why}: expiration time of authorization should be more than current time`,
      );
    case 'authorization_expired':
      return new TxError('authz', 6, 'authorization expired');
    case 'grantee_is_granter':
      return new TxError('authz', 7, 'grantee and granter should be different');
    case 'authorization_refused':
      return sdkError.unauthorized(why);
    case 'spend_limit_exceeded':
      return sdkError.insufficientFunds(why);
    case 'max_tokens_exceeded':
      // Coin.SafeSub's plain error ("negative coin amount: -5uopt"): unregistered, so ABCI
      // reports it as code 1 of "undefined".
      return new TxError('undefined', 1, `${why}${DENOM}`);
    default:
      return sdkError.invalidRequest(why);
  }
}
