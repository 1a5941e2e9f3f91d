import type { LiveEvent } from '@optwallet/contract';
import { createParser } from 'eventsource-parser';
import { isApiError } from './errors';

/** Where a subscription stands: 'live' once the server said `ready`; 'down' while it is not. */
export type LiveState = 'connecting' | 'live' | 'down';

/** The data events an app acts on (the stream's own ready, reset and end are handled here). */
export type LiveDataEvent = Extract<
  LiveEvent,
  { kind: 'balance' | 'history' | 'stake' | 'notification' | 'request' }
>;

export interface LiveEventsSource {
  events: { open(lastEventId?: string, options?: { signal?: AbortSignal }): Promise<Response> };
}

export interface LiveEventsHandlers {
  /** One data event, in order, once (replays after a reconnect are skipped by id). */
  onEvent(event: LiveDataEvent): void;
  /**
   * Events may have been missed: the connection went live without resuming (no Last-Event-ID:
   * the tab's first connection, or one that never got an id before it dropped, whose catch-up
   * starts at "now"), or the server could not resume it (log pruned, another database). Refetch
   * everything the stream keeps fresh.
   */
  onReset(): void;
  onState?(state: LiveState): void;
}

export interface LiveEventsOptions {
  /** Waits before reconnecting: attempt n waits min(maxDelayMs, baseDelayMs * 2^n) + jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After a 503 (the server serves no stream) or an unreadable body: try again this late. */
  unsupportedDelayMs?: number;
  random?: () => number;
  /**
   * Calls `wake` when the network is back, and answers how to stop: a connection waiting out
   * its backoff then tries at once. By default the browser's `online` event (none outside one).
   */
  onNetworkBack?: (wake: () => void) => () => void;
}

/** The browser's window as this file needs it (the package is built without the DOM's types). */
interface OnlineTarget {
  addEventListener?: (type: 'online', listener: () => void) => void;
  removeEventListener?: (type: 'online', listener: () => void) => void;
}

function browserOnline(wake: () => void): () => void {
  const target = globalThis as OnlineTarget;
  if (!target.addEventListener) return () => undefined;
  target.addEventListener('online', wake);
  return () => target.removeEventListener?.('online', wake);
}

/**
 * The data kinds of the contract's liveEventSchema, written out: a value import of the contract would bring zod
 * and every schema into the app's first load (type imports cost nothing).
 */
const DATA_KINDS = new Set<string>([
  'balance',
  'history',
  'stake',
  'notification',
  'request',
] satisfies LiveDataEvent['kind'][]);

/**
 * Keeps one GET /events stream open: reconnects with exponential backoff and jitter (at once
 * when the network comes back), resumes with Last-Event-ID (so a server restart or a dropped
 * network loses nothing the log still holds), asks for a refetch when a connection could not
 * resume, refreshes the token through the client's 401 policy, and stops for good when the
 * session ended (the client's onLogout takes over). Answers a function that stops it.
 */
export function subscribeLiveEvents(
  client: LiveEventsSource,
  handlers: LiveEventsHandlers,
  options: LiveEventsOptions = {},
): () => void {
  if (typeof ReadableStream === 'undefined' || typeof TextDecoder === 'undefined') {
    handlers.onState?.('down');
    return () => undefined;
  }
  const base = options.baseDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 30_000;
  const unsupported = options.unsupportedDelayMs ?? 60_000;
  const random = options.random ?? Math.random;
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let state: LiveState | undefined;
  let stopped = false;
  let attempt = 0;
  let wake: (() => void) | undefined;
  const stopListening = (options.onNetworkBack ?? browserOnline)(() => {
    attempt = 0;
    wake?.();
  });

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    handlers.onState?.(next);
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /**
   * Reads one connection to its end; answers what to do next. `resumed`: it was opened with a
   * Last-Event-ID, so the server's catch-up covers the time since (or it says `reset`).
   */
  async function read(response: Response, resumed: boolean): Promise<'again' | 'now' | 'stop'> {
    const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
    if (!reader) return 'again';
    let next: 'again' | 'now' | 'stop' = 'again';
    let refetched = false;
    const parser = createParser({
      onEvent(message) {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const event = data as LiveEvent;
        if (message.id !== undefined && message.id !== '') {
          // A replay of what this tab already has (a resumed stream overlapping) is skipped.
          if (
            lastEventId !== undefined &&
            DATA_KINDS.has(event.kind) &&
            Number(message.id) <= Number(lastEventId)
          ) {
            return;
          }
          lastEventId = message.id;
        }
        if (event.kind === 'ready') {
          // A fresh stream starts at "now": whatever happened before it (while this tab was
          // offline, or between its reads and this connection) is not in it.
          if (!resumed && !refetched) handlers.onReset();
          setState('live');
        } else if (event.kind === 'reset') {
          refetched = true;
          handlers.onReset();
        } else if (event.kind === 'end') {
          next = event.reason === 'session_ended' ? 'stop' : 'now';
          void reader.cancel().catch(() => undefined);
        } else if (DATA_KINDS.has(event.kind)) handlers.onEvent(event);
      },
    });
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // the connection dropped: reconnect
    }
    return next;
  }

  async function run() {
    while (!stopped) {
      if (state !== 'down') setState('connecting');
      let next: 'again' | 'now' | 'stop' | 'unsupported' = 'again';
      try {
        const resumeFrom = lastEventId;
        const response = await client.events.open(resumeFrom, { signal: controller.signal });
        next = await read(response, resumeFrom !== undefined);
        // A connection that went live starts the backoff again.
        if (state === 'live') attempt = 0;
      } catch (error) {
        if (isApiError(error) && error.kind === 'logout') next = 'stop';
        else if (isApiError(error) && (error.status === 503 || error.status === 404)) {
          next = 'unsupported';
        }
      }
      if (stopped || next === 'stop') break;
      // The token expired: straight back with a fresh one (the 401 policy refreshes it).
      if (next === 'now') continue;
      setState('down');
      const backoff = Math.min(max, base * 2 ** attempt) * (0.5 + random());
      attempt += 1;
      await sleep(next === 'unsupported' ? unsupported : backoff);
    }
    setState('down');
    stopListening();
  }

  void run();
  return () => {
    stopped = true;
    controller.abort();
    wake?.();
  };
}
