import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the SMS provider (a third party): Twilio's send endpoint as an HTTP server on a
 * free port. It records every request and answers 201, or the statuses queued with `failNext`.
 */
interface ReceivedText {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  to: string;
  from: string;
  body: string;
}

export interface FakeSmsProvider {
  /** The send endpoint, as SMS_URL names it. */
  url: string;
  /** Every request, refused ones included, oldest first. */
  requests: ReceivedText[];
  /** The next requests answer these statuses (then 201 again). */
  failNext(...statuses: number[]): void;
  /** How many texts were accepted so far (`textTo`'s `since`). */
  mark(): number;
  /** The first text to `to` accepted after `since` (a `mark()`); waits up to 10 s for it. */
  textTo(to: string, since?: number): Promise<ReceivedText>;
  close(): Promise<void>;
}

export const SMS_PATH = '/2010-04-01/Accounts/ACtest/Messages.json';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  const requests: ReceivedText[] = [];
  const accepted: ReceivedText[] = [];
  const queued: number[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then((raw) => {
      const form = new URLSearchParams(raw);
      const text: ReceivedText = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
      requests.push(text);
      const status = queued.shift() ?? 201;
      if (status === 201) accepted.push(text);
      res.writeHead(status, { 'content-type': 'application/json' });
      // Like Twilio, an answer that repeats the text: the gateway must not log or keep it.
      res.end(JSON.stringify({ sid: `SM${requests.length}`, status, body: text.body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${SMS_PATH}`,
    requests,
    failNext: (...statuses) => queued.push(...statuses),
    mark: () => accepted.length,
    async textTo(to, since = 0) {
      for (let tries = 0; tries < 200; tries += 1) {
        const text = accepted.slice(since).find((t) => t.to === to);
        if (text) return text;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no text reached ${to}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The 6-digit code a text carries. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
