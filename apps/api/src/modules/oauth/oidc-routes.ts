import { OAUTH_SCOPES, type OidcDiscovery, endpoints } from '@optwallet/contract';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { mount } from '../../lib/endpoint';
import { type AppEnv, NO_STORE, type Router } from '../../lib/http';
import { BEARER_SECURITY } from '../../lib/openapi';
import type { Deps } from '../../deps';
import { authenticate, bearerToken } from '../../lib/session/require-auth';
import { claimsOf, idTokenTtlSeconds, issuerOf } from './id-token';
import { ALG, publishedKeys } from './signing-keys';

const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'];

/** OpenID Connect Discovery 1.0 and RFC 8414 metadata: everything a partner library needs. */
function discoveryDocument(deps: Deps): OidcDiscovery {
  const issuer = issuerOf(deps);
  const api = `${deps.config.apiPublicUrl}/api`;
  return {
    issuer,
    authorization_endpoint: `${deps.config.consentUrl}/oauth`,
    token_endpoint: `${api}${endpoints.oauthToken.path}`,
    userinfo_endpoint: `${api}${endpoints.oauthUserInfo.path}`,
    jwks_uri: `${api}${endpoints.oauthJwks.path}`,
    revocation_endpoint: `${api}${endpoints.oauthRevoke.path}`,
    introspection_endpoint: `${api}${endpoints.oauthIntrospect.path}`,
    scopes_supported: Object.keys(OAUTH_SCOPES),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: AUTH_METHODS,
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [ALG],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'at_hash',
      'email',
      'email_verified',
      'name',
      'preferred_username',
      'picture',
    ],
    prompt_values_supported: ['none', 'login', 'consent'],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: false,
  };
}

/** The issuer's well-known documents (outside /api, where libraries look for them). */
export function discoveryPages(deps: Deps) {
  const pages = new Hono();
  const answer = (c: Context) =>
    c.json(discoveryDocument(deps), 200, {
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
  pages.get('/.well-known/openid-configuration', answer);
  pages.get('/.well-known/oauth-authorization-server', answer);
  return pages;
}

/** RFC 6750 §3: the challenge a resource server answers a refused bearer token with. */
function bearerRefusal(c: Context<AppEnv>, status: 401 | 403, error: string, description: string) {
  return c.json({ error, error_description: description }, status, {
    ...NO_STORE,
    'WWW-Authenticate': `Bearer realm="OptWallet", error="${error}", error_description="${description}"`,
  });
}

const bearerError = z.object({ error: z.string(), error_description: z.string() });

function userInfoEndpoint(router: Router, deps: Deps) {
  const endpoint = endpoints.oauthUserInfo;
  for (const method of ['get', 'post'] as const) {
    router.openAPIRegistry.registerPath({
      method,
      path: endpoint.path,
      operationId: method === 'get' ? 'oauthUserInfo' : 'oauthUserInfoPost',
      tags: [endpoint.area],
      summary: endpoint.summary,
      security: BEARER_SECURITY,
      responses: {
        200: {
          description: endpoint.summary,
          content: { 'application/json': { schema: endpoint.response } },
        },
        401: {
          description: 'RFC 6750 invalid_token: missing, expired or revoked, with WWW-Authenticate',
          content: { 'application/json': { schema: bearerError } },
        },
        403: {
          description: 'RFC 6750 insufficient_scope: a token without `openid`',
          content: { 'application/json': { schema: bearerError } },
        },
      },
    });
    router.on(method.toUpperCase(), endpoint.path, async (c) => {
      const session = await authenticate(deps, bearerToken(c));
      if (!session)
        return bearerRefusal(
          c,
          401,
          'invalid_token',
          'The access token is missing, expired or revoked',
        );
      if (session.sessionType !== 'oauth' || !session.scopes.includes('openid'))
        return bearerRefusal(c, 403, 'insufficient_scope', 'The token was not granted openid');
      return c.json(await claimsOf(deps, session.userId, session.scopes), 200, NO_STORE);
    });
  }
}

export function oidcRoutes(router: Router, deps: Deps) {
  mount(router, deps, 'oauthJwks', endpoints.oauthJwks, async ({ c }) => {
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    return publishedKeys(deps, idTokenTtlSeconds(deps) * 1000);
  });
  userInfoEndpoint(router, deps);
}
