import pRetry, { AbortError } from 'p-retry';
import type { Logger } from './logger';

/** Where texts go: one provider behind this interface (the outbox's mailer calls it). */
export interface SmsGateway {
  /** Resolves once the provider accepted the text; rejects with an SmsDeliveryError. */
  send(text: { to: string; body: string }): Promise<void>;
}

/**
 * A text the provider did not take. The message names what happened (a status, a timeout),
 * never the text itself or the provider's answer: both may repeat the code it carries, and this
 * message is logged and kept in the outbox row.
 */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export interface HttpSmsOptions {
  /** The provider's send endpoint (Twilio: …/2010-04-01/Accounts/{AccountSid}/Messages.json). */
  url: string;
  /** `<user>:<secret>` goes as HTTP Basic (Twilio's Account SID and auth token), else Bearer. */
  token: string;
  /** The sender: a number or an alphanumeric sender id the provider accepts. */
  from: string;
  logger: Logger;
  /** Retries after the first attempt (429, 5xx, network errors and timeouts only). */
  retries?: number;
  /** First pause between attempts, doubled each time (ms). */
  minTimeoutMs?: number;
  /** One attempt's limit (ms). */
  timeoutMs?: number;
}

function authorization(token: string): string {
  return token.includes(':')
    ? `Basic ${Buffer.from(token, 'utf8').toString('base64')}`
    : `Bearer ${token}`;
}

/**
 * The HTTP adapter of a Twilio-style API: POST form-encoded `To`, `From`, `Body`; any 2xx is
 * accepted. A 429, a 5xx, an unreachable provider or a timeout is retried (p-retry, exponential
 * backoff); any other answer (a refused number, bad credentials) fails at once.
 */
export function httpSmsGateway(options: HttpSmsOptions): SmsGateway {
  const header = authorization(options.token);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempt = async (to: string, body: string) => {
    let res: Response;
    try {
      res = await fetch(options.url, {
        method: 'POST',
        headers: {
          authorization: header,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: options.from, Body: body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new SmsDeliveryError(`SMS provider ${reason}`);
    }
    // The answer is not read: a provider may echo the text, code included.
    await res.body?.cancel();
    if (res.ok) return;
    const failure = new SmsDeliveryError(`SMS provider answered ${res.status}`);
    if (res.status === 429 || res.status >= 500) throw failure;
    throw new AbortError(failure);
  };
  return {
    async send({ to, body }) {
      await pRetry(() => attempt(to, body), {
        retries: options.retries ?? 2,
        minTimeout: options.minTimeoutMs ?? 250,
        factor: 2,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
          options.logger.warn(
            { attempt: attemptNumber, retriesLeft, reason: error.message },
            'sms attempt failed',
          );
        },
      });
    },
  };
}
