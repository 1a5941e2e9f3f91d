import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/** Scopes a partner may request (spec §6), with the texts the consent page shows. */
export const OAUTH_SCOPES = {
  'profile:basic': 'Read your basic profile',
  'account:write': 'Modify your account information',
  email: 'Read your email address',
  'profile:details': 'Read your profile details',
  'wallet:read': 'Read your wallet information',
  'transactions:read': 'Read your transaction history',
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
});
export type OAuthAuthorizeRequest = z.infer<typeof oauthAuthorizeRequestSchema>;
export const oauthAuthorizeResponseSchema = z.object({
  redirect_url: z
    .url()
    .describe('redirect_uri plus ?code=…&state=… (or ?error=access_denied&state=…).'),
});

/** POST /oauth/token (no bearer): a partner exchanges the code, proving the PKCE verifier. */
export const oauthTokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  redirect_uri: z.url(),
  client_id: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
});
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
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
});
export type OAuthTokenError = z.infer<typeof oauthTokenErrorSchema>;

/** An access token of the oauth session type (no platformType claim), limited to the granted scopes. */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string().describe('Granted scopes, space-separated.'),
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
