import { translate } from '@optwallet/domain';
import { HttpError } from '../../lib/errors';

/**
 * A refusal of the node (CheckTx, or a failure its Simulate foresaw), as the API answers it:
 * nothing was applied.
 */
export interface Refusal {
  code: number;
  codespace: string;
  log: string;
}

/** The SDK's message without its codespace suffix ("…: insufficient funds"). */
function reason(log: string): string {
  const text = log.replace(/^failed to execute message; message index: \d+: /, '').trim();
  const cut = text.lastIndexOf(': ');
  return (cut > 0 ? text.slice(0, cut) : text) || 'The chain refused the transaction';
}

/**
 * The SDK's codes (codespace `sdk`) and the staking module's, as 422 / 409 on the request's
 * field. Any other code is 422 with the chain's own message: the user sees why, never a 500.
 */
export function refusalError(refusal: Refusal): HttpError {
  const field = (name: string, message: string, status: 409 | 422 = 422) =>
    new HttpError(status, message, { errors: { [name]: [message] } });
  if (refusal.codespace === 'sdk') {
    switch (refusal.code) {
      case 5:
        return field('amount', translate('validation.balance_insufficient'));
      case 13:
        return field('body', 'The fee is below the chain’s minimum gas price');
      case 4:
        return field('body', 'The chain refused the signature');
      case 32:
        return field('body', 'Another transaction of this wallet went first; try again');
      case 7:
        return field('to', 'Invalid address');
      case 10:
        // Invalid coins: the amount (the API signs only its chain's denom, as whole base units).
        // An amount of more digits than the chain's coins carry is one no wallet can hold.
        return field(
          'amount',
          /invalid amount/.test(refusal.log)
            ? translate('validation.amount_too_large')
            : reason(refusal.log),
        );
      default:
        return field('body', reason(refusal.log));
    }
  }
  if (refusal.codespace === 'staking') {
    const message = reason(refusal.log);
    if (refusal.code === 4) return field('from', message, 409);
    return field(refusal.code === 24 ? 'amount' : 'to', message);
  }
  return field('body', reason(refusal.log));
}
