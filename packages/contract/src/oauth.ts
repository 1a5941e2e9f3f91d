import * as z from 'zod';
import { idSchema, isoDateTimeSchema, messageResponseSchema } from './common';
import { defineEndpoints } from './define-endpoints';

/** Scopes a partner may request (product §6), with the texts the consent page shows. */
export const OAUTH_SCOPES = {
  'profile:basic': 'Read your basic profile',
  'account:write': 'Modify your account information',
  email: 'Read your email address',
  'profile:details': 'Read your profile details',
  'wallet:read': 'Read your wallet information',
  'transactions:read': 'Read your transaction history',
  openid: 'Sign you in with your OptWallet account',
  offline_access: 'Stay connected while you are away',
} as const;
export const oauthScopeSchema = z.enum(
  Object.keys(OAUTH_SCOPES) as [keyof typeof OAUTH_SCOPES, ...(keyof typeof OAUTH_SCOPES)[]],
);
export type OAuthScope = z.infer<typeof oauthScopeSchema>;

/**
 * The partner's `state`, returned unchanged with the code or the denial. Required: a request
 * without one is refused (422) and no code is issued, since the partner could not tell our
 * redirect from one an attacker started (CSRF, RFC 6749 §10.12).
 */
const STATE_REQUIRED = 'The partner app must send a state.';
const stateSchema = z
  .string({ error: STATE_REQUIRED })
  .min(1, { error: STATE_REQUIRED })
  .describe('Opaque value of the partner, returned with the code (required).');

/** GET /oauth/authorize (bearer): `scopes` is one space-separated string, as in the /oauth URL. */
export const oauthAuthorizeQuerySchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z
    .url()
    .describe('Must equal one of the client’s registered redirect URIs exactly.'),
  scopes: z.string().min(1).describe('Space-separated scope names, e.g. "profile:basic email".'),
  state: stateSchema,
  max_age: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'OpenID Connect max_age: seconds since the user last signed in beyond which `login_required` answers true.',
    ),
});
export type OAuthAuthorizeQuery = z.infer<typeof oauthAuthorizeQuerySchema>;

export const oauthAuthorizeInfoSchema = z.object({
  client: z.object({
    id: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
    website: z.string().nullable(),
  }),
  scopes: z.array(z.object({ name: oauthScopeSchema, description: z.string() })),
  user: z.object({
    id: idSchema,
    username: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    avatar: z.string().nullable(),
    email: z.string().nullable(),
  }),
  remembered: z
    .boolean()
    .default(false)
    .describe(
      'The user already granted this client every scope asked for: the screen asks for one click, not consent (unless prompt=consent).',
    ),
  login_required: z
    .boolean()
    .default(false)
    .describe(
      'The user signed in longer ago than max_age: the screen asks for a sign-in again before anything is approved.',
    ),
});
export type OAuthAuthorizeInfo = z.infer<typeof oauthAuthorizeInfoSchema>;

/**
 * POST /oauth/authorize (bearer). Decision: `decision` 'deny' answers a redirect_url carrying
 * error=access_denied; 'approve' (default) one carrying a single-use code (and state).
 * PKCE: code_challenge (S256) is required.
 */
export const oauthAuthorizeRequestSchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.url(),
  scopes: z.string().min(1),
  state: stateSchema,
  response_type: z.literal('code'),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
  decision: z.enum(['approve', 'deny']).optional(),
  nonce: z
    .string()
    .min(1)
    .max(512)
    .optional()
    .describe('OpenID Connect: echoed in the ID token (`openid` scope).'),
});
export type OAuthAuthorizeRequest = z.infer<typeof oauthAuthorizeRequestSchema>;

/**
 * POST /oauth/authorize/none: OpenID Connect `prompt=none`, decided without a screen. The bearer
 * (the consent app's own session) is optional: without a live one the answer carries
 * error=login_required; signed in longer ago than `max_age` seconds, login_required too; when the
 * user has not yet granted this client every scope asked for, consent_required; otherwise a code,
 * as an approval would. Client, redirect URI and scopes are checked first (422, no redirect).
 */
export const oauthAuthorizeSilentRequestSchema = oauthAuthorizeRequestSchema
  .omit({ decision: true })
  .extend({
    max_age: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Seconds since the user last signed in beyond which login_required answers.'),
  });
export type OAuthAuthorizeSilentRequest = z.infer<typeof oauthAuthorizeSilentRequestSchema>;
export const oauthAuthorizeResponseSchema = z.object({
  redirect_url: z
    .url()
    .describe('redirect_uri plus ?code=…&state=… (or ?error=access_denied&state=…).'),
});

