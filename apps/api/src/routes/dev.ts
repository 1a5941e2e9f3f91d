import { endpoints } from '@optwallet/api-client/contract';
import { Hono } from 'hono';
import { escapeHtml, page } from '../lib/html';
import { mount } from '../lib/endpoint';
import { type AppEnv, type Deps, createRouter } from '../lib/http';
import { listOutbox } from '../services/outbox';

/** Devnet only: GET /api/dev/outbox?to= (JSON) so tests and people can finish every flow. */
export function devApiRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'devOutbox', endpoints.devOutbox, async ({ query }) => {
    const rows = await listOutbox(deps.db, query.to);
    return { data: rows.map(({ status: _status, ...row }) => row) };
  });
  return router;
}

/** Devnet only: GET /dev/outbox, the same list as a page. */
export function devPages(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/dev/outbox', async (c) => {
    const to = c.req.query('to');
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
