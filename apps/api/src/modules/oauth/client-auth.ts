import { eq } from 'drizzle-orm';
import { oauthClients } from '../../db/schema';
import { safeEqual, sha256 } from '../../lib/crypto';
import { OAuthError } from '../../lib/errors';
import type { Deps } from '../../deps';

export type ClientRow = typeof oauthClients.$inferSelect;

const failed = (why: string) =>
  new OAuthError('invalid_client', `Client authentication failed: ${why}`);

/** RFC 6749 §2.3.1: client_id and secret are form-encoded, then joined by ':' and base64. */
function basicCredentials(header: string): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const form = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
    return { id: form(decoded.slice(0, colon)), secret: form(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * Who is calling a token, revocation or introspection endpoint: a public client names itself
 * (`none`: PKCE and the binding of every token to its client protect it); a confidential client
 * proves its secret, in HTTP Basic or in the body, never both, and must.
 */
export async function authenticateClient(
  deps: Deps,
  authorization: string | undefined,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): Promise<ClientRow> {
  let id = body.client_id;
  let secret = body.client_secret;
  if (authorization !== undefined) {
    const basic = basicCredentials(authorization);
    if (!basic) throw failed('send HTTP Basic credentials or none');
    if (secret !== undefined)
      throw new OAuthError('invalid_request', 'Use one client authentication method, not two');
    if (id !== undefined && id !== basic.id)
      throw new OAuthError('invalid_request', 'client_id differs from the Basic credentials');
    id = basic.id;
    secret = basic.secret;
  }
  if (!id) throw new OAuthError('invalid_request', 'Missing or malformed: client_id');
  const [client] = await deps.db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.id, id))
    .limit(1);
  if (!client) throw new OAuthError('invalid_client', 'Unknown client');
  if (client.secretHash === null) {
    if (secret !== undefined) throw failed('this client is public and has no secret');
    return client;
  }
  if (secret === undefined || !safeEqual(sha256(secret), client.secretHash))
    throw failed('wrong or missing client secret');
  return client;
}
