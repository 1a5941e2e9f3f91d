import { endpoints } from '@optwallet/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import { PAGE_CSP, escapeHtml, page } from '../../lib/html';
import { isPlainText } from '../../lib/plain-text';
import { mount } from '../../lib/endpoint';
import { type AppEnv, createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { notify } from '../notifications';
import { listOutbox } from '../../lib/outbox';
import { findUserByIdentifier } from '../identity';

const devNotificationSchema = z.object({
  email: z.email(),
  type: z
    .enum([
      'funds_received',
      'new_follower',
      'invite_accepted',
      'unbonding_completed',
      'move_completed',
      'rewards_distributed',
      'system',
    ])
    .default('system'),
  title: z.string().min(1).max(120),
  message: z.string().max(500).default(''),
  created_at: z.iso.datetime({ offset: true }),
});

/** Devnet only: GET /api/dev/outbox?to= (JSON) so tests and people can finish every flow. */
export function devApiRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'devOutbox', endpoints.devOutbox, async ({ query }) => {
    const rows = await listOutbox(deps.db, query.to);
    return { data: rows.map(({ status: _status, ...row }) => row) };
  });
  return router;
}

/** Devnet only: GET /dev/outbox, the same list as a page; POST /dev/notifications for tests. */
export function devPages(deps: Deps) {
  const app = new Hono<AppEnv>();
  /*
   * Writes a notification dated in the past (created_at), so browser journeys can show the
   * Today / Yesterday / Last Week / Older groups without waiting days. Outside /api on purpose:
   * it is a test fixture, not part of the product's contract; never served in production.
   */
  app.post('/dev/notifications', async (c) => {
    if (deps.config.nodeEnv === 'production') return c.json({ message: 'Not Found' }, 404);
    const parsed = devNotificationSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json(
        { message: 'Validation error', errors: z.flattenError(parsed.error).fieldErrors },
        422,
      );
    const { email, type, title, message, created_at: createdAt } = parsed.data;
    const user = await findUserByIdentifier(deps.db, 'email', email.trim().toLowerCase());
    if (!user) return c.json({ message: 'User not found' }, 404);
    await notify(deps.db, new Date(createdAt), { userId: user.id, type, title, message });
    return c.json({ message: 'Notification created' }, 201);
  });
  app.get('/dev/outbox', async (c) => {
    const given = c.req.query('to');
    // The page is outside the contract: its one filter gets the contract's text rule by hand.
    const to = given !== undefined && isPlainText(given) ? given : undefined;
    const rows = await listOutbox(deps.db, to);
    const items = rows
      .map(
        (
          m,
        ) => `<tr><td>${escapeHtml(m.created_at)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>
<td><strong>${escapeHtml(m.subject)}</strong><pre>${escapeHtml(m.body)}</pre></td>
<td>${m.code ? `<code>${escapeHtml(m.code)}</code>` : ''}${m.link ? `<br><a href="${escapeHtml(m.link)}">open link</a>` : ''}</td></tr>`,
      )
      .join('');
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(
      page(
        'Devnet outbox',
        `<h1>Devnet outbox</h1><p class="muted">Mail and texts the server sent (newest first). Filter: <code>?to=address</code>. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Message</th><th>Code / link</th></tr></thead><tbody>${items || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table>`,
      ),
    );
  });
  return app;
}
