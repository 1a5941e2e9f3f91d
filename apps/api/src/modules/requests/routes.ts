import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { payRequest } from './pay';
import { cancelRequest, createRequest, declineRequest, listRequests } from './service';

/** Payment requests (issue 32): make one, list them, pay, decline or cancel one. */
export function requestsRoutes(deps: Deps) {
  const router = createRouter();
  const me = (c: { get(key: 'auth'): { userId: string } }) => c.get('auth').userId;
  mount(router, deps, 'requestPayment', endpoints.requestPayment, async ({ c, params, body }) => ({
    message: 'Payment requested',
    request: await createRequest(deps, me(c), params.id, body),
  }));
  mount(router, deps, 'paymentRequests', endpoints.paymentRequests, ({ c, query }) =>
    listRequests(deps, me(c), query),
  );
  mount(router, deps, 'payPaymentRequest', endpoints.payPaymentRequest, ({ c, params, body }) =>
    payRequest(deps, me(c), params.id, body.walletPasscode, c.req.header(IDEMPOTENCY_KEY_HEADER)),
  );
  mount(
    router,
    deps,
    'declinePaymentRequest',
    endpoints.declinePaymentRequest,
    async ({ c, params }) => ({
      request: await declineRequest(deps, me(c), params.id),
    }),
  );
  mount(
    router,
    deps,
    'cancelPaymentRequest',
    endpoints.cancelPaymentRequest,
    async ({ c, params }) => ({
      request: await cancelRequest(deps, me(c), params.id),
    }),
  );
  return router;
}
