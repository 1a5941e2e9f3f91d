import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from './client';
import { endSession } from './end-session';
import { createMemorySessionStore } from './session-store';
import { message, tokens } from './test-fixtures';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.handle(() => ({ body: message }));
});
afterAll(() => server.close());

it('clears the session at once, then ends it on the server with the client loaded later', async () => {
  const session = createMemorySessionStore(tokens);
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const client = createApiClient({ baseUrl: server.url, sessionStore: createMemorySessionStore() });
  server.requests.length = 0;

  endSession(session, () => loaded.then(() => client));
  expect(session.getAccessToken()).toBeNull();
  expect(session.getRefreshToken()).toBeNull();

  release();
  await expect.poll(() => server.requests.length).toBe(1);
  expect(server.requests[0]).toMatchObject({
    method: 'POST',
    path: '/api/logout',
    body: { refresh_token: tokens.refresh_token },
  });
});

it('sends nothing without a session, and a client that fails to load changes nothing', async () => {
  server.requests.length = 0;
  let loads = 0;
  endSession(createMemorySessionStore(), () => {
    loads += 1;
    return Promise.reject(new Error('offline'));
  });
  const session = createMemorySessionStore(tokens);
  endSession(session, () => Promise.reject(new Error('offline')));
  expect(session.getAccessToken()).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loads).toBe(0);
  expect(server.requests).toHaveLength(0);
});
