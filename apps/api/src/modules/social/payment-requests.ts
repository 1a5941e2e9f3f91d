import type { PaymentRequest } from '@optwallet/contract';
import { translate, tryParseAmount } from '@optwallet/domain';
import { forbidden, invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import { displayName } from '../../lib/address-owners';
import { assetBySymbol } from '../../chains/wire';
import { notify } from '../notifications';
import { LIMITS, hit } from '../../lib/rate-limit';
import { isBlockedEitherWay, requireUser } from '../identity';

/**
 * Asks another user for a payment. No money moves and nothing is held: the payee gets a
 * 'payment_requested' notification that opens the requester's profile, where Send pays.
 */
export async function requestPayment(
  deps: Deps,
  requesterId: string,
  payeeId: string,
  request: PaymentRequest,
): Promise<void> {
  if (requesterId === payeeId) throw invalid('id', 'You cannot request a payment from yourself');
  const payee = await requireUser(deps.db, payeeId);
  const asset = assetBySymbol(request.chainId, request.symbol);
  if (!asset) throw invalid('symbol', 'Unknown token on this chain');
  const parsed = tryParseAmount(request.amount, asset.decimals);
  if (!parsed.ok || parsed.value <= 0n) {
    throw invalid('amount', translate('validation.amount_positive'));
  }
  if (await isBlockedEitherWay(deps.db, requesterId, payeeId)) {
    throw forbidden('You cannot request a payment from this user');
  }
  const now = deps.clock();
  await hit(
    deps.db,
    now,
    `payment-request:${requesterId}:${payeeId}`,
    LIMITS.paymentRequestPerPair,
  );
  const requester = await requireUser(deps.db, requesterId);
  const memo = request.memo?.trim();
  const asked = `${displayName(requester)} asked you for ${request.amount} ${asset.symbol}`;
  await notify(deps.db, now, {
    userId: payee.id,
    type: 'payment_requested',
    title: 'Payment request',
    message: memo ? `${asked}: '${memo}'` : `${asked}.`,
    data: { user_id: requesterId, chainId: asset.chainId, symbol: asset.symbol },
  });
}
