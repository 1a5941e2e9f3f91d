import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { recipientCheck } from './recipients';

/** The review of a send: who receives, first send, look-alike addresses (reads only). */
export function recipientsRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'recipientCheck', endpoints.recipientCheck, ({ c, params, query }) =>
    recipientCheck(deps, c.get('auth').userId, params.id, query),
  );
  return router;
}
