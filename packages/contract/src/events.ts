import * as z from 'zod';
import { defineEndpoints } from './define-endpoints';

/**
 * The live-updates stream, GET /events (text/event-stream). Each message is one SSE event:
 * `id` the event's sequence (send it back as `Last-Event-ID` to resume), `event` its kind,
 * `data` the JSON below. An event says WHAT changed, never the new value: the app refetches the
 * few queries it names (a wallet's balances on one chain, its history, the bell), so what it
 * shows always comes from the same reads as without the stream.
 */
const walletChange = {
  walletId: z.string().describe('The wallet whose data changed.'),
  chainId: z.string().describe('The chain it changed on.'),
};

export const liveEventSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('balance'), ...walletChange })
    .describe("A wallet's balance on a chain moved (a send, a receive, a fee, a settlement)."),
  z
    .object({ kind: z.literal('history'), ...walletChange })
    .describe("A row of a wallet's history was written or changed state."),
  z
    .object({ kind: z.literal('stake'), ...walletChange })
    .describe('A stake, unstake, move or reward changed what the wallet has staked.'),
  z
    .object({ kind: z.literal('notification') })
    .describe("The user's notifications changed (a new one, read, cleared): the bell."),
  z
    .object({
      kind: z.literal('request'),
      requestId: z.string().describe('The payment request that changed.'),
    })
    .describe('A payment request to or from the user was made or changed state.'),
  z
    .object({ kind: z.literal('ready') })
    .describe(
      'Sent once per connection after the catch-up: the stream is live. Its id is the position to resume from.',
    ),
  z
    .object({ kind: z.literal('reset') })
    .describe(
      'The log no longer holds every event after `Last-Event-ID` (older than its retention, or another database): refetch everything shown.',
    ),
  z
    .object({ kind: z.literal('end'), reason: z.enum(['session_ended', 'token_expired']) })
    .describe(
      'The server closes the stream: the session ended (do not reconnect) or the access token expired (refresh it, then reconnect).',
    ),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The 200 answer's body as the OpenAPI document shows it: a text/event-stream of these events. */
export const eventStreamSchema = z
  .string()
  .describe(
    'text/event-stream. Each event: `id: <sequence>`, `event: <kind>`, `data: <JSON of one live event>`; comment lines (`: ping`) every 20 s keep idle connections open. Resume with the `Last-Event-ID` header; events are kept 15 minutes.',
  );

/** The live-updates stream (rows of the endpoint table, assembled in endpoints.ts). */
export const eventEndpoints = defineEndpoints({
  events: {
    method: 'GET',
    path: '/events',
    auth: 'bearer',
    area: 'notifications',
    summary: 'Live updates: what changed for the user, as server-sent events (beyond §7)',
    headers: ['Last-Event-ID'],
    format: 'event-stream',
    response: eventStreamSchema,
  },
});
