import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, normaliseErrorBody, parseRetryAfter } from './errors';
import { startTestServer } from './test-server';
import type { Reply, TestServer } from './test-server';

const fields = { email: ['The email is invalid.'], password: ['Too short.', 'Needs a symbol.'] };

// Product §8, row by row.
const table: [string, number, unknown, { message: string; validation?: unknown }][] = [
  [
    '422 with error',
    422,
    { error: 'Bad input', message: 'Ignored', errors: fields },
    { message: 'Bad input', validation: fields },
  ],
  [
    '422 with message only',
    422,
    { message: 'The given data was invalid.', errors: fields },
    { message: 'The given data was invalid.', validation: fields },
  ],
  [
    '422 with errors only',
    422,
    { errors: fields },
    { message: 'The email is invalid., Too short., Needs a symbol.', validation: fields },
  ],
  [
    '422 with an errors list',
    422,
    { errors: ['One', 'Two'] },
    { message: 'One, Two', validation: ['One', 'Two'] },
  ],
  ['422 with nothing', 422, {}, { message: 'Validation error' }],
  ['409 with error', 409, { error: 'Username taken' }, { message: 'Username taken' }],
  ['409 with nothing', 409, undefined, { message: 'Validation error' }],
  [
    '500 whatever it says',
    500,
    { error: 'db down', message: 'trace' },
    { message: 'Something went wrong. Please try again later.' },
  ],
  [
    '400 with error',
    400,
    { error: 'Invalid wallet key', message: 'x' },
    { message: 'Invalid wallet key' },
  ],
  [
    '403 with errors list',
    403,
    { errors: ['Forbidden for you'], message: 'x' },
    { message: 'Forbidden for you' },
  ],
  [
    '404 with errors object',
    404,
    { errors: { id: ['No such user'] }, message: 'x' },
    { message: 'No such user' },
  ],
  ['429 with message', 429, { message: 'Too many attempts' }, { message: 'Too many attempts' }],
  ['503 with nothing', 503, 'Service Unavailable', { message: 'An unknown error occurred' }],
  [
    '400 with empty strings',
    400,
    { error: '', message: '' },
    { message: 'An unknown error occurred' },
  ],
];

describe('normaliseErrorBody', () => {
  it.each(table)('%s', (_, status, body, expected) => {
    expect(normaliseErrorBody(status, body)).toEqual(expected);
  });
});

describe('error answers through the client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(table)(
    '%s becomes an ApiError with the record of §8',
    async (_, status, body, expected) => {
      const reply: Reply = typeof body === 'string' ? { status, raw: body } : { status, body };
      server.handle(() => reply);
      const client = createApiClient({ baseUrl: server.url });
      const error = await client.social.emailInvite('x@example.com').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).toRecord()).toEqual({
        ...expected,
        status,
        endpoint: '/user/email-invite',
        method: 'POST',
      });
    },
  );

  it('a 429 says how long to wait: Retry-After in seconds on the error and its record', async () => {
    server.handle(() => ({
      status: 429,
      body: { message: 'Too many sync requests. Please wait a minute and try again.' },
      headers: { 'Retry-After': '42' },
    }));
    const client = createApiClient({ baseUrl: server.url });
    const error = (await client.social
      .emailInvite('x@example.com')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.toRecord().retryAfterSeconds).toBe(42);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['42', 42],
    [' 0 ', 1],
    ['Mon, 23 Nov 2026 12:01:30 GMT', 90],
    ['Mon, 23 Nov 2026 11:00:00 GMT', 1],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});
