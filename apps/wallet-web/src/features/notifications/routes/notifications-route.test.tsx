import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { Component as NotificationsRoute } from './notifications-route';

/* The /notifications page with its real hooks and API client; only the server's answers are canned. */

type Answer = { status: number; body: unknown };
const json = (body: unknown, status = 200): Answer => ({ status, body });

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DAY = 86_400_000;

function note(id: string, createdAt: string, extra: object = {}) {
  return {
    id,
    type: 'system',
    title: `Title ${id}`,
    message: `Body ${id}`,
    data: {},
    read_at: null,
    created_at: createdAt,
    ...extra,
  };
}

const page = (data: object[], current = 1, last = 1) => ({
  data,
  current_page: current,
  last_page: last,
  per_page: 20,
  total: data.length,
});

function serve(
  answer: (method: string, path: string, query: URLSearchParams) => Answer | undefined,
) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? input
          : new Request(new URL(String(input), window.location.origin), init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      calls.push(`${request.method} ${path}${url.search}`);
      const reply =
        answer(request.method, path, url.searchParams) ?? json({ message: 'Not Found' }, 404);
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
  );
  return calls;
}

async function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = memoryRouter('/notifications');
  const screen = await render(
    <QueryClientProvider client={client}>
      {router.wrap(<NotificationsRoute />, '/notifications')}
    </QueryClientProvider>,
  );
  return { screen, router, client };
}

describe('/notifications (spec §4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('while the list loads, says so as a status (a label on a plain div is not announced, and axe refuses it)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const { screen } = await renderPage();
    await expect.element(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });

  it('groups Today, Yesterday, Last Week and Older, with relative times today and dates before', async () => {
    const older = new Date(Date.now() - 40 * DAY);
    serve(() =>
      json(
        page([
          note('a', ago(5 * 60_000)),
          note('b', ago(DAY + 60_000)),
          note('c', ago(4 * DAY)),
          note('d', older.toISOString()),
        ]),
      ),
    );
    const { screen } = await renderPage();
    await expect.element(screen.getByRole('heading', { name: 'Today' })).toBeVisible();
    // One level below the page's h1 (axe heading-order).
    const headings = screen
      .getByRole('heading', { level: 2 })
      .elements()
      .map((el) => el.textContent);
    expect(headings).toEqual(['Today', 'Yesterday', 'Last Week', 'Older']);
    await expect.element(screen.getByText('a few minutes ago')).toBeVisible();
    const olderText = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(older);
    await expect.element(screen.getByText(olderText)).toBeVisible();
    // Yesterday and last week: 'MMM dd, yyyy - hh:mm a' in capitals.
    expect(document.body.textContent).toMatch(/[A-Z]{3} \d{2}, \d{4} - \d{2}:\d{2} (AM|PM)/);
  });

  it('opening an unread notification marks it read at once and goes to what it is about', async () => {
    const calls = serve((method, path) => {
      if (path === '/notifications')
        return json(page([note('a', ago(60_000), { data: { user_id: 'u9' } })]));
      if (method === 'POST' && path === '/mark-notification-as-read')
        return json({ message: 'ok' });
      return undefined;
    });
    const { screen, router } = await renderPage();
    await screen.getByRole('button', { name: /Unread: Title a/ }).click();
    await expect.poll(() => router.pathname).toBe('/profile/u9');
    expect(calls).toContain('POST /mark-notification-as-read');
  });

  it('mark all read clears every unread mark without a reload', async () => {
    const calls = serve((method, path) => {
      if (path === '/notifications')
        return json(page([note('a', ago(60_000)), note('b', ago(120_000))]));
      if (method === 'POST' && path === '/mark-all-notifications-as-read')
        return json({ message: 'ok' });
      return undefined;
    });
    const { screen } = await renderPage();
    await expect.element(screen.getByText('2 unread')).toBeVisible();
    await screen.getByRole('button', { name: 'Mark all read' }).click();
    await expect.element(screen.getByText('2 unread')).not.toBeInTheDocument();
    expect(screen.getByText(/^Unread:/).elements()).toHaveLength(0);
    expect(calls).toContain('POST /mark-all-notifications-as-read');
  });

  it('clear all asks first, then empties the list', async () => {
    const calls = serve((method, path) => {
      if (path === '/notifications') return json(page([note('a', ago(60_000))]));
      if (method === 'DELETE' && path === '/delete-notifications') return json({ message: 'ok' });
      return undefined;
    });
    const { screen } = await renderPage();
    await screen.getByRole('button', { name: 'Clear all' }).click();
    const dialog = screen.getByRole('alertdialog');
    await expect
      .element(dialog.getByText('Are you sure you want to delete all your notifications?'))
      .toBeVisible();
    expect(calls).not.toContain('DELETE /delete-notifications');
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect.element(screen.getByText('No notifications yet')).toBeVisible();
    expect(calls).toContain('DELETE /delete-notifications');
  });

  it('later pages append to the first', async () => {
    const calls = serve((method, path, query) =>
      path === '/notifications'
        ? json(
            query.get('page') === '2'
              ? page([note('p2', ago(3 * 60_000))], 2, 2)
              : page([note('p1', ago(60_000))], 1, 2),
          )
        : undefined,
    );
    const { screen } = await renderPage();
    await expect.element(screen.getByText('Title p1')).toBeVisible();
    await expect.element(screen.getByText('Title p2')).toBeVisible();
    const order = screen
      .getByRole('button', { name: /Title p/ })
      .elements()
      .map((el) => /Title (p\d)/.exec(el.textContent ?? '')?.[1]);
    expect(order).toEqual(['p1', 'p2']);
    expect(calls.filter((call) => call.startsWith('GET /notifications'))).toEqual([
      'GET /notifications?page=1',
      'GET /notifications?page=2',
    ]);
  });

  it('a failed load shows no stale items and offers to try again', async () => {
    let failing = false;
    serve(() => (failing ? json({ message: 'boom' }, 500) : json(page([note('a', ago(60_000))]))));
    const { screen, client } = await renderPage();
    await expect.element(screen.getByText('Title a')).toBeVisible();
    // The next load (the poll, a focus) fails: product §4, a failure empties the list.
    failing = true;
    await client.refetchQueries();
    await expect.element(screen.getByText('Notifications could not be loaded.')).toBeVisible();
    // Nothing of the old list stays: no item, no unread count, no actions on it.
    expect(screen.getByText('Title a').elements()).toHaveLength(0);
    expect(screen.getByText(/unread/).elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Clear all' }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    failing = false;
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByText('Title a')).toBeVisible();
  });
});
