import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryRouter } from '@optwallet/auth-web/testing';
import { requestRecord as request } from '../test/fixtures';
import { Component as RequestsRoute } from './requests-route';

/* /requests with its real hooks and API client; only the server's answers are canned. */

const pageOf = (data: object[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: data.length,
});

type Reply = { status: number; body: unknown };

function serve(
  answer: (path: string, query: URLSearchParams, method: string) => Reply | undefined,
) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input: RequestInfo | URL, init?: RequestInit) => {
      const sent =
        input instanceof Request
          ? input
          : new Request(new URL(String(input), window.location.origin), init);
      requests.push(sent);
      const url = new URL(sent.url);
      const reply = answer(url.pathname.replace(/^\/api/, ''), url.searchParams, sent.method) ?? {
        status: 404,
        body: { message: 'Not Found' },
      };
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

async function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = memoryRouter(path);
  const screen = await render(
    <QueryClientProvider client={client}>
      {router.wrap(<RequestsRoute />, '/requests')}
    </QueryClientProvider>,
  );
  return { screen, router };
}

describe('/requests', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the open requests to pay with Pay and Decline, and asks for open incoming ones', async () => {
    const requests = serve((path) =>
      path === '/payment-requests' ? { status: 200, body: pageOf([request('r1')]) } : undefined,
    );
    const { screen } = await renderAt('/requests');
    await expect.element(screen.getByText('Ben Test requests')).toBeVisible();
    await expect.element(screen.getByText('“pizza”')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Pay' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    const query = new URL(requests[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ direction: 'incoming', page: '1', state: 'open' });
  });

  it('shows the requester Cancel on an open request and no action on a closed one', async () => {
    serve((path) =>
      path === '/payment-requests'
        ? {
            status: 200,
            body: pageOf([
              request('r1', { direction: 'outgoing' }),
              request('r2', { direction: 'outgoing', state: 'declined', memo: 'old' }),
            ]),
          }
        : undefined,
    );
    const { screen } = await renderAt('/requests?tab=outgoing&show=all');
    await expect.element(screen.getByText('Declined')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel request' }).all()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay' }).all()).toHaveLength(0);
  });

  it('says so when nothing is open, and offers Try again when the list fails', async () => {
    let fail = true;
    serve((path) => {
      if (path !== '/payment-requests') return undefined;
      return fail
        ? { status: 500, body: { message: 'Server error' } }
        : { status: 200, body: pageOf([]) };
    });
    const { screen } = await renderAt('/requests');
    await expect.element(screen.getByText('Your requests could not be loaded.')).toBeVisible();
    fail = false;
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByText('No open requests to pay')).toBeVisible();
  });

  it('wraps a 20-digit amount inside its card at 390 px: nothing sticks out, the page does not scroll sideways', async () => {
    await page.viewport(390, 844);
    // Amounts from before the ceiling of a request (issue 44) are still listed.
    serve((path) =>
      path === '/payment-requests'
        ? {
            status: 200,
            body: pageOf([request('r1', { amount: '99999999999999999999', memo: 'all of it' })]),
          }
        : undefined,
    );
    const { screen } = await renderAt('/requests');
    const amount = screen.getByText('99,999,999,999,999,999,999 OPT');
    await expect.element(amount).toBeVisible();
    const card = screen.getByTestId('payment-request').element().getBoundingClientRect();
    const shown = amount.element().getBoundingClientRect();
    expect(shown.right).toBeLessThanOrEqual(card.right);
    expect(card.right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);

    // Its pay review too: the amount breaks inside the sheet, which never scrolls sideways.
    await screen.getByRole('button', { name: 'Pay' }).click();
    const review = screen.getByRole('dialog', { name: 'Pay Ben Test' });
    await expect.element(review.getByTestId('pay-amount')).toBeVisible();
    const sheet = review.element();
    expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    const row = review.getByTestId('pay-amount').element().getBoundingClientRect();
    expect(row.right).toBeLessThanOrEqual(sheet.getBoundingClientRect().right);
  });

  it('declines after the confirmation and refetches the list', async () => {
    let declined = false;
    const requests = serve((path, _query, method) => {
      if (path === '/payment-requests/r1/decline' && method === 'POST') {
        declined = true;
        return { status: 200, body: { request: request('r1', { state: 'declined' }) } };
      }
      if (path === '/payment-requests') {
        return { status: 200, body: pageOf(declined ? [] : [request('r1')]) };
      }
      return undefined;
    });
    const { screen } = await renderAt('/requests');
    await screen.getByRole('button', { name: 'Decline' }).click();
    await expect
      .element(screen.getByText('Ben Test will be told you declined their request for 3 OPT.'))
      .toBeVisible();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
    await expect.element(screen.getByText('No open requests to pay')).toBeVisible();
    expect(requests.some((r) => r.url.endsWith('/payment-requests/r1/decline'))).toBe(true);
  });
});
