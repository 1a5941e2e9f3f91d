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

/** GET /oauth/authorize (bearer): `scopes` is one space-separated string, as in the /oauth URL. */
export const oauthAuthorizeQuerySchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z
    .url()
    .describe('Must equal one of the client’s registered redirect URIs exactly.'),
  scopes: z.string().min(1).describe('Space-separated scope names, e.g. "profile:basic email".'),
  state: z.string().optional(),
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
  state: z.string().optional(),
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
