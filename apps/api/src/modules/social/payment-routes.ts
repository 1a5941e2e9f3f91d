import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { requestPayment } from './payment-requests';
import { paymentsBetween } from './payments-between';

/** Payments between two people ("You and Ana") and requests for one. */
export function paymentsRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'paymentsBetween', endpoints.paymentsBetween, ({ c, params, query }) =>
    paymentsBetween(deps.db, c.get('auth').userId, params.id, query.page),
  );
  mount(router, deps, 'requestPayment', endpoints.requestPayment, async ({ c, params, body }) => {
    await requestPayment(deps, c.get('auth').userId, params.id, body);
    return { message: 'Payment requested' };
  });
  return router;
}
