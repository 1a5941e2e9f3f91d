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
    /** POST /dev/devnet/advance (devnet only): moves the chain clock by `seconds`. */
    advanceDevnet(seconds: number, options: RequestOptions = {}) {
      return t.call('devAdvance', { body: { seconds }, signal: options.signal });
    },
    /** POST /dev/faucet (devnet only): mints every token of its chains to `address`. */
    faucet(address: string, options: RequestOptions = {}) {
      return t.call('devFaucet', { body: { address }, signal: options.signal });
    },
  };
}
