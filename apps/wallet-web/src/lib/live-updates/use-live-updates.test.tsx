import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { queryClient } from '@optwallet/auth-web';
import { TOKENS, signIn } from '../../test/money-harness';
import { walletTokensQuery } from '../money/queries';
import { LiveUpdates } from './use-live-updates';

/*
 * The tab's live-updates stream in real Chromium: the app's API client and React Query, with
 * GET /events and GET /wallets/w1/tokens answered in the page (one SSE body per connection,
 * written by the test), and the browser's own `online` event.
 */

const sse = (id: number, event: Record<string, unknown> & { kind: string }) =>
  `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;

interface Connection {
  lastEventId: string | null;
  send(text: string): void;
  drop(): void;
}

/** Answers GET /events with a stream the test writes (or a failure while "offline"). */
function fakeApi() {
  const connections: Connection[] = [];
  let offline = false;
  let balance = 100;
  const tokenReads: number[] = [];
  let held: Promise<void> | undefined;
  const answer = (input: RequestInfo | URL, init?: RequestInit): Response | Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (offline) throw new TypeError('Failed to fetch');
    const path = new URL(request.url, window.location.origin).pathname;
    if (path === '/api/wallets/w1/tokens') {
      // The balance as the read finds it when it starts, answered now or once released.
      const read = balance;
      tokenReads.push(read);
      const opt = { ...TOKENS.tokens[0], balance: String(read) };
      const reply = () => Response.json({ ...TOKENS, tokens: [opt, TOKENS.tokens[1]] });
      return held ? held.then(reply) : reply();
    }
    if (path !== '/api/events') return Response.json({ message: 'Not Found' }, { status: 404 });
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    connections.push({
      lastEventId: request.headers.get('Last-Event-ID'),
      send: (text) => controller.enqueue(encoder.encode(text)),
      drop: () => controller.error(new TypeError('network error')),
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    Promise.resolve().then(() => answer(input, init)),
  );
  return {
    connections,
    tokenReads,
    setOffline: (value: boolean) => (offline = value),
    setBalance: (value: number) => (balance = value),
    /** Token reads from now on wait for the returned release to answer. */
    holdReads: () => {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
  };
}

function OptBalance() {
  const { data } = useQuery(walletTokensQuery('w1'));
  return <p data-testid="opt">{data?.tokens[0]?.balance ?? '…'}</p>;
}

async function renderLive() {
  return render(
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      <OptBalance />
    </QueryClientProvider>,
  );
}

describe('LiveUpdates', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('a stream that reconnects without a Last-Event-ID refetches the balance it may have missed', async () => {
    const api = fakeApi();
    const screen = await renderLive();
    await expect.element(screen.getByTestId('opt')).toHaveTextContent('100');
    await expect.poll(() => api.connections.length).toBe(1);

    // The connection drops before the server said anything (no id), the network is gone, and
    // money arrives meanwhile.
    api.setOffline(true);
    api.connections[0]?.drop();
    api.setBalance(107);

    // Back online: the stream connects again, as a fresh one (nothing to resume from), and the
    // server's catch-up starts at "now": the receive is not in it.
    api.setOffline(false);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => api.connections.length).toBe(2);
    expect(api.connections[1]?.lastEventId).toBeNull();
    api.connections[1]?.send(sse(42, { kind: 'ready' }));

    await expect.element(screen.getByTestId('opt')).toHaveTextContent('107');
  });

  it('a stream that resumes from its Last-Event-ID refetches only what the catch-up names', async () => {
    const api = fakeApi();
    const screen = await renderLive();
    await expect.element(screen.getByTestId('opt')).toHaveTextContent('100');
    await expect.poll(() => api.connections.length).toBe(1);
    api.connections[0]?.send(sse(7, { kind: 'ready' }));
    // The first connection may have started after the balance was read: it refetches once.
    await expect.poll(() => api.tokenReads.length).toBe(2);

    api.connections[0]?.drop();
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => api.connections.length).toBe(2);
    expect(api.connections[1]?.lastEventId).toBe('7');
    api.connections[1]?.send(sse(7, { kind: 'ready' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.tokenReads).toHaveLength(2);

    // The catch-up's balance event is what refetches it.
    api.setBalance(112);
    api.connections[1]?.send(sse(8, { kind: 'balance', walletId: 'w1', chainId: 'optchain-1' }));
    await expect.element(screen.getByTestId('opt')).toHaveTextContent('112');
  });

  it('an event while a read of its balance is out reads again: that read may predate the change', async () => {
    const api = fakeApi();
    const screen = await renderLive();
    await expect.element(screen.getByTestId('opt')).toHaveTextContent('100');
    await expect.poll(() => api.connections.length).toBe(1);
    api.connections[0]?.send(sse(7, { kind: 'ready' }));
    await expect.poll(() => api.tokenReads.length).toBe(2);

    // A read starts (as the app's own refetch after a send does) and is slow to answer; the
    // send's block is indexed meanwhile, and its event comes while that read is still out.
    const release = api.holdReads();
    void queryClient.refetchQueries({ queryKey: walletTokensQuery('w1').queryKey });
    await expect.poll(() => api.tokenReads.length).toBe(3);
    api.setBalance(130);
    api.connections[0]?.send(sse(8, { kind: 'balance', walletId: 'w1', chainId: 'optchain-1' }));
    await expect.poll(() => api.tokenReads.length).toBe(4);
    release();
    await expect.element(screen.getByTestId('opt')).toHaveTextContent('130');
  });
});
