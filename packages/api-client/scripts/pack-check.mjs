// Packaging check: pack this package (and @optwallet/domain, which it depends on) with pnpm,
// install the tarballs with npm in a temp dir outside the workspace (dependencies come from the
// npm registry), then import createApiClient with `import` and with `require` from plain Node
// and call an endpoint of a node:http server. Needs dist/ of both packages (turbo builds them).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, '..');
const domainDir = resolve(pkgDir, '../domain');

for (const dir of [pkgDir, domainDir]) {
  if (!existsSync(join(dir, 'dist'))) {
    throw new Error(
      `${dir}/dist is missing: build first (pnpm turbo run build --filter=@optwallet/api-client)`,
    );
  }
}

const work = mkdtempSync(join(tmpdir(), 'optwallet-api-client-pack-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  run('pnpm', ['pack', '--pack-destination', work], domainDir);
  run('pnpm', ['pack', '--pack-destination', work], pkgDir);
  const tarballs = readdirSync(work).filter((f) => f.endsWith('.tgz'));
  const clientTgz = tarballs.find((f) => f.includes('api-client'));
  const domainTgz = tarballs.find((f) => f.includes('domain'));
  if (!clientTgz || !domainTgz) throw new Error(`tarballs missing: ${tarballs.join(', ')}`);

  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'pack-check', private: true, version: '0.0.0' }),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      join(work, domainTgz),
      join(work, clientTgz),
    ],
    app,
  );

  writeFileSync(
    join(app, 'check.mjs'),
    `
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createApiClient as esmCreate } from '@optwallet/api-client';
import { endpoints } from '@optwallet/api-client/contract';
const require = createRequire(import.meta.url);
const { createApiClient: cjsCreate, createMemorySessionStore } = require('@optwallet/api-client');
const seen = [];
const server = createServer((req, res) => {
  seen.push(req.method + ' ' + req.url + ' ' + req.headers['x-app-version'] + ' ' + req.headers.authorization);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify([{ code: 'DE', name: 'Germany', dial_code: '+49' }]));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const baseUrl = 'http://127.0.0.1:' + server.address().port + '/api';
const sessionStore = createMemorySessionStore({ access_token: 't', refresh_token: 'r', expires_in: 60 });
const viaImport = await esmCreate({ baseUrl, sessionStore }).users.countries();
const viaRequire = await cjsCreate({ baseUrl, sessionStore }).users.countries();
server.close();
const ok =
  viaImport[0].name === 'Germany' && viaRequire[0].dial_code === '+49' &&
  seen.every((s) => s === 'GET /api/countries 1.0.3 Bearer t') && seen.length === 2 &&
  endpoints.countries.path === '/countries';
console.log(JSON.stringify({ ok, seen }));
process.exit(ok ? 0 : 1);
`,
  );
  const out = run('node', ['check.mjs'], app);
  process.stdout.write(`pack-check: ${out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
