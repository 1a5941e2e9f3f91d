import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { userQuery } from '../../../lib/account';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { Component as NetworkRoute } from './network-route';

/* /network/{tab} with its real hooks and API client; only the server's answers are canned. */

const person = (id: string, extra: object = {}) => ({
  id,
  username: `user_${id}`,
  first_name: 'Person',
  last_name: id.toUpperCase(),
  avatar: null,
  following: false,
  since: '2026-11-20T10:00:00.000Z',
  ...extra,
});

type Reply = { status: number; body: unknown } | 'hang';

function serve(
  answer: (path: string, query: URLSearchParams, request: Request) => Reply | undefined,
) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? input
          : new Request(new URL(String(input), window.location.origin), init);
      requests.push(request);
      const url = new URL(request.url);
      const reply = answer(url.pathname.replace(/^\/api/, ''), url.searchParams, request) ?? {
        status: 404,
        body: { message: 'Not Found' },
      };
      if (reply === 'hang') {
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
  );
  return requests;
}

const ok = (body: unknown) => ({ status: 200, body });
const pageOf = (data: object[], current: number, last: number, total: number) => ({
  data,
  current_page: current,
  last_page: last,
  per_page: 30,
  total,
});

const ME = {
  id: 'u1',
  email: 'me@example.com',
  username: 'me_here',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Me',
  last_name: 'Here',
  country: 'DE',
  phone_number: null,
  roles: [],
  following: false,
};

async function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery.queryKey, ME);
  const router = memoryRouter(path);
  const screen = await render(
    <QueryClientProvider client={client}>
      {router.wrap(<NetworkRoute />, '/network/:tab')}
    </QueryClientProvider>,
  );
  return { screen, router };
}

describe('/network/{tab}', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads 30 at a time and appends the next page on Load more', async () => {
    const requests = serve((path, query) => {
      if (path !== '/user/following') return undefined;
      return ok(
        query.get('page') === '2'
          ? pageOf([person('b', { following: true })], 2, 2, 31)
          : pageOf([person('a', { following: true })], 1, 2, 31),
      );
    });
    const { screen } = await renderAt('/network/following');
    await expect.element(screen.getByText('Person A')).toBeVisible();
    await expect.element(screen.getByText('You follow 31')).toBeVisible();
    await screen.getByRole('button', { name: 'Load more' }).click();
    await expect.element(screen.getByText('Person B')).toBeVisible();
    await expect.element(screen.getByText('Person A')).toBeVisible();
    const asked = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/user/following'))
      .map((u) => u.search);
    expect(asked).toEqual(['?per_page=30&page=1', '?per_page=30&page=2']);
  });

  it('changing the tab aborts the request of the tab left behind', async () => {
    const requests = serve((path) => {
      if (path === '/user/following') return 'hang';
      if (path === '/user/followers') return ok(pageOf([], 1, 1, 0));
      return undefined;
    });
    const { screen, router } = await renderAt('/network/following');
    await expect.poll(() => requests.some((r) => r.url.includes('/user/following'))).toBe(true);
    await screen.getByRole('tab', { name: /Followers/ }).click();
    await expect.poll(() => router.pathname).toBe('/network/followers');
    await expect.element(screen.getByText('No followers yet')).toBeVisible();
    const following = requests.find((r) => r.url.includes('/user/following'));
    await expect.poll(() => following?.signal.aborted).toBe(true);
  });

  it('referrals show who joined and when, and the invite link is {host}/c/{username}', async () => {
    serve((path) => (path === '/user/referrals' ? ok(pageOf([person('r')], 1, 1, 1)) : undefined));
    const { screen } = await renderAt('/network/referrals');
    await expect.element(screen.getByText('Person R')).toBeVisible();
    await expect.element(screen.getByText('Joined November 20, 2026')).toBeVisible();
    await expect.element(screen.getByText('1 joined through your link')).toBeVisible();
    await expect
      .element(screen.getByTestId('invite-link'))
      .toHaveTextContent(`${window.location.origin}/c/me_here`);
  });

  it('at 390 px a referral’s full name shows, with the join date under it instead of beside it', async () => {
    await page.viewport(390, 844);
    const referral = person('r', { first_name: 'Alexandrina', last_name: 'Montgomery' });
    serve((path) => (path === '/user/referrals' ? ok(pageOf([referral], 1, 1, 1)) : undefined));
    const { screen } = await renderAt('/network/referrals');
    const name = screen.getByText('Alexandrina Montgomery');
    const joined = screen.getByText('Joined November 20, 2026');
    await expect.element(joined).toBeVisible();
    const title = name.element() as HTMLElement;
    expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    expect(joined.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom - 1,
    );
  });
});
