import { endpoints } from '@optwallet/contract';
import { decodeJwt } from 'jose';
import { HttpError } from '../../lib/errors';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import { bearerToken } from '../../lib/session/require-auth';
import type { Deps } from '../../deps';
import { eventStreamResponse } from './stream';

/** Last-Event-ID as our streams write it; anything else is treated as absent (a fresh start). */
function lastEventIdOf(header: string | undefined): number | undefined {
  return header && /^[0-9]{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

/** GET /events: the user's live updates (modules/events/README in apps/api/README.md). */
export function eventsRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'events', endpoints.events, ({ c }) => {
    const hub = deps.events;
    if (!hub) throw new HttpError(503, 'Live updates are not available on this server');
    const auth = c.get('auth');
    // The token was verified by requireAuth; its expiry ends the stream (the app refreshes).
    const exp = decodeJwt(bearerToken(c) ?? '').exp ?? 0;
    return Promise.resolve(
      eventStreamResponse({
        db: deps.db,
        hub,
        logger: deps.logger,
        userId: auth.userId,
        sessionId: auth.sessionId,
        lastEventId: lastEventIdOf(c.req.header('last-event-id')),
        expiresInMs: exp * 1000 - deps.clock().getTime(),
        signal: c.req.raw.signal,
      }),
    );
  });
  return router;
}
