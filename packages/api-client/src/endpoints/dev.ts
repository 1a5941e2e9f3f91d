import type { RequestOptions, Transport } from '../client-core';

export function devEndpoints(t: Transport) {
  return {
    /** GET /health. */
    health(options: RequestOptions = {}) {
      return t.call('health', { signal: options.signal });
    },
    /** GET /dev/outbox?to= (devnet only): mails and texts sent, newest first. */
    outbox(to?: string, options: RequestOptions = {}) {
      return t.call('devOutbox', { query: { to }, signal: options.signal });
    },
  };
}
