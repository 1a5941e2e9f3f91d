import {
  endpoints,
  errorResponseSchema,
  oauthTokenErrorSchema,
  oauthTokenRequestSchema,
} from '@optwallet/contract';
import type { Context } from 'hono';
import { mount } from '../../lib/endpoint';
import { OAuthError } from '../../lib/errors';
import { type AppEnv, NO_STORE, createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { plainTextOnly } from '../../lib/plain-text';
import { authorize, describeAuthorization, exchangeCode, listGrants, revokeGrant } from './service';

const TOKEN = endpoints.oauthToken;
const tokenRequest = plainTextOnly(oauthTokenRequestSchema);
const FORM = 'application/x-www-form-urlencoded';

/** The request's parameters: form-encoded (RFC 6749 §4.1.3) or, for our own client, JSON. */
async function tokenParameters(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  try {
    if (type === FORM) return await c.req.parseBody();
    if (type === 'application/json') {
      const body: unknown = await c.req.json();
      if (body !== null && typeof body === 'object' && !Array.isArray(body))
        return body as Record<string, unknown>;
    }
  } catch {
    // Unreadable bodies are an invalid_request like a missing one.
  }
  throw new OAuthError('invalid_request', `Send the parameters as ${FORM}`);
}

/** A refused request: the grant type first (RFC 6749 §5.2 names it), else what is malformed. */
function refusal(parameters: Record<string, unknown>, issues: { path: PropertyKey[] }[]) {
  const grantType = parameters.grant_type;
  if (typeof grantType === 'string' && grantType !== '' && grantType !== 'authorization_code')
    return new OAuthError('unsupported_grant_type', 'Only authorization_code is supported');
  const names = [...new Set(issues.map((issue) => String(issue.path[0] ?? 'body')))];
  return new OAuthError('invalid_request', `Missing or malformed: ${names.join(', ')}`);
}

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * POST /oauth/token by hand rather than through mount(): RFC 6749 fixes its body encoding (form,
 * JSON accepted too) and its error shape (§5.2), which differ from the rest of the API. The
 * contract row still supplies the schemas, for validation and for the OpenAPI document.
 */
function tokenEndpoint(router: ReturnType<typeof createRouter>, deps: Deps) {
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: TOKEN.path,
    operationId: 'oauthToken',
    tags: [TOKEN.area],
    summary: TOKEN.summary,
    security: [],
    request: {
      body: {
        required: true,
        content: { [FORM]: { schema: TOKEN.body }, 'application/json': { schema: TOKEN.body } },
      },
    },
    responses: {
      200: json(TOKEN.response, TOKEN.summary),
      400: json(oauthTokenErrorSchema, 'RFC 6749 §5.2 error'),
      401: json(
        oauthTokenErrorSchema,
        'invalid_client to a client that authenticated with the Authorization header (RFC 6749 §5.2), with WWW-Authenticate',
      ),
      413: json(errorResponseSchema, 'The body is over 64 KB.'),
    },
  });
  router.post(TOKEN.path, async (c) => {
    // Every client is public (PKCE): credentials in the Authorization header cannot be verified.
    if (c.req.header('authorization') !== undefined) {
      throw new OAuthError(
        'invalid_client',
        'Client authentication failed: clients are public (PKCE) and send client_id in the body',
      );
    }
    const parameters = await tokenParameters(c);
    const parsed = tokenRequest.safeParse(parameters);
    if (!parsed.success) throw refusal(parameters, parsed.error.issues);
    return c.json(await exchangeCode(deps, parsed.data), 200, NO_STORE);
  });
}

export function oauthRoutes(deps: Deps) {
  const router = createRouter();
  tokenEndpoint(router, deps);
  mount(router, deps, 'oauthAuthorizeInfo', endpoints.oauthAuthorizeInfo, ({ c, query }) =>
    describeAuthorization(deps, c.get('auth').userId, query),
  );
  mount(router, deps, 'oauthAuthorize', endpoints.oauthAuthorize, async ({ c, body }) => ({
    redirect_url: await authorize(deps, c.get('auth').userId, body),
  }));
  mount(router, deps, 'oauthGrants', endpoints.oauthGrants, ({ c }) =>
    listGrants(deps, c.get('auth').userId),
  );
  mount(router, deps, 'revokeOAuthGrant', endpoints.revokeOAuthGrant, ({ c, params }) =>
    revokeGrant(deps, c.get('auth').userId, params.id),
  );
  return router;
}