/**
 * Client authentication in a form body: a public client sends its client_id (PKCE proves it);
 * a confidential one client_secret too (client_secret_post), or both in HTTP Basic
 * (client_secret_basic), where client_id may then be left out of the body.
 */
const clientAuthFields = {
  client_id: z.string().min(1).optional(),
  client_secret: z.string().min(1).optional(),
};

/**
 * POST /oauth/token (no bearer): a partner exchanges the code, proving the PKCE verifier, or
 * (with `offline_access` granted) a refresh token for a new pair.
 */
export const oauthTokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1),
    redirect_uri: z.url(),
    code_verifier: z.string().min(43).max(128),
    ...clientAuthFields,
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
    scope: z
      .string()
      .min(1)
      .optional()
      .describe('A subset of the granted scopes (RFC 6749 §6); all of them when left out.'),
    ...clientAuthFields,
  }),
]);
export type OAuthTokenRequest = z.infer<typeof oauthTokenRequestSchema>;
/**
 * Every failure of POST /oauth/token, as RFC 6749 §5.2 writes it (not the `{ message, errors }`
 * of the rest of the API): 400 invalid_request (a parameter missing or malformed),
 * unsupported_grant_type, invalid_grant (the code is unknown, expired, used, issued to another
 * client or redirect_uri, or the PKCE verifier does not match), or invalid_client: 400 for an
 * unknown client_id, 401 with WWW-Authenticate only when the client sent credentials in the
 * Authorization header (RFC 6749 §5.2). Always `Cache-Control: no-store`.
 */
export const oauthTokenErrorSchema = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'invalid_scope',
    'unauthorized_client',
    'unsupported_grant_type',
    'unsupported_token_type',
  ]),
  error_description: z.string(),
});
export type OAuthTokenError = z.infer<typeof oauthTokenErrorSchema>;

/** An access token of the oauth session type (no platformType claim), limited to the granted scopes. */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string().describe('Granted scopes, space-separated.'),
  id_token: z
    .string()
    .optional()
    .describe('OpenID Connect ID token (ES256, keys at jwks_uri) when `openid` was granted.'),
  refresh_token: z
    .string()
    .optional()
    .describe('When `offline_access` was granted: single use, each refresh answers a new one.'),
});
export type OAuthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;

/**
 * GET /oauth/grants (bearer, our own sessions only): the partner apps the user authorized, with
 * the scopes granted. Decision: newest first; a revoked grant is no longer listed.
 */
export const oauthGrantSchema = z.object({
  id: idSchema,
  client: oauthAuthorizeInfoSchema.shape.client,
  scopes: z.array(z.object({ name: oauthScopeSchema, description: z.string() })),
  created_at: isoDateTimeSchema.describe('When the user first authorized this app.'),
  updated_at: isoDateTimeSchema.describe('When the user last authorized it (scopes may widen).'),
});
export type OAuthGrant = z.infer<typeof oauthGrantSchema>;
export const oauthGrantsResponseSchema = z.object({ data: z.array(oauthGrantSchema) });
export type OAuthGrantsResponse = z.infer<typeof oauthGrantsResponseSchema>;
/**
 * DELETE /oauth/grants/{id} (bearer): revokes the grant; every access token issued under it stops
 * working at once, and codes not yet exchanged die. Another user's or an unknown id: 404.
 */
export const oauthGrantParamsSchema = z.object({ id: idSchema });

/** GET /oauth/jwks: the public keys ID tokens are signed with (RFC 7517). */
export const jwksResponseSchema = z.object({
  keys: z.array(
    z
      .object({
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        x: z.string(),
        y: z.string(),
        kid: z.string(),
        alg: z.literal('ES256'),
        use: z.literal('sig'),
      })
      .describe('A P-256 public key; the next key is listed before it signs.'),
  ),
});
export type JwksResponse = z.infer<typeof jwksResponseSchema>;

/**
 * GET or POST /oauth/userinfo (partner bearer token with `openid`): `sub` and the claims the
 * granted scopes allow: `email` gives email and email_verified; `profile:basic` gives name,
 * preferred_username and picture.
 */
