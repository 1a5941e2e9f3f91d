import { createHash, randomBytes } from 'node:crypto';
import { endpoints } from '@optwallet/contract';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthCodes } from '../../src/db/schema';
import { OAUTH_CODE_TTL_MS, registerClient } from '../../src/modules/oauth/service';
import { PARTNER_CLIENT_ID, PARTNER_REDIRECT_URI, seedDevnet } from '../../src/modules/devnet/seed';
import { type Harness, createHarness, onboarded, send } from '../support/harness';

let h: Harness;
let userToken = '';
beforeAll(async () => {
  h = await createHarness();
  await seedDevnet(h.deps);
  await registerClient(
    h.deps.db,
    {
      id: 'other-partner',
      name: 'Other',
      redirectUris: ['http://localhost:5176/callback'],
      scopes: ['profile:basic'],
    },
    h.clock.now(),
  );
  userToken = (await onboarded(h, 'rfc_user')).token;
});
afterAll(() => h.close());

const TOKEN_URL = 'http://localhost:8787/api/oauth/token';
const as: oauth.AuthorizationServer = {
  issuer: 'http://localhost:8787',
  token_endpoint: TOKEN_URL,
};
const client: oauth.Client = { client_id: PARTNER_CLIENT_ID };
const partnerFetch = {
  [oauth.customFetch]: (url: string, init?: RequestInit) =>
    Promise.resolve(h.app.request(url, init)),
  [oauth.allowInsecureRequests]: true,
};

/** A fresh approved code of the seeded partner and its PKCE verifier. */
async function approvedCode(clientId = PARTNER_CLIENT_ID, redirectUri = PARTNER_REDIRECT_URI) {
  const verifier = randomBytes(32).toString('base64url');
  const auth = await send(h, endpoints.oauthAuthorize, {
    token: userToken,
    body: {
      client_id: clientId,
      redirect_uri: redirectUri,
      scopes: 'profile:basic',
      state: 'st',
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    },
  });
  const redirect = new URL(auth.data?.redirect_url ?? '');
  return { redirect, code: redirect.searchParams.get('code') ?? '', verifier };
}

