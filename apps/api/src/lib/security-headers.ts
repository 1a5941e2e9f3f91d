import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './http';

/** JSON and files need nothing from a browser: no script, no style, no framing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS for two years, subdomains included, once the server runs in production (behind TLS). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every answer of the API carries, pages and JSON alike: nosniff, no framing
 * (X-Frame-Options DENY and frame-ancestors 'none'), no referrer, no cache, a
 * Content-Security-Policy of nothing at all, and HSTS in production (Helmet's set, as Hono's
 * secureHeaders writes it). They are set before the handler runs, so a route overrides any of
 * them by setting its own (a page its PAGE_CSP, a photo its caching and cross-origin CORP):
 * set after, they would make Hono rebuild every answer as a full WHATWG Response, a third of a
 * small GET's time. A route's own policy must carry frame-ancestors 'none' itself.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<AppEnv> {
  const headers: [string, string][] = [
    ['Content-Security-Policy', API_CSP],
    ['Cache-Control', 'no-store'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ...(options.production ? [['Strict-Transport-Security', HSTS] as [string, string]] : []),
  ];
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}
