import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import {
  block,
  emailInvite,
  follow,
  networkPage,
  searchContacts,
  unblock,
  unfollow,
} from './service';

/** Follow, block, network tabs, contact search and invites. */
export function socialRoutes(deps: Deps) {
  const router = createRouter();

  mount(router, deps, 'follow', endpoints.follow, async ({ c, params }) => {
    await follow(deps, c.get('auth').userId, params.id);
    return { message: 'User Followed successfully', following: true };
  });
  mount(router, deps, 'unfollow', endpoints.unfollow, async ({ c, params }) => {
    await unfollow(deps, c.get('auth').userId, params.id);
    return { message: 'User Unfollowed successfully', following: false };
  });
  mount(router, deps, 'block', endpoints.block, async ({ c, params }) => {
    await block(deps, c.get('auth').userId, params.id);
    return { message: 'User blocked', blocked: true };
  });
  mount(router, deps, 'unblock', endpoints.unblock, async ({ c, params }) => {
    await unblock(deps, c.get('auth').userId, params.id);
    return { message: 'User unblocked', blocked: false };
  });
  mount(router, deps, 'searchContacts', endpoints.searchContacts, ({ c, params }) =>
    searchContacts(deps.db, c.get('auth').userId, params.query),
  );
  mount(router, deps, 'emailInvite', endpoints.emailInvite, async ({ c, body }) => {
    await emailInvite(deps, c.get('auth').userId, body.email);
    return { message: 'Contact invited successfully' };
  });
  // Declared after /user/profile and the other /user/<word> routes of users.ts.
  mount(router, deps, 'network', endpoints.network, ({ c, params, query }) =>
    networkPage(deps.db, c.get('auth').userId, params.tab, query.page, query.per_page),
  );

  return router;
}