export const userInfoResponseSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
  picture: z.string().optional(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

/** A token a client holds, with an optional hint of its kind (RFC 7009 §2.1, RFC 7662 §2.1). */
export const oauthTokenHintRequestSchema = z.object({
  token: z.string().min(1),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  ...clientAuthFields,
});

/** POST /oauth/revoke (RFC 7009): 200 with an empty object, also for an unknown token. */
export const oauthRevokeResponseSchema = z.object({});

/**
 * POST /oauth/introspect (RFC 7662, confidential clients): `active` false for anything that is
 * not a live token issued to the calling client.
 */
export const introspectionResponseSchema = z.object({
  active: z.boolean(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  sub: z.string().optional(),
  token_type: z.enum(['Bearer', 'refresh_token']).optional(),
  exp: z.number().int().optional(),
  iat: z.number().int().optional(),
  iss: z.string().optional(),
  username: z.string().optional(),
});
export type IntrospectionResponse = z.infer<typeof introspectionResponseSchema>;

/**
 * GET /.well-known/openid-configuration and /.well-known/oauth-authorization-server (at the
 * issuer, outside /api): OpenID Connect Discovery 1.0 and RFC 8414 metadata.
 */
export const oidcDiscoverySchema = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  jwks_uri: z.url(),
  revocation_endpoint: z.url(),
  introspection_endpoint: z.url(),
  scopes_supported: z.array(z.string()),
  response_types_supported: z.array(z.literal('code')),
  response_modes_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.literal('S256')),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  introspection_endpoint_auth_methods_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  prompt_values_supported: z.array(z.string()),
  claims_parameter_supported: z.boolean(),
  request_parameter_supported: z.boolean(),
  request_uri_parameter_supported: z.boolean(),
  authorization_response_iss_parameter_supported: z.boolean(),
});
export type OidcDiscovery = z.infer<typeof oidcDiscoverySchema>;

/**
 * OAuth 2 / OpenID Connect and the connected apps (rows of the endpoint table, assembled in
 * endpoints.ts).
 */
export const oauthEndpoints = defineEndpoints({
  oauthAuthorizeInfo: {
    method: 'GET',
    path: '/oauth/authorize',
    auth: 'bearer',
    area: 'oauth',
    summary: 'What a partner asks for',
    query: oauthAuthorizeQuerySchema,
    response: oauthAuthorizeInfoSchema,
  },
  oauthAuthorize: {
    method: 'POST',
    path: '/oauth/authorize',
    auth: 'bearer',
    area: 'oauth',
    summary: 'Approve or deny a partner; answers where to redirect',
    body: oauthAuthorizeRequestSchema,
    response: oauthAuthorizeResponseSchema,
  },
  oauthAuthorizeSilent: {
    method: 'POST',
    path: '/oauth/authorize/none',
    auth: 'none',
    area: 'oauth',
    summary: 'prompt=none: a code or login_required / consent_required, without a screen',
    body: oauthAuthorizeSilentRequestSchema,
    response: oauthAuthorizeResponseSchema,
  },
  oauthToken: {
    method: 'POST',
    path: '/oauth/token',
    auth: 'none',
    area: 'oauth',
    summary: 'Exchange a code (PKCE) or a refresh token for partner tokens',
    body: oauthTokenRequestSchema,
    response: oauthTokenResponseSchema,
  },
  oauthJwks: {
    method: 'GET',
    path: '/oauth/jwks',
    auth: 'none',
    area: 'oauth',
    summary: 'The public keys of ID tokens (jwks_uri)',
    response: jwksResponseSchema,
  },
  oauthUserInfo: {
    method: 'GET',
    path: '/oauth/userinfo',
    auth: 'bearer',
    area: 'oauth',
    summary: 'OpenID Connect UserInfo: the claims the granted scopes allow',
    response: userInfoResponseSchema,
  },
  oauthRevoke: {
    method: 'POST',
    path: '/oauth/revoke',
    auth: 'none',
    area: 'oauth',
    summary: 'Revoke a partner access or refresh token (RFC 7009)',
    body: oauthTokenHintRequestSchema,
    response: oauthRevokeResponseSchema,
  },
  oauthIntrospect: {
    method: 'POST',
    path: '/oauth/introspect',
    auth: 'none',
    area: 'oauth',
    summary: 'Introspect a token (RFC 7662, confidential clients)',
    body: oauthTokenHintRequestSchema,
    response: introspectionResponseSchema,
  },
  oauthGrants: {
    method: 'GET',
    path: '/oauth/grants',
    auth: 'bearer',
    area: 'oauth',
    summary: 'Partner apps the user authorized (connected apps)',
    response: oauthGrantsResponseSchema,
  },
  revokeOAuthGrant: {
    method: 'DELETE',
    path: '/oauth/grants/{id}',
    auth: 'bearer',
    area: 'oauth',
    summary: 'Revoke a partner app: its grant, its tokens and its unused codes',
    params: oauthGrantParamsSchema,
    response: messageResponseSchema,
  },
});
