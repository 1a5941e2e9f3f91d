import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { endpoints } from '@optwallet/contract';
import type { createApp } from '../../src/app';
import { registerClient } from '../../src/modules/oauth/service';
import { type Harness, createHarness, send } from './harness';

/**
 * The API on a real HTTP port (127.0.0.1, a free one) with its issuer set to that address, so
 * OpenID Connect libraries find everything from the discovery URL alone. The harness clock is
 * moved to the real time first: the libraries check ID token lifetimes against their own clock.
 */
export async function startOidcServer(): Promise<{
  h: Harness;
  issuer: string;
  close(): Promise<void>;
}> {
  const target: { app?: ReturnType<typeof createApp> } = {};
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      {
        fetch: (request, env) => {
          if (!target.app) return new Response('starting', { status: 503 });
          return target.app.fetch(request, env);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const h = await createHarness({ apiPublicUrl: issuer, consentUrl: 'http://127.0.0.1:5174' });
  h.clock.advance(Date.now() - h.clock.now().getTime());
  target.app = h.app;
  return {
    h,
    issuer,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await h.close();
    },
  };
}

export const PUBLIC_CLIENT = 'oidc-public';
export const CONFIDENTIAL_CLIENT = 'oidc-confidential';
export const CONFIDENTIAL_SECRET = 'confidential-secret-confidential-secret-0123456789';
export const REDIRECT_URI = 'http://127.0.0.1:5199/callback';
const SCOPES = ['openid', 'offline_access', 'profile:basic', 'email'];

export async function registerOidcClients(h: Harness) {
  for (const [id, secret] of [
    [PUBLIC_CLIENT, undefined],
    [CONFIDENTIAL_CLIENT, CONFIDENTIAL_SECRET],
  ] as const) {
    await registerClient(
      h.deps.db,
      { id, name: id, redirectUris: [REDIRECT_URI], scopes: SCOPES, secret },
      h.clock.now(),
    );
  }
}

/**
 * What the consent app does with an authorization URL a library built: it reads the request and
 * the signed-in user approves it (POST /oauth/authorize); the answer is the redirect back.
 */
export async function approve(h: Harness, userToken: string, authorizationUrl: URL): Promise<URL> {
  const q = authorizationUrl.searchParams;
  const res = await send(h, endpoints.oauthAuthorize, {
    token: userToken,
    body: {
      client_id: q.get('client_id') ?? '',
      redirect_uri: q.get('redirect_uri') ?? '',
      scopes: q.get('scope') ?? '',
      state: q.get('state') ?? '',
      response_type: 'code',
      code_challenge: q.get('code_challenge') ?? '',
      code_challenge_method: 'S256',
      ...(q.get('nonce') ? { nonce: q.get('nonce') ?? '' } : {}),
    },
  });
  if (!res.data) throw new Error(`approval failed: ${res.status} ${JSON.stringify(res.error)}`);
  return new URL(res.data.redirect_url);
}

/**
 * What the consent app does with a `prompt=none` request: no screen, one call with its session
 * when it has one (POST /oauth/authorize/none), then the redirect back.
 */
export async function silently(
  h: Harness,
  userToken: string | undefined,
  authorizationUrl: URL,
): Promise<URL> {
  const q = authorizationUrl.searchParams;
  const maxAge = q.get('max_age');
  const res = await send(h, endpoints.oauthAuthorizeSilent, {
    ...(userToken ? { token: userToken } : {}),
    body: {
      client_id: q.get('client_id') ?? '',
      redirect_uri: q.get('redirect_uri') ?? '',
      scopes: q.get('scope') ?? '',
      state: q.get('state') ?? '',
      response_type: 'code',
      code_challenge: q.get('code_challenge') ?? '',
      code_challenge_method: 'S256',
      ...(q.get('nonce') ? { nonce: q.get('nonce') ?? '' } : {}),
      ...(maxAge === null ? {} : { max_age: Number(maxAge) }),
    },
  });
  if (!res.data) throw new Error(`prompt=none failed: ${res.status} ${JSON.stringify(res.error)}`);
  return new URL(res.data.redirect_url);
}
