import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { type LiveDataEvent, type LiveState, subscribeLiveEvents } from './live-events';

/** A server's answers, one per connection: SSE text (the stream then ends) or an error. */
function fakeServer(answers: (string | Error)[]) {
  const seen: (string | undefined)[] = [];
  return {
    seen,
    events: {
      open(lastEventId?: string) {
        seen.push(lastEventId);
        const answer = answers.shift();
        if (answer === undefined) return new Promise<Response>(() => undefined);
        if (answer instanceof Error) return Promise.reject(answer);
        return Promise.resolve(new Response(answer));
      },
    },
  };
}

const sse = (id: number | undefined, event: Record<string, unknown> & { kind: string }) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
const balance = { kind: 'balance', walletId: 'w1', chainId: 'optchain-1' };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

describe('subscribeLiveEvents', () => {
  it('delivers data events once, resumes with the last id after a drop, and skips replays', async () => {
    const server = fakeServer([
      sse(5, { kind: 'ready' }) + sse(6, balance),
      // The resumed stream overlaps: 6 again, then 7.
      sse(6, balance) + sse(7, { kind: 'notification' }) + sse(7, { kind: 'ready' }),
    ]);
    const events: LiveDataEvent[] = [];
    const states: LiveState[] = [];
    const stop = subscribeLiveEvents(
      server,
      { onEvent: (e) => events.push(e), onReset: () => undefined, onState: (s) => states.push(s) },
      { baseDelayMs: 1, random: () => 0 },
    );
    await until(() => events.length === 2);
    stop();
    expect(events.map((e) => e.kind)).toEqual(['balance', 'notification']);
    expect(server.seen.slice(0, 2)).toEqual([undefined, '6']);
    expect(states.slice(0, 4)).toEqual(['connecting', 'live', 'down', 'live']);
  });

  it('asks for a refetch when a connection goes live without resuming, and not when it resumed', async () => {
    const server = fakeServer([
      // Dropped before it said anything: no id to resume from.
      new TypeError('Failed to fetch'),
      // A fresh stream: it starts at "now", whatever happened before is not in it.
      sse(4, { kind: 'ready' }),
      // Resumed from 4: the catch-up covers the gap, nothing to refetch.
      sse(5, balance) + sse(5, { kind: 'ready' }),
    ]);
    const resets: number[] = [];
    const stop = subscribeLiveEvents(
      server,
      { onEvent: () => undefined, onReset: () => resets.push(server.seen.length) },
      { baseDelayMs: 1, random: () => 0 },
    );
    await until(() => server.seen.length === 4);
    stop();
    expect(server.seen.slice(0, 3)).toEqual([undefined, undefined, '4']);
    expect(resets).toEqual([2]);
  });

  it('asks for one refetch when the server could not resume (reset, then ready)', async () => {
    const server = fakeServer([sse(9, { kind: 'reset' }) + sse(9, { kind: 'ready' })]);
    let resets = 0;
    const stop = subscribeLiveEvents(server, {
      onEvent: () => undefined,
      onReset: () => (resets += 1),
    });
    await until(() => resets === 1);
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(resets).toBe(1);
  });

  it('tries again at once when the network is back, not after its backoff', async () => {
    const server = fakeServer([new TypeError('Failed to fetch'), sse(2, { kind: 'ready' })]);
    let networkBack = () => undefined as void;
    const states: LiveState[] = [];
    const stop = subscribeLiveEvents(
      server,
      { onEvent: () => undefined, onReset: () => undefined, onState: (s) => states.push(s) },
      {
        baseDelayMs: 60_000,
        onNetworkBack: (wake) => {
          networkBack = wake;
          return () => undefined;
        },
      },
    );
    await until(() => states.includes('down'));
    networkBack();
    await until(() => states.includes('live'));
    stop();
    expect(states.slice(0, 3)).toEqual(['connecting', 'down', 'live']);
  });

  it('stops for good when the session ended, and reconnects at once when the token expired', async () => {
    const server = fakeServer([
      sse(1, { kind: 'ready' }) + sse(undefined, { kind: 'end', reason: 'token_expired' }),
      sse(1, { kind: 'ready' }) + sse(undefined, { kind: 'end', reason: 'session_ended' }),
      sse(1, { kind: 'ready' }),
    ]);
    const states: LiveState[] = [];
    subscribeLiveEvents(
      server,
      { onEvent: () => undefined, onReset: () => undefined, onState: (s) => states.push(s) },
      { baseDelayMs: 1 },
    );
    await until(() => states.at(-1) === 'down' && server.seen.length === 2);
    await new Promise((r) => setTimeout(r, 30));
    expect(server.seen).toEqual([undefined, '1']);
    expect(states.at(-1)).toBe('down');
  });

  it('is down (the app polls) while the server serves no stream, and tries again later', async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 503,
      message: 'Live updates are not available on this server',
      endpoint: '/events',
      method: 'GET',
    });
    const server = fakeServer([refused, sse(3, { kind: 'ready' })]);
    const states: LiveState[] = [];
    const stop = subscribeLiveEvents(
      server,
      { onEvent: () => undefined, onReset: () => undefined, onState: (s) => states.push(s) },
      { unsupportedDelayMs: 20 },
    );
    await until(() => states.includes('live'));
    stop();
    expect(states.slice(0, 3)).toEqual(['connecting', 'down', 'live']);
  });
});
