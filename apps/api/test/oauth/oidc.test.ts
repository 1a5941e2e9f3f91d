import * as client from 'openid-client';
import * as oauth from 'oauth4webapi';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@optwallet/contract';
import { type Harness, PASSWORD, lastMessage, onboarded, send } from '../support/harness';
import {
  CONFIDENTIAL_CLIENT,
  CONFIDENTIAL_SECRET,
  PUBLIC_CLIENT,
  REDIRECT_URI,
  approve,
  registerOidcClients,
  silently,
  startOidcServer,
} from '../support/oidc-server';

/**
 * The certified relying-party libraries, unchanged, against the API over HTTP: openid-client
 * from the discovery URL alone, oauth4webapi from the RFC 8414 document. The consent app's part
 * (a signed-in user approving) is its API call, POST /oauth/authorize.
 */
let server: Awaited<ReturnType<typeof startOidcServer>>;
let h: Harness;
let user: Awaited<ReturnType<typeof onboarded>>;
const insecure = { execute: [client.allowInsecureRequests] };

beforeAll(async () => {
  server = await startOidcServer();
  h = server.h;
  await registerOidcClients(h);
  user = await onboarded(h, 'oidc_user', ['Ada', 'Lovelace']);
});
afterAll(() => server.close());

const SCOPE = 'openid offline_access profile:basic email';

function publicConfig() {
  return client.discovery(
    new URL(server.issuer),
    PUBLIC_CLIENT,
    undefined,
    client.None(),
    insecure,
  );
}
function confidentialConfig(auth = client.ClientSecretBasic(CONFIDENTIAL_SECRET)) {
  return client.discovery(new URL(server.issuer), CONFIDENTIAL_CLIENT, undefined, auth, insecure);
}

/** A full sign-in: authorization URL with PKCE, state and nonce, approval, code exchange. */
async function signIn(config: client.Configuration, scope = SCOPE, userToken = user.token) {
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const callback = await approve(h, userToken, url);
  return { callback, verifier, state, nonce };
}

async function tokensOf(config: client.Configuration, scope = SCOPE) {
  const { callback, verifier, state, nonce } = await signIn(config, scope);
  return client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
}

describe('discovery', () => {
  it('answers both well-known documents with the endpoints, S256 only, and the client auth methods', async () => {
    const config = await publicConfig();
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(server.issuer);
    expect(meta.jwks_uri).toBe(`${server.issuer}/api/oauth/jwks`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.token_endpoint_auth_methods_supported).toEqual([
      'none',
      'client_secret_basic',
      'client_secret_post',
    ]);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access']));
    expect(meta.prompt_values_supported).toEqual(['none', 'login', 'consent']);
    const as = await oauth.processDiscoveryResponse(
      new URL(server.issuer),
      await oauth.discoveryRequest(new URL(server.issuer), {
        algorithm: 'oauth2',
        [oauth.allowInsecureRequests]: true,
      }),
    );
    expect(as.token_endpoint).toBe(meta.token_endpoint);
  });
});

describe('sign-in with openid-client', () => {
  it('validates the ID token (JWKS signature, iss, aud, nonce, at_hash) and its scope-limited claims', async () => {
    const tokens = await tokensOf(await publicConfig());
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: server.issuer,
      aud: PUBLIC_CLIENT,
      sub: user.id,
      email: user.email,
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'oidc_user',
    });
    expect(typeof claims?.auth_time).toBe('number');
    expect(claims?.at_hash).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope).toBe(SCOPE);
  });

  it('leaves out the claims of scopes not granted, and the refresh token without offline_access', async () => {
    const tokens = await tokensOf(await publicConfig(), 'openid profile:basic');
    expect(tokens.claims()).not.toHaveProperty('email');
    expect(tokens.claims()).toHaveProperty('preferred_username', 'oidc_user');
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const config = await publicConfig();
    const { callback, verifier, state } = await signIn(config);
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: client.randomNonce(),
      }),
    ).rejects.toMatchObject({ cause: { cause: { claim: 'nonce' } } });
  });

  it('refuses an expired ID token', async () => {
    const config = await publicConfig();
    const real = h.clock.now().getTime();
    h.clock.advance(-2 * 3_600_000);
    try {
      const earlier = await onboarded(h, 'oidc_earlier');
      const { callback, verifier, state, nonce } = await signIn(config, SCOPE, earlier.token);
      await expect(
        client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: verifier,
          expectedState: state,
          expectedNonce: nonce,
        }),
      ).rejects.toMatchObject({ cause: { cause: { claim: 'exp' } } });
    } finally {
      h.clock.advance(real - h.clock.now().getTime());
    }
  });

  it('an ID token of one client does not validate for another audience', async () => {
    const tokens = await tokensOf(await publicConfig());
    const jwks = createRemoteJWKSet(new URL(`${server.issuer}/api/oauth/jwks`));
    const idToken = tokens.id_token ?? '';
    await expect(
      jwtVerify(idToken, jwks, { issuer: server.issuer, audience: PUBLIC_CLIENT }),
    ).resolves.toBeDefined();
    await expect(
      jwtVerify(idToken, jwks, { issuer: server.issuer, audience: CONFIDENTIAL_CLIENT }),
    ).rejects.toThrow(/aud/);
  });

  it('userinfo answers the same claims for the same subject; a token without openid is refused', async () => {
    const config = await publicConfig();
    const tokens = await tokensOf(config);
    const info = await client.fetchUserInfo(config, tokens.access_token, user.id);
    expect(info).toMatchObject({ sub: user.id, email: user.email, name: 'Ada Lovelace' });
    const plain = await tokensOf(config, 'openid email');
    expect(await client.fetchUserInfo(config, plain.access_token, user.id)).not.toHaveProperty(
      'name',
    );
    const res = await fetch(`${server.issuer}/api/oauth/userinfo`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
  });
});

