import { STAFF_ROLES } from '@optwallet/domain';
import { Hono } from 'hono';
import { authenticate } from '../lib/auth';
import { PAGE_CSP, escapeHtml, page } from '../lib/html';
import type { AppEnv, Deps } from '../lib/http';
import { findUserById, rolesOf } from '../services/users';

/**
 * The admin login-by-session address (spec §2 shell): GET /admin/session?token=<access token>.
 * Only a payments-platform token of a user with a staff role opens it.
 */
export function adminPages(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/admin/session', async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.query('token');
    const session = await authenticate(deps, token);
    if (!session || session.sessionType !== 'payments-platform') {
      c.header('Content-Security-Policy', PAGE_CSP);
      return c.html(
        page(
          'Admin',
          '<h1>Admin</h1><p>This admin link is invalid or has expired. Open Admin again from the app.</p>',
        ),
        401,
      );
    }
    const user = await findUserById(deps.db, session.userId);
    const roles = user ? await rolesOf(deps.db, user.id) : [];
    const staff = roles.filter((r) => (STAFF_ROLES as readonly string[]).includes(r));
    if (!user || staff.length === 0) {
      c.header('Content-Security-Policy', PAGE_CSP);
      return c.html(page('Admin', '<h1>Admin</h1><p>Your account has no staff role.</p>'), 403);
    }
    const name =
      [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.id;
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(
      page(
        'OptWallet Admin',
        `<h1>OptWallet Admin</h1><p>Signed in as <strong>${escapeHtml(name)}</strong> (${escapeHtml(staff.join(', '))}).</p>
<p class="muted">The back office is not part of this product; this page confirms the staff session.</p>`,
      ),
    );
  });
  return app;
}
