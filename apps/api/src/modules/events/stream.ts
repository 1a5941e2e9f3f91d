import type { LiveEvent } from '@optwallet/contract';
import type { Db } from '../../db/types';
import type { Logger } from '../../lib/logger';
import {
  type EventHub,
  type SequencedEvent,
  type StreamSink,
  eventsAfter,
  logBounds,
} from '../../lib/event-hub';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** A catch-up longer than this is a `reset` instead: the app refetches what it shows. */
const CATCH_UP_LIMIT = 200;
/** How soon a browser's EventSource (or our client) tries again after the stream drops. */
const RETRY_MS = 2_000;

export interface StreamOptions {
  db: Db;
  hub: EventHub;
  logger: Logger;
  userId: string;
  sessionId: string;
  /** The id of the last event the tab has (Last-Event-ID), if it had any. */
  lastEventId: number | undefined;
  /** When the access token expires (ms from now): the stream ends then, the app refreshes. */
  expiresInMs: number;
  heartbeatMs?: number;
  /** The request's own signal: the client went away. */
  signal: AbortSignal;
}

const encoder = new TextEncoder();

function frame(seq: number | undefined, event: LiveEvent): string {
  const id = seq === undefined ? '' : `id: ${seq}\n`;
  return `${id}event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * One tab's stream: subscribes to the hub first (holding what arrives), sends what the log has
 * after Last-Event-ID (or `reset`), then `ready`, then everything live in sequence order, each
 * event once. Ends on the session's end, the token's expiry, or the client leaving.
 */
export function eventStreamResponse(options: StreamOptions): Response {
  const { db, hub, logger, userId, sessionId } = options;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let lastSent = 0;
  /** Live events that arrived during a catch-up; sent (in order, once) after it. */
  let held: SequencedEvent[] | undefined = [];
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe = () => undefined as void;

  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const send = ({ seq, event }: SequencedEvent) => {
    if (seq <= lastSent) return;
    lastSent = seq;
    write(frame(seq, event));
  };
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    try {
      controller.close();
    } catch {
      // already closed by the client
    }
  };
  const end = (reason: 'session_ended' | 'token_expired') => {
    write(frame(undefined, { kind: 'end', reason }));
    close();
  };

  const catchUp = async (after: number | undefined) => {
    held = held ?? [];
    const { latest, oldest } = await logBounds(db);
    if (after === undefined) {
      lastSent = Math.max(lastSent, latest);
    } else {
      // Every event after `after` is still in the log unless the log starts later (pruned) or
      // never reached it (another database): then only a full refetch is right.
      const gap = after > latest || after < (oldest ?? latest + 1) - 1;
      const backlog = gap ? [] : await eventsAfter(db, userId, after, CATCH_UP_LIMIT + 1);
      if (gap || backlog.length > CATCH_UP_LIMIT) {
        lastSent = Math.max(lastSent, latest);
        write(frame(latest, { kind: 'reset' }));
      } else {
        lastSent = Math.max(lastSent, after);
        for (const event of backlog) send(event);
      }
    }
    const pending = held;
    held = undefined;
    for (const event of pending.sort((a, b) => a.seq - b.seq)) send(event);
    write(frame(lastSent, { kind: 'ready' }));
  };

  const sink: StreamSink = {
    userId,
    sessionId,
    deliver(event) {
      if (held) held.push(event);
      else send(event);
    },
    end: () => end('session_ended'),
    resync() {
      catchUp(lastSent).catch(() => close());
    },
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      unsubscribe = hub.subscribe(sink);
      write(`retry: ${RETRY_MS}\n\n`);
      const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      timers.push(heartbeat);
      timers.push(setTimeout(() => end('token_expired'), Math.max(0, options.expiresInMs)));
      options.signal.addEventListener('abort', close, { once: true });
      catchUp(options.lastEventId).catch((err: unknown) => {
        logger.warn({ err }, 'live updates: catch-up failed, the stream closes');
        close();
      });
    },
    cancel: close,
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx and similar: do not buffer the stream.
      'X-Accel-Buffering': 'no',
    },
  });
}
