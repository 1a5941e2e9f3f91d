import { Validator } from '@seriousme/openapi-schema-validator';
import { endpoints } from '@optwallet/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness, raw, send } from '../test/harness';

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
    expect(res.data).toEqual({ status: 'ok', version: '1.0.3' });
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
  it('serves a readable reference listing the operations', async () => {
    const res = await h.app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('OptWallet API');
    expect(html).toContain('/api/authCodeLogin');
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
