import type { RequestOptions, Transport } from '../client-core';

export function eventsEndpoints(t: Transport) {
  return {
    /**
     * GET /events: the user's live updates as an open text/event-stream response (its body
     * unread; `subscribeLiveEvents` reads it). `lastEventId` resumes after the last event seen.
     */
    open(lastEventId?: string, options: RequestOptions = {}) {
      return t.open('events', {
        headers: { 'Last-Event-ID': lastEventId },
        signal: options.signal,
      });
    },
  };
}
