/** What /oauth-consent needs from its URL, checked before anything is asked of the server. */
export interface ConsentParams {
  client_id: string;
  redirect_uri: string;
  scopes: string;
  state: string;
  code_challenge: string;
  /** OpenID Connect: handed to the server, which echoes it in the ID token. */
  nonce?: string;
}

export type ConsentRequest =
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'invalid'; readonly problem: 'no_state' | 'no_pkce' }
  | { readonly kind: 'ready'; readonly params: ConsentParams };

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * Decisions beyond the spec: a request without `state` is refused (the partner could not tell
 * its own answer from a forged one), and so is one without a PKCE S256 challenge (the token
 * endpoint needs it). Both are shown on our origin; the redirect_uri is never used unverified.
 */
export function readConsentRequest(search: string): ConsentRequest {
  const query = new URLSearchParams(search);
  const value = (key: string) => query.get(key)?.trim() ?? '';
  const clientId = value('client_id');
  const redirectUri = value('redirect_uri');
  if (clientId === '' || redirectUri === '') return { kind: 'incomplete' };
  if (value('state') === '') return { kind: 'invalid', problem: 'no_state' };
  const challenge = value('code_challenge');
  if (!PKCE_CHALLENGE.test(challenge) || value('code_challenge_method') !== 'S256')
    return { kind: 'invalid', problem: 'no_pkce' };
  const nonce = value('nonce');
  return {
    kind: 'ready',
    params: {
      client_id: clientId,
      redirect_uri: redirectUri,
      // `scope` is the standard name (RFC 6749, what OpenID Connect libraries send).
      scopes: value('scopes') || value('scope'),
      state: query.get('state') ?? '',
      code_challenge: challenge,
      ...(nonce === '' ? {} : { nonce }),
    },
  };
}

/** OpenID Connect `prompt`: space-separated values. */
function promptValues(query: URLSearchParams): string[] {
  return (query.get('prompt') ?? '').split(' ').filter(Boolean);
}

/** `prompt=login`: the partner asks for a sign-in now, even over a live session. */
export function asksForSignIn(search: string): boolean {
  return promptValues(new URLSearchParams(search)).includes('login');
}

/** The request asking for a sign-in again (a sign-in older than its max_age): prompt gains login. */
export function withSignInAsked(search: string): string {
  const query = new URLSearchParams(search);
  const prompt = promptValues(query).filter((value) => value !== 'login');
  query.set('prompt', ['login', ...prompt].join(' '));
  return query.toString();
}

/**
 * The request once the sign-in it asked for is done: without `login` in prompt and without
 * max_age (that sign-in is the newest there can be, and the ID token's auth_time says when it
 * was), so coming back to it does not ask again.
 */
export function withSignInDone(search: string): string {
  const query = new URLSearchParams(search);
  const prompt = promptValues(query).filter((value) => value !== 'login');
  if (prompt.length > 0) query.set('prompt', prompt.join(' '));
  else query.delete('prompt');
  query.delete('max_age');
  return query.toString();
}
