import type { z } from 'zod';
import type { RequestOptions, Transport } from '../client-core';
import type {
  oauthAuthorizeQuerySchema,
  oauthAuthorizeRequestSchema,
  oauthAuthorizeSilentRequestSchema,
  oauthTokenHintRequestSchema,
  oauthTokenRequestSchema,
} from '@optwallet/contract';

export type OAuthAuthorizeInput = Omit<
  z.input<typeof oauthAuthorizeRequestSchema>,
  'response_type' | 'code_challenge_method'
> & {
  code_challenge_method?: 'S256';
};
export type OAuthAuthorizeSilentInput = Omit<
  z.input<typeof oauthAuthorizeSilentRequestSchema>,
  'response_type' | 'code_challenge_method'
>;
export type OAuthTokenInput = Omit<
  Extract<z.input<typeof oauthTokenRequestSchema>, { grant_type: 'authorization_code' }>,
  'grant_type'
>;
export type OAuthTokenHintInput = z.input<typeof oauthTokenHintRequestSchema>;

export function oauthEndpoints(t: Transport) {
  return {
    /** GET /oauth/authorize (bearer): the partner, the scopes asked for, and the user. */
    authorizeInfo(query: z.input<typeof oauthAuthorizeQuerySchema>, options: RequestOptions = {}) {
      return t.call('oauthAuthorizeInfo', { query, signal: options.signal });
    },
    /** POST /oauth/authorize (bearer, response_type 'code', PKCE S256): answers `{ redirect_url }`. */
    authorize(body: OAuthAuthorizeInput, options: RequestOptions = {}) {
      return t.call('oauthAuthorize', {
        body: {
          ...body,
          response_type: 'code',
          code_challenge_method: body.code_challenge_method ?? 'S256',
        },
        signal: options.signal,
      });
    },
    /**
     * POST /oauth/authorize/none (prompt=none; the session's bearer when signed in): answers
     * `{ redirect_url }` with a code, or error=login_required / consent_required.
     */
    authorizeSilently(
      body: OAuthAuthorizeSilentInput,
      options: RequestOptions & { bearer?: string | undefined } = {},
    ) {
      return t.call('oauthAuthorizeSilent', {
        body: { ...body, response_type: 'code', code_challenge_method: 'S256' },
        ...(options.bearer ? { bearer: options.bearer } : {}),
        signal: options.signal,
      });
    },
    /** POST /oauth/token (no bearer): a partner exchanges the code for an oauth access token. */
    token(body: OAuthTokenInput, options: RequestOptions = {}) {
      return t.call('oauthToken', {
        body: { grant_type: 'authorization_code', ...body },
        signal: options.signal,
      });
    },
    /** GET /oauth/jwks: the public keys ID tokens are signed with. */
    jwks(options: RequestOptions = {}) {
      return t.call('oauthJwks', { signal: options.signal });
    },
    /** GET /oauth/userinfo (a partner bearer token with `openid`): the scope-limited claims. */
    userInfo(options: RequestOptions = {}) {
      return t.call('oauthUserInfo', { signal: options.signal });
    },
    /** POST /oauth/revoke (RFC 7009): ends the sign-in of a partner token. */
    revoke(body: OAuthTokenHintInput, options: RequestOptions = {}) {
      return t.call('oauthRevoke', { body, signal: options.signal });
    },
    /** POST /oauth/introspect (RFC 7662, confidential clients, secret in the body). */
    introspect(body: OAuthTokenHintInput, options: RequestOptions = {}) {
      return t.call('oauthIntrospect', { body, signal: options.signal });
    },
    /** GET /oauth/grants (bearer): the connected apps of the signed-in user. */
    grants(options: RequestOptions = {}) {
      return t.call('oauthGrants', { signal: options.signal });
    },
    /** DELETE /oauth/grants/{id} (bearer): revoke a connected app and its tokens. */
    revokeGrant(id: string, options: RequestOptions = {}) {
      return t.call('revokeOAuthGrant', { params: { id }, signal: options.signal });
    },
  };
}
