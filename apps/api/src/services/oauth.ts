import { and, eq, isNull } from 'drizzle-orm';
import { OAUTH_SCOPES, type OAuthScope } from '@optwallet/api-client/contract';
import { oauthClients, oauthCodes } from '../db/schema';
import { newToken, pkceS256, safeEqual, sha256 } from '../lib/crypto';
import { HttpError, invalid } from '../lib/errors';
import type { Deps } from '../lib/http';
import { signAccessToken } from './tokens';
import { requireUser } from './users';

export const OAUTH_CODE_TTL_MS = 10 * 60_000;

interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  scopes: string;
  state?: string | undefined;
}

function isScope(value: string): value is OAuthScope {
  return Object.hasOwn(OAUTH_SCOPES, value);
}

/** Client, exact redirect URI and scopes; nothing is redirected before all three hold. */
async function validateRequest(deps: Deps, params: AuthorizeParams) {
  const [client] = await deps.db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.id, params.client_id))
    .limit(1);
  if (!client) throw invalid('client_id', 'Unknown client');
  if (!client.redirectUris.includes(params.redirect_uri)) {
    throw invalid('redirect_uri', 'redirect_uri is not registered for this client');
  }
  const requested = [...new Set(params.scopes.split(/[\s,]+/).filter(Boolean))];
  const unknown = requested.filter((s) => !isScope(s) || !client.allowedScopes.includes(s));
  if (requested.length === 0 || unknown.length > 0) {
    throw invalid(
      'scopes',
      `Scopes not allowed for this client: ${unknown.join(' ') || '(none requested)'}`,
    );
  }
  return { client, scopes: requested.filter(isScope) };
}

export async function describeAuthorization(deps: Deps, userId: string, params: AuthorizeParams) {
  const { client, scopes } = await validateRequest(deps, params);
  const user = await requireUser(deps.db, userId);
  return {
    client: { id: client.id, name: client.name, logo_url: client.logoUrl, website: client.website },
    scopes: scopes.map((name) => ({ name, description: OAUTH_SCOPES[name] })),
    user: {
      id: user.id,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      avatar: user.avatar,
      email: user.email,
    },
  };
}

export async function authorize(
  deps: Deps,
  userId: string,
  params: AuthorizeParams & { code_challenge: string; decision?: 'approve' | 'deny' | undefined },
): Promise<string> {
  const { client, scopes } = await validateRequest(deps, params);
  const url = new URL(params.redirect_uri);
  if (params.decision === 'deny') {
    url.searchParams.set('error', 'access_denied');
  } else {
    const now = deps.clock();
    const code = newToken();
    await deps.db.insert(oauthCodes).values({
      codeHash: sha256(code),
      clientId: client.id,
      userId,
      redirectUri: params.redirect_uri,
      scopes,
      codeChallenge: params.code_challenge,
      codeChallengeMethod: 'S256',
      createdAt: now,
      expiresAt: new Date(now.getTime() + OAUTH_CODE_TTL_MS),
    });
    url.searchParams.set('code', code);
  }
  if (params.state !== undefined) url.searchParams.set('state', params.state);
  return url.toString();
}

const invalidGrant = (message: string) => new HttpError(400, message, { error: 'invalid_grant' });

/** Code + PKCE verifier -> an oauth-type access token carrying the granted scopes. */
export async function exchangeCode(
  deps: Deps,
  input: { code: string; client_id: string; redirect_uri: string; code_verifier: string },
) {
  const now = deps.clock();
  const [row] = await deps.db
    .select()
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, sha256(input.code)))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt <= now)
    throw invalidGrant('The authorization code is invalid or has expired');
  if (row.clientId !== input.client_id || row.redirectUri !== input.redirect_uri) {
    throw invalidGrant('The authorization code was issued to another client or redirect_uri');
  }
  if (!safeEqual(pkceS256(input.code_verifier), row.codeChallenge))
    throw invalidGrant('PKCE verification failed');
  const claimed = await deps.db
    .update(oauthCodes)
    .set({ consumedAt: now })
    .where(and(eq(oauthCodes.codeHash, row.codeHash), isNull(oauthCodes.consumedAt)))
    .returning({ codeHash: oauthCodes.codeHash });
  if (claimed.length === 0) throw invalidGrant('The authorization code is invalid or has expired');
  const scope = row.scopes.join(' ');
  return {
    access_token: await signAccessToken(deps, row.userId, { scope, client_id: row.clientId }),
    token_type: 'Bearer' as const,
    expires_in: deps.config.accessTokenTtlSeconds,
    scope,
  };
}