async function post(body: string | Record<string, string>, contentType?: string) {
  const form = typeof body !== 'string';
  const res = await h.app.request('/api/oauth/token', {
    method: 'POST',
    headers: {
      'content-type': contentType ?? (form ? 'application/x-www-form-urlencoded' : 'text/plain'),
    },
    body: form ? new URLSearchParams(body).toString() : body,
  });
  return { res, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /oauth/token errors follow RFC 6749 §5.2', () => {
  it('an OAuth client library (oauth4webapi) completes the exchange', async () => {
    const { redirect, verifier } = await approvedCode();
    const params = oauth.validateAuthResponse(as, client, redirect, 'st');
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      PARTNER_REDIRECT_URI,
      verifier,
      partnerFetch,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('profile:basic');
  });

  it('the library reads a used code as invalid_grant, and an unknown client as invalid_client', async () => {
    const { redirect, verifier } = await approvedCode();
    const params = oauth.validateAuthResponse(as, client, redirect, 'st');
    const exchange = (who: oauth.Client) =>
      oauth.authorizationCodeGrantRequest(
        as,
        who,
        oauth.None(),
        params,
        PARTNER_REDIRECT_URI,
        verifier,
        partnerFetch,
      );
    await oauth.processAuthorizationCodeResponse(as, client, await exchange(client));
    const replay = oauth.processAuthorizationCodeResponse(as, client, await exchange(client));
    await expect(replay).rejects.toBeInstanceOf(oauth.ResponseBodyError);
    await expect(replay).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });

    // A public client (PKCE, no client authentication) hears an OAuth error, not a challenge.
    const stranger = { client_id: 'nobody' };
    const unknown = oauth.processAuthorizationCodeResponse(as, stranger, await exchange(stranger));
    await expect(unknown).rejects.toBeInstanceOf(oauth.ResponseBodyError);
    await expect(unknown).rejects.toMatchObject({ error: 'invalid_client', status: 400 });
  });

  it('a client that authenticated with the Authorization header hears 401 and a challenge', async () => {
    const { redirect, verifier } = await approvedCode();
    const stranger = { client_id: 'nobody' };
    const params = oauth.validateAuthResponse(as, stranger, redirect, 'st');
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      stranger,
      oauth.ClientSecretBasic('not-a-secret'),
      params,
      PARTNER_REDIRECT_URI,
      verifier,
      partnerFetch,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="OptWallet"/);
    const refused = oauth.processAuthorizationCodeResponse(as, stranger, response);
    await expect(refused).rejects.toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });

  it.each<[string, (base: Record<string, string>) => Record<string, string>, string]>([
    ['missing grant_type', ({ grant_type: _, ...rest }) => rest, 'invalid_request'],
    ['grant_type password', (b) => ({ ...b, grant_type: 'password' }), 'unsupported_grant_type'],
    [
      'grant_type client_credentials',
      (b) => ({ ...b, grant_type: 'client_credentials' }),
      'unsupported_grant_type',
    ],
    [
      'grant_type refresh_token without refresh_token',
      (b) => ({ ...b, grant_type: 'refresh_token' }),
      'invalid_request',
    ],
    ['missing code', ({ code: _, ...rest }) => rest, 'invalid_request'],
    ['empty code', (b) => ({ ...b, code: '' }), 'invalid_request'],
    ['missing redirect_uri', ({ redirect_uri: _, ...rest }) => rest, 'invalid_request'],
    ['malformed redirect_uri', (b) => ({ ...b, redirect_uri: 'not a url' }), 'invalid_request'],
    ['missing client_id', ({ client_id: _, ...rest }) => rest, 'invalid_request'],
    ['missing code_verifier', ({ code_verifier: _, ...rest }) => rest, 'invalid_request'],
    ['short code_verifier', (b) => ({ ...b, code_verifier: 'short' }), 'invalid_request'],
    ['NUL in the code', (b) => ({ ...b, code: 'a\u0000b' }), 'invalid_request'],
    ['unknown code', (b) => ({ ...b, code: 'no-such-code' }), 'invalid_grant'],
    ['wrong PKCE verifier', (b) => ({ ...b, code_verifier: 'x'.repeat(43) }), 'invalid_grant'],
    [
      'another redirect_uri',
      (b) => ({ ...b, redirect_uri: 'http://localhost:5175/other' }),
      'invalid_grant',
    ],
    ['another client', (b) => ({ ...b, client_id: 'other-partner' }), 'invalid_grant'],
  ])('%s: 400 %s', async (_case, change, error) => {
    const { code, verifier } = await approvedCode();
    const base = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: PARTNER_REDIRECT_URI,
      client_id: PARTNER_CLIENT_ID,
      code_verifier: verifier,
    };
    const { res, json } = await post(change(base));
    expect(res.status).toBe(400);
    expect(Object.keys(json).sort()).toEqual(['error', 'error_description']);
    expect(json.error).toBe(error);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
  });

  it('an unknown public client: 400 invalid_client, no WWW-Authenticate', async () => {
    const { code, verifier } = await approvedCode();
    const { res, json } = await post({
      grant_type: 'authorization_code',
      code,
      redirect_uri: PARTNER_REDIRECT_URI,
      client_id: 'nobody',
      code_verifier: verifier,
    });
    expect(res.status).toBe(400);
    expect(json).toEqual({ error: 'invalid_client', error_description: 'Unknown client' });
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('an expired or used code: invalid_grant', async () => {
    const expired = await approvedCode();
    h.clock.advance(OAUTH_CODE_TTL_MS + 1000);
    const late = await post({
      grant_type: 'authorization_code',
      code: expired.code,
      redirect_uri: PARTNER_REDIRECT_URI,
      client_id: PARTNER_CLIENT_ID,
      code_verifier: expired.verifier,
    });
    expect(late.res.status).toBe(400);
    expect(late.json.error).toBe('invalid_grant');
    const rows = await h.deps.db.select({ n: oauthCodes.codeHash }).from(oauthCodes);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('a body that is neither form nor JSON, or broken JSON: invalid_request', async () => {
    const text = await post('grant_type=authorization_code');
    expect(text.res.status).toBe(400);
    expect(text.json.error).toBe('invalid_request');
    const broken = await post('{not json', 'application/json');
    expect(broken.res.status).toBe(400);
    expect(broken.json.error).toBe('invalid_request');
  });
});
