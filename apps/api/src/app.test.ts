import { Validator } from '@seriousme/openapi-schema-validator';
import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness, raw, send } from '../test/support/harness';

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, unknown> | undefined>;
  components: { securitySchemes: Record<string, { scheme: string }> };
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /api/health', () => {
  it('answers ok with the app version and the version header', async () => {
    const res = await send(h, endpoints.health);
    expect(res.status).toBe(200);
    // No job has run in this harness (main.ts starts them): an empty list.
    expect(res.data).toEqual({ status: 'ok', version: '1.0.3', jobs: [] });
    expect(res.res.headers.get('X-App-Version')).toBe('1.0.3');
  });

  it('answers 404 with a message outside the contract', async () => {
    const res = await raw(h, 'GET', '/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No route matches URL' });
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await raw(h, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      doc as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every part-1 endpoint of the contract with its method', async () => {
    const body = (await (await raw(h, 'GET', '/openapi.json')).json()) as OpenApiDoc;
    const partOne = Object.values(endpoints).filter(
      (e) =>
        ['auth', 'users', 'social', 'notifications', 'oauth', 'dev'].includes(e.area) &&
        !['/contacts/get-recents/{id}', '/get-tokens-by-ulid/{id}'].includes(e.path),
    );
    for (const e of partOne) {
      expect(
        body.paths[e.path.replace(/\{(\w+)\}/g, '{$1}')]?.[e.method.toLowerCase()],
        `${e.method} ${e.path}`,
      ).toBeDefined();
    }
    expect(body.components.securitySchemes.bearerAuth?.scheme).toBe('bearer');
  });
});

describe('GET /api/docs', () => {
  it('serves the Scalar reference over /api/openapi.json, its script from this server', async () => {
    const res = await h.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("connect-src 'self'");
    const html = await res.text();
    expect(html).toContain('"url":"/api/openapi.json"');
    expect(html).toContain('"withDefaultFonts":false');
    const src = /<script src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '';
    expect(src).toMatch(/^\/api\/docs\/scalar\.js\?v=\w+$/);
    expect(html).not.toMatch(/https?:\/\//);

    const script = await h.app.request(src, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toContain('immutable');
    const bytes = (await script.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(500_000);
  });
});

describe('error handling', () => {
  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await h.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });
});
