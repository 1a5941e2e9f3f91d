import { endpoints } from '@optwallet/contract';
import { Hono } from 'hono';
import { mount } from '../../lib/endpoint';
import { PAGE_CSP, escapeHtml, page } from '../../lib/html';
import { type AppEnv, createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { issueAdminCode, openAdminCode } from './admin-session';

/** POST /api/admin/session-code: a staff user's access token buys a one-time admin code. */
export function adminRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'adminSessionCode', endpoints.adminSessionCode, ({ c }) =>
    issueAdminCode(deps, c.get('auth').userId),
  );
  return router;
}

const AGAIN = 'Open Admin again from the app.';

/**
 * The admin login-by-session address (product §2 shell): GET /admin/session?code=<one-time code>.
 * A code from POST /api/admin/session-code opens it once, within its minute, for a user who is
 * still staff. The old form with the access token in the address (`?token=`) is refused: a
 * bearer token must not sit in history and logs.
 */
export function adminPages(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/admin/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', PAGE_CSP);
    const code = c.req.query('code');
    const entry = code ? await openAdminCode(deps, code) : { kind: 'invalid' as const };
    if (entry.kind === 'invalid') {
      const message =
        c.req.query('token') !== undefined && !code
          ? `Admin no longer opens with an access token in its address. ${AGAIN}`
          : `This admin link is invalid, used or expired. ${AGAIN}`;
      return c.html(page('Admin', `<h1>Admin</h1><p>${message}</p>`), 401);
    }
    if (entry.kind === 'not_staff') {
      return c.html(page('Admin', '<h1>Admin</h1><p>Your account has no staff role.</p>'), 403);
    }
    const { user, roles } = entry;
    const name =
      [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.id;
    return c.html(
      page(
        'OptWallet Admin',
        `<h1>OptWallet Admin</h1><p>Signed in as <strong>${escapeHtml(name)}</strong> (${escapeHtml(roles.join(', '))}).</p>
<p class="muted">The back office is not part of this product; this page confirms the staff session.</p>`,
      ),
    );
  });
  return app;
}
