import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './http';

/** JSON and files need nothing from a browser: no script, no style, no framing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS for two years, subdomains included, once the server runs in production (behind TLS). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * What every answer carries, JSON and pages alike (OWASP's set for a REST API): nosniff, no
 * framing (X-Frame-Options DENY and frame-ancestors 'none'), no referrer, no cache, a
 * Content-Security-Policy of nothing at all, no cross-origin embedding (CORP), and HSTS in
 * production.
 */
const EVERY_ANSWER: [string, string][] = [
  ['Content-Security-Policy', API_CSP],
  ['Cache-Control', 'no-store'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * What only a document (an HTML page: explorer, docs, devnet outbox, admin) has a use for, as
 * Helmet's defaults write it: its own browsing-context group and agent cluster, no DNS prefetch,
 * no IE "open" of downloads, no Flash/PDF cross-domain policy, the legacy XSS filter off. A JSON
 * answer is never a document, so it does not carry these bytes.
 */
const DOCUMENT_ONLY: [string, string][] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Sets the headers above. Every answer's are set before the handler runs, so a route overrides
 * any of them by setting its own (a page its PAGE_CSP, a photo its caching and cross-origin
 * CORP): set after, they would make Hono rebuild every answer as a full WHATWG Response, a third
 * of a small GET's time. A route's own policy must carry frame-ancestors 'none' itself. A
 * document's are set after, when the answer turns out to be HTML (pages are few and rare).
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<AppEnv> {
  const headers = options.production
    ? [...EVERY_ANSWER, ['Strict-Transport-Security', HSTS] as [string, string]]
    : EVERY_ANSWER;
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of DOCUMENT_ONLY) c.header(name, value);
    }
  };
}
