import { escapeHtml, page } from '../lib/html';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

interface Document {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

/** A readable reference rendered from the generated OpenAPI document (no CDN, works offline). */
export function renderDocs(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      const params = (op.parameters ?? [])
        .map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})`)
        .join(', ');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const ok = op.responses?.['200']?.content?.['application/json']?.schema;
      const errors = Object.keys(op.responses ?? {}).filter((s) => s !== '200');
      const html = `<section id="${escapeHtml(op.operationId ?? path)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? '')}</h3>
<p class="muted">${op.security?.length ? 'Bearer token' : 'No token'}${params ? ` · parameters: ${params}` : ''}${errors.length ? ` · errors: ${errors.join(', ')}` : ''}</p>
${body ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ''}
${ok ? `<details><summary>200 response</summary><pre>${escapeHtml(JSON.stringify(ok, null, 2))}</pre></details>` : ''}
</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('')}`)
    .join('');
  return page(
    `${doc.info.title} reference`,
    `<h1>${escapeHtml(doc.info.title)} <small class="muted">${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
Errors answer <code>{ message, error?, errors? }</code>; validation failures are 422 with <code>errors: { field: [messages] }</code>.</p>${sections}`,
  );
}
