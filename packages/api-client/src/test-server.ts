import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test server saw of one request. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  raw?: string;
  /** Wait this long before answering (to test aborts and concurrency). */
  delayMs?: number;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on a free loopback port, for tests only: it records every request and
 * answers through a handler the test sets. Not part of the package's entries.
 */
export interface TestServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, accept, x-app-version, idempotency-key',
};

/** `cors: true` lets a browser page on another origin call it (for the Chromium tests). */
export async function startTestServer(options: { cors?: boolean } = {}): Promise<TestServer> {
  const extraHeaders = options.cors ? CORS_HEADERS : {};
  const requests: RecordedRequest[] = [];
  let handler: Handler = () => ({ status: 404, body: { message: 'No handler' } });

  const server: Server = createServer((req, res) => {
    if (options.cors && req.method === 'OPTIONS') {
      res.writeHead(204, extraHeaders);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const text = Buffer.concat(chunks).toString('utf8');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        };
        requests.push(recorded);
        const reply = await handler(recorded);
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (res.destroyed) return;
        const payload = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...extraHeaders,
          ...reply.headers,
        });
        res.end(payload);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
