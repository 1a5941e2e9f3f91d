import { describe, expect, it } from 'vitest';
import {
  asksForSignIn,
  readConsentRequest,
  withSignInAsked,
  withSignInDone,
} from './consent-request';

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const full = new URLSearchParams({
  client_id: 'partner-example',
  redirect_uri: 'http://localhost:5175/callback',
  scopes: 'profile:basic email',
  state: 's 1',
  code_challenge: challenge,
  code_challenge_method: 'S256',
});
const without = (key: string) => {
  const copy = new URLSearchParams(full);
  copy.delete(key);
  return `?${copy.toString()}`;
};

describe('readConsentRequest', () => {
  it('reads a complete request, keeping the state exactly as sent', () => {
    expect(readConsentRequest(`?${full.toString()}`)).toEqual({
      kind: 'ready',
      params: {
        client_id: 'partner-example',
        redirect_uri: 'http://localhost:5175/callback',
        scopes: 'profile:basic email',
        state: 's 1',
        code_challenge: challenge,
      },
    });
  });

  it('reads the standard `scope` and an OpenID Connect nonce, as openid-client sends them', () => {
    const oidc = new URLSearchParams(full);
    oidc.delete('scopes');
    oidc.set('scope', 'openid email');
    oidc.set('nonce', 'n-1');
    expect(readConsentRequest(`?${oidc.toString()}`)).toMatchObject({
      kind: 'ready',
      params: { scopes: 'openid email', nonce: 'n-1' },
    });
  });

  it('calls a request without client_id or redirect_uri incomplete', () => {
    expect(readConsentRequest(without('client_id'))).toEqual({ kind: 'incomplete' });
    expect(readConsentRequest(without('redirect_uri'))).toEqual({ kind: 'incomplete' });
    expect(readConsentRequest('')).toEqual({ kind: 'incomplete' });
  });

  it('refuses a request without state', () => {
    expect(readConsentRequest(without('state'))).toEqual({ kind: 'invalid', problem: 'no_state' });
  });

  it('refuses a request without an S256 PKCE challenge, or with a plain one', () => {
    expect(readConsentRequest(without('code_challenge'))).toEqual({
      kind: 'invalid',
      problem: 'no_pkce',
    });
    const plain = new URLSearchParams(full);
    plain.set('code_challenge_method', 'plain');
    expect(readConsentRequest(`?${plain.toString()}`)).toEqual({
      kind: 'invalid',
      problem: 'no_pkce',
    });
    const short = new URLSearchParams(full);
    short.set('code_challenge', 'abc');
    expect(readConsentRequest(`?${short.toString()}`)).toEqual({
      kind: 'invalid',
      problem: 'no_pkce',
    });
  });
});

describe('prompt=login and max_age', () => {
  it('reads login among the space-separated prompt values', () => {
    expect(asksForSignIn('?prompt=login')).toBe(true);
    expect(asksForSignIn('?prompt=consent%20login')).toBe(true);
    expect(asksForSignIn('?prompt=consent')).toBe(false);
    expect(asksForSignIn('?prompt=loginx')).toBe(false);
    expect(asksForSignIn(`?${full.toString()}`)).toBe(false);
  });

  it('a stale sign-in asks for login, keeping the rest of the request', () => {
    const asked = new URLSearchParams(withSignInAsked('?client_id=c&prompt=consent&max_age=60'));
    expect(asked.get('prompt')).toBe('login consent');
    expect(asked.get('client_id')).toBe('c');
    expect(asksForSignIn(withSignInAsked(withSignInAsked('?client_id=c')))).toBe(true);
    expect(new URLSearchParams(withSignInAsked('?prompt=login')).get('prompt')).toBe('login');
  });

  it('once signed in, neither prompt=login nor max_age asks again; other prompts stay', () => {
    expect(withSignInDone('?client_id=c&prompt=login&max_age=0')).toBe('client_id=c');
    expect(withSignInDone('?client_id=c&prompt=login%20consent')).toBe(
      'client_id=c&prompt=consent',
    );
    expect(asksForSignIn(withSignInDone(withSignInAsked('?client_id=c&max_age=5')))).toBe(false);
  });
});
