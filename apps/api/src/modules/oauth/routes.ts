import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { authenticate, bearerToken } from '../../lib/session/require-auth';
import {
  authorize,
  authorizeSilently,
  describeAuthorization,
  listGrants,
  revokeGrant,
} from './service';
import { tokenRoutes } from './token-routes';
import { oidcRoutes } from './oidc-routes';

export { discoveryPages } from './oidc-routes';

export function oauthRoutes(deps: Deps) {
  const router = createRouter();
  tokenRoutes(router, deps);
  oidcRoutes(router, deps);
  mount(router, deps, 'oauthAuthorizeInfo', endpoints.oauthAuthorizeInfo, ({ c, query }) =>
    describeAuthorization(deps, c.get('auth'), query),
  );
  mount(router, deps, 'oauthAuthorize', endpoints.oauthAuthorize, async ({ c, body }) => ({
    redirect_url: await authorize(deps, c.get('auth'), body),
  }));
  mount(
    router,
    deps,
    'oauthAuthorizeSilent',
    endpoints.oauthAuthorizeSilent,
    async ({ c, body }) => {
      // The consent app's own session, when it has one; a partner token never signs anyone in.
      const session = await authenticate(deps, bearerToken(c));
      const own = session && session.sessionType !== 'oauth' ? session : null;
      return { redirect_url: await authorizeSilently(deps, own, body) };
    },
  );
  mount(router, deps, 'oauthGrants', endpoints.oauthGrants, ({ c }) =>
    listGrants(deps, c.get('auth').userId),
  );
  mount(router, deps, 'revokeOAuthGrant', endpoints.revokeOAuthGrant, ({ c, params }) =>
    revokeGrant(deps, c.get('auth').userId, params.id),
  );
  return router;
}
