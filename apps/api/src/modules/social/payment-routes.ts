import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { paymentsBetween } from './payments-between';

/** Payments between two people ("You and Ana"); requests for one are modules/requests. */
export function paymentsRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'paymentsBetween', endpoints.paymentsBetween, ({ c, params, query }) =>
    paymentsBetween(deps.db, c.get('auth').userId, params.id, query.page),
  );
  return router;
}
