import { type EndpointDefinition, buildPath, endpoints } from '@optwallet/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness, onboarded, raw } from '../support/harness';

interface Operation {
  operationId: string;
  tags: string[];
  security: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const table = Object.entries(endpoints) as [string, EndpointDefinition][];

let h: Harness;
let doc: Document;
let token = '';
beforeAll(async () => {
  h = await createHarness();
  doc = (await (await raw(h, 'GET', '/openapi.json')).json()) as Document;
  token = (await onboarded(h, 'documented')).token;
});
afterAll(() => h.close());

const operation = (e: EndpointDefinition) => {
  const op = doc.paths[e.path]?.[e.method.toLowerCase()];
  if (!op) throw new Error(`${e.method} ${e.path} is not in the document`);
  return op;
};

describe('/api/openapi.json', () => {
  it('names the contract’s schemas, and every request body and 200 answer uses one', () => {
    for (const name of [
      'User',
      'Wallet',
      'TransferRequest',
      'ErrorResponse',
      'OAuthTokenResponse',
    ]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
    for (const [name, e] of table) {
      const op = operation(e);
      expect(op.operationId).toBe(name);
      if (e.format === 'csv' || e.format === 'event-stream') {
        const type = e.format === 'csv' ? 'text/csv' : 'text/event-stream';
        expect(op.responses['200']?.content?.[type]?.schema, `${name} 200`).toMatchObject({
          type: 'string',
        });
      } else {
        const ok = op.responses['200']?.content?.['application/json']?.schema;
        expect(ok?.$ref, `${name} 200`).toMatch(/^#\/components\/schemas\/\w+$/);
      }
      if (e.body) {
        expect(op.requestBody?.content['application/json']?.schema.$ref, name).toMatch(
          /^#\/components\/schemas\/\w+$/,
        );
      }
    }
  });

  it('writes nullable fields so that null is allowed (no allOf of a reference and null)', () => {
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[[^\]]*"null"\]\}\]/);
  });

  it('gives openapi-typescript named types for schemas and every status of an operation', async () => {
    const types = astToString(await openapiTS(doc as never));
    expect(types).toMatch(/schemas: \{[\s\S]*\n {8}User: \{/);
    expect(types).toMatch(/\n {8}TransferRequest: \{/);
    expect(types).toContain('"application/json": components["schemas"]["User"]');
    const transfer = types.slice(types.indexOf('    transfer: {'));
    for (const status of [200, 400, 401, 403, 404, 413, 415, 422, 429, 500]) {
      expect(transfer.slice(0, transfer.indexOf('\n    };'))).toContain(`${status}: {`);
    }
  });

  it('declares security on every operation: bearerAuth, or none for the public ones', () => {
    for (const [name, e] of table) {
      expect(operation(e).security, name).toEqual(e.auth === 'bearer' ? [{ bearerAuth: [] }] : []);
    }
  });

  it('lists the tags at the root, one per area, each used', () => {
    const used = new Set(table.map(([, e]) => operation(e).tags[0]));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect(tag.description.length).toBeGreaterThan(10);
  });

  it('documents the Idempotency-Key header of a transfer', () => {
    expect(operation(endpoints.transfer).parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
  });
});

/** Bodies that pass validation, so a request reaches the handler (and its 404). */
const VALID_BODIES: Record<string, unknown> = {
  renamePasskey: { name: 'Laptop' },
  verifyKey: { type: 'passcode', data: 'Wrong#pass1' },
  resetPasscode: { type: 'passcode', data: 'Wrong#pass1', newWalletPasscode: 'Another#key2026' },
  transferPreview: {
    chainId: 'optchain-1',
    symbol: 'OPT',
    amount: '1',
    to: 'bobby',
    transferType: 'send',
  },
  transfer: {
    chainId: 'optchain-1',
    symbol: 'OPT',
    amount: '1',
    to: 'bobby',
    transferType: 'send',
    description: '',
    walletPasscode: 'Wrong#pass1',
  },
  createValidator: { moniker: 'ghost', amount: '1', fee: '0.05', walletPasscode: 'Wrong#pass1' },
  requestPayment: { amount: '1', chainId: 'optchain-1', symbol: 'OPT' },
  autoCompoundOn: { cap: '1', walletPasscode: 'Wrong#pass1' },
  autoCompoundOff: { walletPasscode: 'Wrong#pass1' },
  revokeChainGrant: {
    chainId: 'optchain-1',
    grantee: 'opt1nobody',
    msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend',
    walletPasscode: 'Wrong#pass1',
  },
  revokeTokenApproval: {
    chainId: '1',
    symbol: 'USDT',
    spender: `0x${'1'.repeat(40)}`,
    walletPasscode: 'Wrong#pass1',
  },
  payPaymentRequest: { walletPasscode: 'Wrong#pass1' },
  createRecurringSend: {
    chainId: 'optchain-1',
    to: 'bobby',
    amount: '1',
    every: 'week',
    count: 3,
    walletPasscode: 'Wrong#pass1',
  },
  cancelRecurringSend: { walletPasscode: 'Wrong#pass1' },
};
const MISSING = {
  id: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  scheduleId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  tab: 'followers',
  query: 'nobody',
  chainId: 'optchain-1',
  symbol: 'OPT',
  hours: 24,
};

describe('the statuses the server answers', () => {
  const withParams = table.filter(([, e]) => e.params);

  it('covers the 40 operations with path parameters', () => {
    expect(withParams).toHaveLength(40);
  });

  /** Required query fields, so that the call reaches the lookup of its id. */
  const VALID_QUERIES: Record<string, string> = {
    recipientCheck: '?chainId=optchain-1&address=opt1x',
  };

  it.each(withParams)(
    '%s answers 404 for an id that is not there exactly when documented',
    async (name, e) => {
      const res = await raw(h, e.method, buildPath(e.path, MISSING) + (VALID_QUERIES[name] ?? ''), {
        token,
        body: e.body ? VALID_BODIES[name] : undefined,
      });
      const documented = '404' in operation(e).responses;
      expect(res.status === 404, `answered ${res.status}`).toBe(documented);
    },
  );

  // The token, revocation and introspection endpoints answer RFC 6749 §5.2
  // (oauth-token-errors.test.ts, oidc.test.ts): a body they cannot read is an invalid_request,
  // 400, whatever its type.
  const withBody = table.filter(
    ([name, e]) => e.body && !['oauthToken', 'oauthRevoke', 'oauthIntrospect'].includes(name),
  );
  it.each(withBody)(
    '%s answers 400 to malformed JSON, 415 to text, 413 to 70 KB, all documented',
    async (name, e) => {
      const path = `/api${buildPath(e.path, MISSING)}`;
      const send = (body: string, type: string) =>
        h.app.request(path, {
          method: e.method,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': type,
            'X-App-Version': '1.0.3',
          },
          body,
        });
      const huge = JSON.stringify({
        padding: 'x'.repeat(name === 'updateAvatar' ? 7 * 1024 * 1024 : 70 * 1024),
      });
      const answers = {
        400: (await send('{not json', 'application/json')).status,
        415: (await send('hello', 'text/plain')).status,
        413: (await send(huge, 'application/json')).status,
      };
      expect(answers).toEqual({ 400: 400, 415: 415, 413: 413 });
      expect(Object.keys(operation(e).responses)).toEqual(
        expect.arrayContaining(['400', '413', '415']),
      );
    },
  );
});
