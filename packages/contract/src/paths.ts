/** Wire facts the client needs without zod: path templates and the transfer header. */

/** The header that makes a transfer safe to retry: one key per confirmed draft. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Fills `{name}` placeholders of a path template, URI-encoding each value. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
