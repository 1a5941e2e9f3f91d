import {
  type EndpointDefinition,
  endpoints,
  errorResponseSchema,
  oauthTokenErrorSchema,
  oauthTokenHintRequestSchema,
  oauthTokenRequestSchema,
} from '@optwallet/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { OAuthError } from '../../lib/errors';
import { type AppEnv, NO_STORE, type Router } from '../../lib/http';
import type { Deps } from '../../deps';
import { plainTextOnly } from '../../lib/plain-text';
import { authenticateClient } from './client-auth';
import { exchangeCode } from './service';
import { refreshPartnerTokens } from './partner-tokens';
import { introspect, revokeToken } from './token-lifecycle';

const FORM = 'application/x-www-form-urlencoded';
const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);
const tokenRequest = plainTextOnly(oauthTokenRequestSchema);
const hintRequest = plainTextOnly(oauthTokenHintRequestSchema);

/** The request's parameters: form-encoded (RFC 6749 §4.1.3) or, for our own client, JSON. */
async function formParameters(c: Context<AppEnv>): Promise<Record<string, unknown>> {
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

function malformed(issues: { path: PropertyKey[] }[]) {
  const names = [...new Set(issues.map((issue) => String(issue.path[0] ?? 'body')))];
  return new OAuthError('invalid_request', `Missing or malformed: ${names.join(', ')}`);
}

/** A refused token request: the grant type first (RFC 6749 §5.2 names it), else what is malformed. */
function refusal(parameters: Record<string, unknown>, issues: { path: PropertyKey[] }[]) {
  const grantType = parameters.grant_type;
  if (typeof grantType === 'string' && grantType !== '' && !GRANT_TYPES.has(grantType))
    return new OAuthError(
      'unsupported_grant_type',
      'Only authorization_code and refresh_token are supported',
    );
  return malformed(issues);
}

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * The form-encoded endpoints (token, revocation, introspection) by hand rather than through
 * mount(): their RFCs fix the body encoding (form, JSON accepted too) and the error shape
 * (RFC 6749 §5.2), which differ from the rest of the API. The contract rows still supply the
 * schemas, for validation and for the OpenAPI document.
 */
function registerFormEndpoint(
  router: Router,
  name: string,
  endpoint: EndpointDefinition,
  extra: Record<number, ReturnType<typeof json>> = {},
) {
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: endpoint.path,
    operationId: name,
    tags: [endpoint.area],
    summary: endpoint.summary,
    security: [],
    request: {
      body: {
        required: true,
        content: {
          [FORM]: { schema: endpoint.body },
          'application/json': { schema: endpoint.body },
        },
      },
    },
    responses: {
      200: json(endpoint.response, endpoint.summary),
      400: json(oauthTokenErrorSchema, 'RFC 6749 §5.2 error'),
      401: json(
        oauthTokenErrorSchema,
        'invalid_client to a client that authenticated with the Authorization header (RFC 6749 §5.2), with WWW-Authenticate',
      ),
      413: json(errorResponseSchema, 'The body is over 64 KB.'),
      ...extra,
    },
  });
}

type HintRequest = z.output<typeof oauthTokenHintRequestSchema>;

/** Parses a revocation or introspection request and authenticates its client. */
async function hintCall(c: Context<AppEnv>, deps: Deps) {
  const parsed = hintRequest.safeParse(await formParameters(c));
  if (!parsed.success) throw malformed(parsed.error.issues);
  const body: HintRequest = parsed.data;
  const client = await authenticateClient(deps, c.req.header('authorization'), body);
  return { client, body };
}

export function tokenRoutes(router: Router, deps: Deps) {
  registerFormEndpoint(router, 'oauthToken', endpoints.oauthToken);
  router.post(endpoints.oauthToken.path, async (c) => {
    const parameters = await formParameters(c);
    const parsed = tokenRequest.safeParse(parameters);
    if (!parsed.success) throw refusal(parameters, parsed.error.issues);
    const request = parsed.data;
    const client = await authenticateClient(deps, c.req.header('authorization'), request);
    const answer =
      request.grant_type === 'authorization_code'
        ? await exchangeCode(deps, client.id, request)
        : await refreshPartnerTokens(deps, client.id, request);
    return c.json(answer, 200, NO_STORE);
  });

  registerFormEndpoint(router, 'oauthRevoke', endpoints.oauthRevoke);
  router.post(endpoints.oauthRevoke.path, async (c) => {
    const { client, body } = await hintCall(c, deps);
    await revokeToken(deps, client.id, body.token);
    return c.json({}, 200, NO_STORE);
  });

  registerFormEndpoint(router, 'oauthIntrospect', endpoints.oauthIntrospect);
  router.post(endpoints.oauthIntrospect.path, async (c) => {
    const { client, body } = await hintCall(c, deps);
    if (client.secretHash === null)
      throw new OAuthError('invalid_client', 'Only confidential clients may introspect tokens');
    return c.json(await introspect(deps, client.id, body.token), 200, NO_STORE);
  });
}
