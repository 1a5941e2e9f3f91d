import { endpoints, oauthTokenRequestSchema } from '@optwallet/api-client/contract';
import type { MiddlewareHandler } from 'hono';
import { mount } from '../lib/endpoint';
import { type AppEnv, type Deps, createRouter, fieldErrors, firstMessage } from '../lib/http';
import {
  authorize,
  describeAuthorization,
  exchangeCode,
  listGrants,
  revokeGrant,
} from '../services/oauth';

/** Partners send the token request form-encoded (RFC 6749 §4.1.3); JSON is accepted too. */
function formTokenRequest(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded'))
      return next();
    const parsed = oauthTokenRequestSchema.safeParse(await c.req.parseBody());
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return c.json({ message: firstMessage(errors), errors }, 422);
    }
    return c.json(await exchangeCode(deps, parsed.data), 200);
  };
}

export function oauthRoutes(deps: Deps) {
  const router = createRouter();
  router.use('/oauth/token', formTokenRequest(deps));
  mount(router, deps, 'oauthAuthorizeInfo', endpoints.oauthAuthorizeInfo, ({ c, query }) =>
    describeAuthorization(deps, c.get('auth').userId, query),
  );
  mount(router, deps, 'oauthAuthorize', endpoints.oauthAuthorize, async ({ c, body }) => ({
    redirect_url: await authorize(deps, c.get('auth').userId, body),
  }));
  mount(router, deps, 'oauthToken', endpoints.oauthToken, ({ body }) => exchangeCode(deps, body), {
    description:
      'The body may be sent form-encoded (application/x-www-form-urlencoded, RFC 6749 §4.1.3) or as JSON.',
  });
  mount(router, deps, 'oauthGrants', endpoints.oauthGrants, ({ c }) =>
    listGrants(deps, c.get('auth').userId),
  );
  mount(router, deps, 'revokeOAuthGrant', endpoints.revokeOAuthGrant, ({ c, params }) =>
    revokeGrant(deps, c.get('auth').userId, params.id),
  );
  return router;
}
