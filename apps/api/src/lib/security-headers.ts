import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { PAGE_CSP } from './html';
import type { AppEnv } from './http';

/** JSON and files need nothing from a browser: no script, no style, no framing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS for two years, subdomains included, once the server runs in production (behind TLS). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every answer of the API carries, pages and JSON alike: nosniff, no framing
 * (X-Frame-Options DENY and frame-ancestors 'none'), no referrer, a Content-Security-Policy that
 * fits what was answered (the pages' own, or none of anything for the rest), and HSTS in
 * production. A header a route set itself (a photo's cross-origin CORP and CSP) is kept.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<AppEnv>[] {
  const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    const html = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
    c.res.headers.set('Content-Security-Policy', html ? PAGE_CSP : API_CSP);
  };
  return [
    contentSecurityPolicy,
    secureHeaders({
      xFrameOptions: 'DENY',
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: options.production ? HSTS : false,
      overwrite: false,
    }),
  ];
}
