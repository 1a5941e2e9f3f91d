import { STORAGE_KEYS, loginPathFor, logoutDestination } from '@optwallet/domain';
import { vi } from 'vitest';
import { createAppSession } from '../lib/app-session';
import { createWebApi } from '../lib/web-api';

/*
 * Test support: an app's session as wallet-web makes it (sign-in on /login?next=…, logout to
 * /login) and its API client over a faked fetch.
 */
export const testSession = createAppSession({
  loadApi: () => Promise.resolve(testApi),
  signInPath: loginPathFor,
  landingAfterLogout: logoutDestination,
});
const testApi = createWebApi(testSession);

/** Stores a session as a load of the app would find it. */
export function storeSession(token = freshToken()) {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  testSession.sync();
}

/** An unsigned JWT issued now, the way the client reads `iat` (signature is the server's business). */
function freshToken(): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'u1', iat: Math.floor(Date.now() / 1000) })}.sig`;
}

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/**
 * The API as a table of answers by "METHOD /path" (a function answers from the request body),
 * every call recorded; anything else is a 404.
 */
export function serve(
  answers: Record<string, Response | ((body: Record<string, unknown> | null) => Response)>,
): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    calls.push({ method: request.method, path, body });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return Response.json({ message: 'Not found' }, { status: 404 });
    return typeof answer === 'function' ? answer(body) : answer.clone();
  });
  return calls;
}

export { memoryRouter } from '../testing/memory-router';
