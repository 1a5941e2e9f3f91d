import { createHash } from 'node:crypto';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const PAGE_STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1b1f24;line-height:1.45}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #d8dee4;padding:.45rem;text-align:left;vertical-align:top;font-size:.9rem}
code,pre{background:#f6f8fa;border-radius:4px;padding:.1rem .3rem;font-size:.85rem}pre{padding:.6rem;overflow:auto;white-space:pre-wrap}
.method{font-weight:700;font-family:monospace}.muted{color:#57606a}
`;

/**
 * The Content-Security-Policy of the server's own pages (explorer, docs, devnet outbox, admin):
 * their one inline stylesheet by hash, nothing else loads or runs, no framing, no forms.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}
