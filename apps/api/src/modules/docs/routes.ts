import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

/** Scalar's browser bundle, from npm (node_modules), never from a CDN. */
const SCALAR_FILE = createRequire(import.meta.url).resolve(
  '@scalar/api-reference/browser/standalone.js',
);

let bundle: { source: string; version: string } | undefined;
function scalarBundle() {
  if (!bundle) {
    const source = readFileSync(SCALAR_FILE, 'utf8');
    bundle = { source, version: createHash('sha256').update(source).digest('hex').slice(0, 12) };
  }
  return bundle;
}

/**
 * What the page may load: only this server. Fonts, the request proxy, telemetry and the AI
 * agent of Scalar's defaults would go to other hosts; they are switched off below, and this
 * policy makes the browser refuse anything that still tries.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

const CONFIGURATION = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: false,
  defaultOpenAllTags: false,
  metaData: { title: 'OptWallet API reference' },
};

function pageHtml(version: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>OptWallet API reference</title>
</head>
<body>
<div id="app"></div>
<script src="/api/docs/scalar.js?v=${version}"></script>
<script>Scalar.createApiReference('#app', ${JSON.stringify(CONFIGURATION)});</script>
</body>
</html>`;
}

/**
 * GET /api/docs: the partner reference (Scalar: navigation, search, try-it) over
 * /api/openapi.json, served with its script by this server, so it works without the internet.
 */
export function docsPages() {
  const router = new Hono();
  router.get('/docs', (c) => {
    c.header('Content-Security-Policy', CSP);
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml(scalarBundle().version));
  });
  router.get('/docs/scalar.js', compress(), (c) => {
    const { source, version } = scalarBundle();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    // The page asks for ?v=<content hash>: a new Scalar is a new address.
    c.header(
      'Cache-Control',
      c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    return c.body(source);
  });
  return router;
}
