import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '../../src/lib/html';
import { API_CSP, HSTS } from '../../src/lib/security-headers';
import {
  HEADERS,
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  raw,
  send,
  signUp,
} from '../support/harness';

let h: Harness;
let prod: Harness;
beforeAll(async () => {
  h = await createHarness();
  prod = await createHarness({ nodeEnv: 'production', devnet: false });
});
afterAll(async () => {
  await h.close();
  await prod.close();
});

function expectBrowserGuards(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** Helmet's document headers, which every HTML page carries too. */
function expectDocumentGuards(res: Response) {
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('origin-agent-cluster')).toBe('?1');
  expect(res.headers.get('x-dns-prefetch-control')).toBe('off');
  expect(res.headers.get('x-download-options')).toBe('noopen');
  expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
  expect(res.headers.get('x-xss-protection')).toBe('0');
}

describe('every /api answer', () => {
  it('is nosniff, unframeable, without referrer and uncached: successes and errors alike', async () => {
    const answers = [
      await raw(h, 'GET', '/health'),
      await raw(h, 'GET', '/user'),
      await raw(h, 'GET', '/nope'),
      await raw(h, 'POST', '/login', { body: {} }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 422]);
    for (const res of answers) {
      expectBrowserGuards(res);
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // A document's headers are a page's alone: JSON is never rendered as one.
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-xss-protection')).toBeNull();
    }
  });

  it('sends HSTS in production', async () => {
    const res = await raw(prod, 'GET', '/health');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    expectBrowserGuards(res);
  });

  it('never lets a cache keep a token response', async () => {
    const s = await signUp(h, 'nostore@example.com');
    await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'nostore@example.com', platform_type: 'payments' },
    });
    const { link } = await lastMessage(h, 'nostore@example.com');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const answers = [
      await send(h, endpoints.refreshToken, {
        body: { refresh_token: s.refresh, platform_type: 'payments' },
      }),
      await send(h, endpoints.magicLogin, { body: { token, platform_type: 'payments' } }),
    ];
    for (const { status, res } of answers) {
      expect(status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('the remember_token cookie', () => {
  it('is HttpOnly (and SameSite=Lax): no script on the page can read the trusted-device token', async () => {
    await signUp(h, 'cookie@example.com');
    await send(h, endpoints.login, {
      body: {
        type: 'email',
        identifier: 'cookie@example.com',
        password: PASSWORD,
        platform_type: 'payments',
      },
    });
    const { code } = await lastMessage(h, 'cookie@example.com');
    const res = await send(h, endpoints.authCodeLogin, {
      body: {
        identifier: 'cookie@example.com',
        authCode: code ?? '',
        platform_type: 'payments',
        remember_me: true,
      },
    });
    const cookie = res.res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^remember_token_/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(res.res.headers.get('cache-control')).toBe('no-store');
  });
});

describe("the server's HTML pages", () => {
  it.each([
    ['explorer', '/explorer/tx/UNKNOWN', 404],
    ['devnet outbox', '/dev/outbox', 200],
    ['admin session', '/admin/session?token=nope', 401],
  ])(
    '%s: a CSP that allows only its own stylesheet, and no framing',
    async (_name, path, status) => {
      const res = await h.app.request(path);
      expect(res.status).toBe(status);
      expectBrowserGuards(res);
      expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expectDocumentGuards(res);
      const html = await res.text();
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
      expect(html).not.toMatch(/<script/i);
    },
  );

  it('the API reference: nosniff, no referrer, and no framing whatever its own policy says', async () => {
    const res = await h.app.request('/api/docs');
    expect(res.status).toBe(200);
    expectBrowserGuards(res);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src '(none|self)'/);
    expectDocumentGuards(res);
  });
});

describe('over HTTP (node reads the request headers)', () => {
  let base: string;
  let server: ServerType;
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const started = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a bearer token is read from the request: its own data with it, 401 without or malformed', async () => {
    const s = await signUp(h, 'overhttp@example.com');
    const get = (authorization?: string) =>
      fetch(`${base}/user`, {
        headers: { ...HEADERS, ...(authorization ? { authorization } : {}) },
      });
    const own = await get(`Bearer ${s.token}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { email: string }).email).toBe('overhttp@example.com');
    expect((await get(`bearer ${s.token}`)).status).toBe(200);
    expect((await get()).status).toBe(401);
    expect((await get(`Basic ${s.token}`)).status).toBe(401);
  });

  it("answers the caller's X-Request-Id when it is a short token, else a new one", async () => {
    const id = (given?: string) =>
      fetch(`${base}/health`, {
        headers: { ...HEADERS, ...(given === undefined ? {} : { 'x-request-id': given }) },
      }).then((res) => res.headers.get('x-request-id'));
    expect(await id('trace-123_abc=')).toBe('trace-123_abc=');
    const fresh = await id();
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(await id()).not.toBe(fresh);
    for (const bad of ['has space', 'x'.repeat(256), 'semi;colon']) {
      expect(await id(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
