import { STORAGE_KEYS } from '@optwallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryRouter, serve, testSession } from '../../test/support';
import { ContinueAs } from './continue-as';

const TOKENS = { access_token: 'a.b.c', refresh_token: 'r', expires_in: 900 };
const ANA = { name: 'Ana Lima', username: 'ana', avatar: null };
const REQUEST = '/oauth?client_id=partner&state=s';

beforeEach(() => {
  localStorage.clear();
  testSession.sync();
});
afterEach(() => vi.restoreAllMocks());

function screen() {
  const router = memoryRouter(REQUEST);
  void render(
    router.wrap(
      <ContinueAs
        session={testSession}
        returnTo={REQUEST}
        subtitle="An app asks to connect."
        signIn={<p>the password sign-in</p>}
      />,
    ),
  );
  return router;
}

describe('Continue as, over the wallet app’s session in this browser', () => {
  it('names the person, and one tap signs in here and goes on with the request', async () => {
    const calls = serve({
      'GET /session/hint': Response.json({ account: ANA }),
      'POST /session/continue': Response.json(TOKENS),
    });
    const router = screen();
    await expect
      .element(page.getByRole('region', { name: 'Signed in to OptWallet in this browser' }))
      .toHaveTextContent('Ana Lima@ana');
    // Nothing is exchanged before the click.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /session/hint']);

    await page.getByRole('button', { name: 'Continue as Ana Lima' }).click();
    await expect.poll(() => testSession.isSignedIn()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a.b.c');
    expect(`${router.pathname}${router.search}`).toBe(REQUEST);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/session/continue' });
  });

  it('keeps “Use another account” one click away: the usual sign-in, nothing exchanged', async () => {
    const calls = serve({ 'GET /session/hint': Response.json({ account: ANA }) });
    screen();
    await page.getByRole('button', { name: 'Use another account' }).click();
    await expect.element(page.getByText('the password sign-in')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(testSession.isSignedIn()).toBe(false);
  });

  it('shows the usual sign-in when nobody is signed in to the wallet app here', async () => {
    serve({ 'GET /session/hint': Response.json({ account: null }) });
    screen();
    await expect.element(page.getByText('the password sign-in')).toBeVisible();
  });

  it('shows the usual sign-in when the API is out of reach', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    screen();
    await expect.element(page.getByText('the password sign-in')).toBeVisible();
  });

  it('says why when the wallet session ended in the meantime, and stays signed out', async () => {
    serve({
      'GET /session/hint': Response.json({ account: ANA }),
      'POST /session/continue': Response.json(
        { message: 'Your OptWallet session in this browser has ended. Sign in to continue.' },
        { status: 401 },
      ),
    });
    screen();
    await page.getByRole('button', { name: 'Continue as Ana Lima' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Your OptWallet session in this browser has ended. Sign in to continue.');
    expect(testSession.isSignedIn()).toBe(false);
  });
});
