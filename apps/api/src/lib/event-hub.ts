import { type LiveEvent, liveEventSchema } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import type { Db } from '../db/types';
import type { Logger } from './logger';

/** What a stream that reconnects can still catch up on; older events are pruned. */
const EVENT_RETENTION_MINUTES = 15;
const USER_EVENTS_CHANNEL = 'user_events';
const SESSION_ENDED_CHANNEL = 'session_ended';

/** One event as the log and the channel carry it: its sequence is the SSE id. */
export interface SequencedEvent {
  seq: number;
  event: LiveEvent;
}

/** One open stream, as the hub sees it. */
export interface StreamSink {
  userId: string;
  sessionId: string;
  deliver(event: SequencedEvent): void;
  /** The session ended (logout, revocation): close now, and say why. */
  end(reason: 'session_ended'): void;
  /** The listener reconnected after a drop: catch up from the log. */
  resync(): void;
}

/**
 * One per process: one LISTEN connection for every stream of this replica, fanning each
 * committed event out to the streams of its user, and each ended session to its streams.
 */
export interface EventHub {
  subscribe(sink: StreamSink): () => void;
  /** Streams open on this replica (the bench and the logs read it). */
  size(): number;
  close(): Promise<void>;
}

const notifiedSchema = z.object({
  seq: z.number().int(),
  userId: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** A row of the log (or a NOTIFY payload) as the contract's event; unknown kinds are skipped. */
function toLiveEvent(kind: string, data: Record<string, unknown>): LiveEvent | undefined {
  const parsed = liveEventSchema.safeParse({ ...data, kind });
  return parsed.success ? parsed.data : undefined;
}

export async function startEventHub(
  database: Pick<Database, 'listen' | 'db'>,
  logger: Logger,
): Promise<EventHub> {
  const byUser = new Map<string, Set<StreamSink>>();
  const bySession = new Map<string, Set<StreamSink>>();
  const add = (map: Map<string, Set<StreamSink>>, key: string, sink: StreamSink) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(sink);
  };
  const remove = (map: Map<string, Set<StreamSink>>, key: string, sink: StreamSink) => {
    const set = map.get(key);
    set?.delete(sink);
    if (set?.size === 0) map.delete(key);
  };

  const listening = await database.listen([USER_EVENTS_CHANNEL, SESSION_ENDED_CHANNEL], {
    message(channel, payload) {
      if (channel === SESSION_ENDED_CHANNEL) {
        for (const sink of [...(bySession.get(payload) ?? [])]) sink.end('session_ended');
        return;
      }
      const sinks = byUser.get(notifiedUser(payload));
      if (!sinks) return;
      const parsed = notifiedSchema.safeParse(safeJson(payload));
      if (!parsed.success) return;
      const event = toLiveEvent(parsed.data.kind, parsed.data.data);
      if (!event) return;
      for (const sink of sinks) sink.deliver({ seq: parsed.data.seq, event });
    },
    reconnected() {
      logger.warn('live updates: LISTEN connection restored, streams catch up from the log');
      for (const sinks of byUser.values()) for (const sink of sinks) sink.resync();
    },
  });

  return {
    subscribe(sink) {
      add(byUser, sink.userId, sink);
      add(bySession, sink.sessionId, sink);
      return () => {
        remove(byUser, sink.userId, sink);
        remove(bySession, sink.sessionId, sink);
      };
    },
    size: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      await listening.close();
    },
  };
}

/**
 * The user id of a payload without parsing the whole JSON: most payloads are for users with no
 * stream on this replica, and 200 streams must not cost 200 parses per event.
 */
function notifiedUser(payload: string): string {
  const match = /"userId" ?: ?"([^"]+)"/.exec(payload);
  return match?.[1] ?? '';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function pruneEvents(db: Db): Promise<void> {
  await db.execute(
    sql`DELETE FROM user_events WHERE created_at < now() - make_interval(mins => ${EVENT_RETENTION_MINUTES})`,
  );
}

/** Where the log stands: the last sequence handed out and the oldest one kept. */
export async function logBounds(db: Db): Promise<{ latest: number; oldest: number | null }> {
  const [row] = await queryRows<{ latest: string | number | null; oldest: string | number | null }>(
    db,
    sql`SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM user_events_seq_seq) AS latest,
      (SELECT min(seq) FROM user_events) AS oldest`,
  );
  return {
    latest: Number(row?.latest ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

/** The user's events after `after`, oldest first (at most `limit`). */
export async function eventsAfter(
  db: Db,
  userId: string,
  after: number,
  limit: number,
): Promise<SequencedEvent[]> {
  const rows = await queryRows<{
    seq: string | number;
    kind: string;
    data: Record<string, unknown>;
  }>(
    db,
    sql`SELECT seq, kind, data FROM user_events WHERE user_id = ${userId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
  );
  return rows.flatMap((row) => {
    const event = toLiveEvent(row.kind, row.data);
    return event ? [{ seq: Number(row.seq), event }] : [];
  });
}
