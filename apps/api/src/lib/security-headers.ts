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
 * production. A header a route set itself (a photo's cross-origin CORP and CSP) is kept; a
 * route's own CSP gets frame-ancestors 'none' when it does not say.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<AppEnv>[] {
  const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    const own = c.res.headers.get('Content-Security-Policy');
    if (own === null) {
      const html = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
      c.res.headers.set('Content-Security-Policy', html ? PAGE_CSP : API_CSP);
    } else if (!own.includes('frame-ancestors')) {
      // A route's own policy (a page with its own scripts) still forbids framing.
      c.res.headers.set('Content-Security-Policy', `${own}; frame-ancestors 'none'`);
    }
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