describe('refresh tokens (offline_access)', () => {
  it('rotates on use; a rotated token presented again revokes the grant', async () => {
    const config = await publicConfig();
    const first = await tokensOf(config);
    const second = await client.refreshTokenGrant(config, first.refresh_token ?? '');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.claims()?.sub).toBe(user.id);
    // The new access token works.
    await client.fetchUserInfo(config, second.access_token, user.id);
    // Reuse of the first: refused, and the grant ends for everyone holding its tokens.
    await expect(client.refreshTokenGrant(config, first.refresh_token ?? '')).rejects.toMatchObject(
      {
        error: 'invalid_grant',
      },
    );
    await expect(
      client.refreshTokenGrant(config, second.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, second.access_token, user.id)).rejects.toThrow();
  });

  it('is bound to its client: another client presenting it is refused and nothing is revoked', async () => {
    const config = await publicConfig();
    const tokens = await tokensOf(config);
    await expect(
      client.refreshTokenGrant(await confidentialConfig(), tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(renewed.access_token).toEqual(expect.any(String));
  });

  it('may narrow the scope, never widen it', async () => {
    const config = await publicConfig();
    const tokens = await tokensOf(config, 'openid offline_access email');
    const narrow = await client.refreshTokenGrant(config, tokens.refresh_token ?? '', {
      scope: 'openid email',
    });
    expect(narrow.scope).toBe('openid email');
    await expect(
      client.refreshTokenGrant(config, narrow.refresh_token ?? '', { scope: 'openid wallet:read' }),
    ).rejects.toMatchObject({ error: 'invalid_scope' });
  });
});

describe('confidential clients, revocation and introspection', () => {
  it('authenticates with client_secret_basic and client_secret_post; a wrong secret is invalid_client', async () => {
    const basic = await tokensOf(await confidentialConfig());
    expect(basic.claims()?.aud).toBe(CONFIDENTIAL_CLIENT);
    const post = await tokensOf(
      await confidentialConfig(client.ClientSecretPost(CONFIDENTIAL_SECRET)),
    );
    expect(post.refresh_token).toEqual(expect.any(String));
    const wrong = await confidentialConfig(client.ClientSecretBasic('wrong-secret'));
    const { callback, verifier, state, nonce } = await signIn(wrong);
    await expect(
      client.authorizationCodeGrant(wrong, callback, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
    ).rejects.toMatchObject({
      status: 401,
      cause: [{ scheme: 'basic', parameters: { error: 'invalid_client' } }],
    });
  });

  it('introspection describes live tokens of the caller, and only to confidential clients', async () => {
    const config = await confidentialConfig();
    const tokens = await tokensOf(config);
    const access = await client.tokenIntrospection(config, tokens.access_token);
    expect(access).toMatchObject({
      active: true,
      client_id: CONFIDENTIAL_CLIENT,
      sub: user.id,
      scope: SCOPE,
      token_type: 'Bearer',
    });
    const refresh = await client.tokenIntrospection(config, tokens.refresh_token ?? '');
    expect(refresh).toMatchObject({ active: true, token_type: 'refresh_token' });
    expect(await client.tokenIntrospection(config, 'nonsense')).toEqual({ active: false });
    // Another client's token is not described.
    const theirs = await tokensOf(await publicConfig());
    expect(await client.tokenIntrospection(config, theirs.access_token)).toEqual({
      active: false,
    });
    await expect(
      client.tokenIntrospection(await publicConfig(), theirs.access_token),
    ).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('revoking the refresh token ends its access token too (RFC 7009)', async () => {
    const config = await confidentialConfig();
    const tokens = await tokensOf(config);
    await client.tokenRevocation(config, tokens.refresh_token ?? '');
    expect(await client.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // Unknown tokens are revoked without an error.
    await client.tokenRevocation(config, 'never-issued');
  });

  it('a public client revokes its access token; another client cannot revoke it', async () => {
    const config = await publicConfig();
    const tokens = await tokensOf(config);
    await expect(
      client.tokenRevocation(await confidentialConfig(), tokens.access_token),
    ).rejects.toMatchObject({ error: 'invalid_request' });
    await client.fetchUserInfo(config, tokens.access_token, user.id);
    await client.tokenRevocation(config, tokens.access_token);
    await expect(client.fetchUserInfo(config, tokens.access_token, user.id)).rejects.toThrow();
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('prompt=none', () => {
  async function silentRequest(config: client.Configuration, extra: Record<string, string> = {}) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'none',
      ...extra,
    });
    const checks = { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce };
    return { url, checks };
  }

  it('answers login_required without a session, consent_required before any consent', async () => {
    const config = await confidentialConfig();
    const signedOut = await silentRequest(config);
    await expect(
      client.authorizationCodeGrant(
        config,
        await silently(h, undefined, signedOut.url),
        signedOut.checks,
      ),
    ).rejects.toMatchObject({ error: 'login_required' });
    const stranger = await onboarded(h, 'oidc_stranger');
    const noConsent = await silentRequest(config);
    await expect(
      client.authorizationCodeGrant(
        config,
        await silently(h, stranger.token, noConsent.url),
        noConsent.checks,
      ),
    ).rejects.toMatchObject({ error: 'consent_required' });
  });

  it('signs in without a screen once consented, and honours max_age', async () => {
    const config = await confidentialConfig();
    await tokensOf(config);
    const granted = await silentRequest(config);
    const tokens = await client.authorizationCodeGrant(
      config,
      await silently(h, user.token, granted.url),
      granted.checks,
    );
    expect(tokens.claims()?.sub).toBe(user.id);
    const fresh = await silentRequest(config, { max_age: '0' });
    h.clock.advance(2_000);
    await expect(
      client.authorizationCodeGrant(config, await silently(h, user.token, fresh.url), fresh.checks),
    ).rejects.toMatchObject({ error: 'login_required' });
  });
});

describe('max_age on the consent screen', () => {
  /** What the consent screen asks first: is this session's sign-in too old for the request? */
  async function loginRequired(userToken: string, url: URL) {
    const q = url.searchParams;
    const res = await send(h, endpoints.oauthAuthorizeInfo, {
      token: userToken,
      query: {
        client_id: q.get('client_id') ?? '',
        redirect_uri: q.get('redirect_uri') ?? '',
        scopes: q.get('scope') ?? '',
        state: q.get('state') ?? '',
        max_age: q.get('max_age') ?? '',
      },
    });
    if (!res.data) throw new Error(`authorize info failed: ${res.status}`);
    return res.data.login_required;
  }

  /** The sign-in again: password, then the mailed code of an unknown device. */
  async function signInAgain(email: string) {
    await send(h, endpoints.login, {
      body: { type: 'email', identifier: email, password: PASSWORD, platform_type: 'payments' },
    });
    const { code } = await lastMessage(h, email);
    const done = await send(h, endpoints.authCodeLogin, {
      body: { identifier: email, authCode: code ?? '', platform_type: 'payments' },
    });
    if (!done.data) throw new Error(`sign-in again failed: ${done.status}`);
    return done.data.access_token;
  }

  it('asks a sign-in older than max_age for a new one; the ID token carries that auth_time', async () => {
    const config = await confidentialConfig();
    const ada = await onboarded(h, 'oidc_max_age');
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      max_age: '60',
    });
    expect(await loginRequired(ada.token, url)).toBe(false);
    h.clock.advance(120_000);
    expect(await loginRequired(ada.token, url)).toBe(true);

    const again = await signInAgain(ada.email);
    const signedInAt = Math.floor(h.clock.now().getTime() / 1000);
    expect(await loginRequired(again, url)).toBe(false);
    const tokens = await client.authorizationCodeGrant(config, await approve(h, again, url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      maxAge: 60,
    });
    expect(tokens.claims()?.auth_time).toBe(signedInAt);
  });

  it('a session continued on the consent app (“Continue as”) keeps the wallet’s sign-in: auth_time is that sign-in, and max_age still asks for a new one', async () => {
    const config = await confidentialConfig();
    const ida = await onboarded(h, 'oidc_continue');
    // The wallet app signs in (its Origin), which leaves the session hint cookie.
    await send(h, endpoints.login, {
      headers: { origin: 'http://localhost:5173' },
      body: { type: 'email', identifier: ida.email, password: PASSWORD, platform_type: 'payments' },
    });
    const { code } = await lastMessage(h, ida.email);
    const wallet = await send(h, endpoints.authCodeLogin, {
      headers: { origin: 'http://localhost:5173' },
      body: { identifier: ida.email, authCode: code ?? '', platform_type: 'payments' },
    });
    const hint = wallet.res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('optwallet_session_hint='))
      ?.split(';')[0];
    const signedInAt = Math.floor(h.clock.now().getTime() / 1000);
    h.clock.advance(120_000);
    const continued = await send(h, endpoints.continueSession, {
      headers: { origin: 'http://127.0.0.1:5174', cookie: hint ?? '' },
      body: { platform_type: 'payments' },
    });
    const consentToken = continued.data?.access_token ?? '';

    const verifier = client.randomPKCECodeVerifier();
    const challenge = await client.calculatePKCECodeChallenge(verifier);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const request = (maxAge: string) =>
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
        nonce,
        max_age: maxAge,
      });
    // Signed in two minutes ago, in the wallet: too old for 60 seconds, not for 600.
    expect(await loginRequired(consentToken, request('60'))).toBe(true);
    const url = request('600');
    expect(await loginRequired(consentToken, url)).toBe(false);
    const tokens = await client.authorizationCodeGrant(
      config,
      await approve(h, consentToken, url),
      {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
        maxAge: 600,
      },
    );
    expect(tokens.claims()?.auth_time).toBe(signedInAt);
  });

  it('an approval does not refresh auth_time: it stays the sign-in of the approving session', async () => {
    const config = await confidentialConfig();
    const grace = await onboarded(h, 'oidc_stale');
    const signedInAt = Math.floor(h.clock.now().getTime() / 1000);
    h.clock.advance(120_000);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const tokens = await client.authorizationCodeGrant(config, await approve(h, grace.token, url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()?.auth_time).toBe(signedInAt);
  });
});

describe('connected apps', () => {
  it('revoking the app ends its refresh tokens too', async () => {
    const config = await publicConfig();
    const tokens = await tokensOf(config);
    const grants = await send(h, endpoints.oauthGrants, { token: user.token });
    const grant = grants.data?.data.find((g) => g.client.id === PUBLIC_CLIENT);
    const revoked = await send(h, endpoints.revokeOAuthGrant, {
      token: user.token,
      params: { id: grant?.id ?? '' },
    });
    expect(revoked.status).toBe(200);
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('oauth4webapi', () => {
  it('completes code + PKCE + nonce, validates the ID token, and refreshes', async () => {
    const issuer = new URL(server.issuer);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { [oauth.allowInsecureRequests]: true }),
    );
    const oclient: oauth.Client = { client_id: CONFIDENTIAL_CLIENT };
    const auth = oauth.ClientSecretPost(CONFIDENTIAL_SECRET);
    const options = { [oauth.allowInsecureRequests]: true };
    const verifier = oauth.generateRandomCodeVerifier();
    const nonce = oauth.generateRandomNonce();
    const url = new URL(as.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: CONFIDENTIAL_CLIENT,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: SCOPE,
      state: 's1',
      nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const callback = await approve(h, user.token, url);
    const params = oauth.validateAuthResponse(as, oclient, callback, 's1');
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      oclient,
      auth,
      params,
      REDIRECT_URI,
      verifier,
      options,
    );
    const result = await oauth.processAuthorizationCodeResponse(as, oclient, response, {
      expectedNonce: nonce,
      requireIdToken: true,
    });
    expect(oauth.getValidatedIdTokenClaims(result)?.sub).toBe(user.id);
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      oclient,
      await oauth.refreshTokenGrantRequest(as, oclient, auth, result.refresh_token ?? '', options),
    );
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(result.refresh_token);
  });
});
