import { afterAll, expect } from 'vitest';
import type { createApp } from '../../src/app';

type App = ReturnType<typeof createApp>;

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
}

/** Every answer an app gave during a test file: operation path template, method, status. */
const answered = new Map<App, { method: string; path: string; status: number }[]>();

/**
 * Notes every status the app answers (through `app.request` and `app.fetch` alike), so that the
 * suite as a whole proves the OpenAPI document lists every status the server really answers.
 */
export function recordStatuses(app: App): App {
  const seen: { method: string; path: string; status: number }[] = [];
  answered.set(app, seen);
  const fetch = app.fetch.bind(app);
  app.fetch = async (request, ...rest) => {
    const response = await fetch(request, ...rest);
    const url = new URL(request.url);
    seen.push({
      method: request.method.toLowerCase(),
      path: url.pathname,
      status: response.status,
    });
    return response;
  };
  return app;
}

/** Path templates of the document, most specific first: `/user/profile` before `/user/{tab}`. */
function operationMatchers(doc: OpenApiDocument) {
  return Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^/api${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
}

/** For a setupFiles entry: after each test file, each app's answers must all be documented. */
export function checkDocumentedStatuses() {
  afterAll(async () => {
    const undocumented = new Set<string>();
    for (const [app, seen] of answered) {
      if (seen.length === 0) continue;
      const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
      const matchers = operationMatchers(doc);
      for (const { method, path, status } of seen) {
        const template = matchers.find(
          (m) => m.pattern.test(path) && doc.paths[m.template]?.[method],
        )?.template;
        const operation = template ? doc.paths[template]?.[method] : undefined;
        if (!operation) continue; // not an operation of the API (pages, unknown paths)
        if (!(String(status) in (operation.responses ?? {}))) {
          undocumented.add(`${operation.operationId ?? template}: ${status}`);
        }
      }
    }
    answered.clear();
    expect([...undocumented].sort(), 'statuses answered but not in /api/openapi.json').toEqual([]);
  });
}
