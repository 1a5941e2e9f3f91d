// The published packages as another team meets them. Packs @optwallet/domain, contract,
// api-client and ui with pnpm, lints each tarball (publint --strict, attw), installs them with npm into a fresh
// project in the system temp dir (their dependencies from the npm registry), then: every export
// target exists; ESM and CJS imports work (and agree: one ApiError brand, the kit's class names
// match its stylesheet); the types check with node16 and bundler resolution and skipLibCheck
// false; the api-client README's quick start runs as written against the reference server
// (apps/api, built, on a free port with a throwaway database); the bundle sizes are within
// budget; and all of it once more on the lowest zod the peer range allows.
// Needs `pnpm build` first.  pnpm check:packages
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { report as reportSizes } from './sizes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const PACKAGES = ['domain', 'contract', 'api-client', 'ui'].map((name) => ({
  name: `@optwallet/${name}`,
  dir: join(root, 'packages', name),
}));
const API_ENTRY = join(root, 'apps/api/dist/main.js');
/** The floor of the zod peer range; the check runs once more on it. */
const ZOD_FLOOR = '4.1.0';
const CONSUMER_DEPS = ['react@19.3.1', 'react-dom@19.3.1', '@types/react@19.3.0'];

const run = promisify(execFile);
const bin = (name) => join(here, 'node_modules/.bin', name);
const started = Date.now();
const problems = [];

function step(title) {
  console.log(`\n==> ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function sh(cmd, args, options = {}) {
  try {
    const { stdout } = await run(cmd, args, { maxBuffer: 32 * 1024 * 1024, ...options });
    return stdout;
  } catch (error) {
    const out = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${out}`, { cause: error });
  }
}

/** Runs a check that may fail without stopping the others; failures are listed at the end. */
async function check(title, fn) {
  try {
    const note = await fn();
    console.log(`ok   ${title}${note ? `: ${note}` : ''}`);
  } catch (error) {
    problems.push(title);
    console.log(`FAIL ${title}\n${String(error.message ?? error).replace(/^/gm, '     ')}`);
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** The reference server from apps/api/dist on a free port, with its own devnet database. */
async function startApi(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [API_ENTRY], {
    // No chain: no devnet OptChain node runs beside this throwaway API (sign-in calls only).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPT_RPC_URL: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      // Resolves once the API (and the anvil node it started) has shut down and let go of dataDir.
      const stop = () =>
        child.exitCode === null
          ? new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            })
          : Promise.resolve();
      return { url, stop };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not answer /health within 60 s');
}

/** Every file an `exports` map points at, by condition path. */
function exportTargets(value, path = []) {
  if (typeof value === 'string') return [{ path: path.join(' > '), target: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...path, key]));
}

/** The first ```js block under "## Quick start" of a README, exactly as printed. */
function quickstartOf(readme) {
  const section = readme.split(/^## Quick start$/m)[1];
  const block = section && /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('no ```js block under "## Quick start" in README.md');
  return block[1];
}

// The consumer's sources: one per module system, checked by tsc; never run.
const USES = `
import { ApiError, createApiClient, createMemorySessionStore, isApiError } from '@optwallet/api-client';
import type { ApiClient, User } from '@optwallet/api-client';
import { endpoints, userSchema } from '@optwallet/contract';
import { routes } from '@optwallet/contract/wire';
import { transferRequestSchema } from '@optwallet/api-client/contract';
import { formatAmount, parseAmount, translate } from '@optwallet/domain';
import { Button, ImageCropper, Modal, Toaster } from '@optwallet/ui';
import type { ButtonProps } from '@optwallet/ui';
import '@optwallet/ui/styles.css';
import { createElement } from 'react';

export const api: ApiClient = createApiClient({ baseUrl: '/api', sessionStore: createMemorySessionStore() });
export const me: Promise<User> = api.users.user();
export const fromSchema = (value: unknown): User => userSchema.parse(value);
export const path: string = endpoints.user.path;
export const method: string = routes.user.method;
export const transferSchema = transferRequestSchema;
export const money: string = formatAmount(parseAmount('12.5', 6), 6);
export const text: string = translate('validation.email_required');
export const known = (error: unknown): string | undefined =>
  isApiError(error) || error instanceof ApiError ? error.message : undefined;
const props: ButtonProps = { variant: 'primary', loading: false };
export const button = createElement(Button, props, 'Send');
export const parts = [ImageCropper, Modal, Toaster];
`;

const TSCONFIG_BASE = {
  strict: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  types: [],
  noUncheckedSideEffectImports: true,
};

async function main() {
  for (const pkg of PACKAGES) {
    if (!existsSync(join(pkg.dir, 'dist'))) {
      throw new Error(`${pkg.name} has no dist/: run \`pnpm build\` first`);
    }
  }
  if (!existsSync(API_ENTRY)) throw new Error('apps/api/dist is missing: run `pnpm build` first');

  const work = mkdtempSync(join(tmpdir(), 'optwallet-packages-'));
  const app = join(work, 'consumer');
  let api;
  try {
    step('pnpm pack');
    const tarballs = {};
    for (const pkg of PACKAGES) {
      const out = await sh('pnpm', ['pack', '--pack-destination', work], { cwd: pkg.dir });
      tarballs[pkg.name] = out.trim().split('\n').pop();
    }
    console.log(Object.values(tarballs).join('\n'));

    step('publint --strict and attw on each tarball');
    for (const pkg of PACKAGES) {
      await check(`publint --strict ${pkg.name}`, async () => {
        const out = await sh(bin('publint'), ['--strict', tarballs[pkg.name]]);
        if (!out.includes('All good!')) throw new Error(out);
      });
      await check(`attw ${pkg.name}`, async () => {
        const out = await sh(bin('attw'), [tarballs[pkg.name], '--format', 'ascii']);
        if (!out.includes('No problems found')) throw new Error(out);
      });
    }

    step('npm install of the tarballs into a fresh project (and the reference API, meanwhile)');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, version: '0.0.0', type: 'module' }),
    );
    const apiStarting = startApi(join(work, 'api-data'));
    apiStarting.catch(() => {});
    await sh(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...Object.values(tarballs),
        ...CONSUMER_DEPS,
      ],
      { cwd: app },
    );

    await checkInstalled(app);
    await checkTypes(app, 'zod from the peer range');

    step('the api-client README quick start, as written, against the reference API');
    api = await apiStarting;
    await checkRuntime(app, api.url);
    const readme = readFileSync(join(app, 'node_modules/@optwallet/api-client/README.md'), 'utf8');
    writeFileSync(join(app, 'quickstart.mjs'), quickstartOf(readme));
    await check('README quick start runs', async () => {
      const out = await sh(process.execPath, ['quickstart.mjs'], {
        cwd: app,
        env: { ...process.env, API_URL: api.url },
      });
      for (const expected of ['Logged in as @demo', 'Transactions: page 1 of', 'Refused (422)']) {
        if (!out.includes(expected)) throw new Error(`no "${expected}" in:\n${out}`);
      }
      // The refusal is shown to people: the server's sentences, not zod's shorthand.
      if (/Too small|Invalid input|expected/.test(out)) throw new Error(`zod jargon in:\n${out}`);
      return out.trim().split('\n').join(' | ');
    });

    step('bundle sizes of one import each (esbuild, minified, gzip)');
    await check('sizes within budget, no BIP39 word list', async () => {
      const lines = [];
      const over = await reportSizes(
        () => app,
        (line) => lines.push(line),
      );
      console.log(lines.join('\n'));
      if (over.length > 0) throw new Error(`over budget: ${over.join('; ')}`);
    });

    step(`once more on zod ${ZOD_FLOOR}, the floor of the peer range`);
    await sh(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', `zod@${ZOD_FLOOR}`],
      {
        cwd: app,
      },
    );
    // node16 reads both builds' declarations (.d.ts from ESM, .d.cts from CJS).
    await checkTypes(app, `zod ${ZOD_FLOOR}`, ['node16']);
    await checkRuntime(app, api.url);
  } finally {
    await api?.stop();
    // anvil may still be writing its state file as it exits: retry what is not empty yet.
    rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  step(problems.length === 0 ? 'all checks passed' : `${problems.length} check(s) failed`);
  for (const title of problems) console.log(`  - ${title}`);
  if (problems.length > 0) process.exitCode = 1;
}

async function checkInstalled(app) {
  step('what npm installed');
  for (const pkg of PACKAGES) {
    await check(`${pkg.name}: every export target exists, no workspace condition`, () => {
      const dir = join(app, 'node_modules', pkg.name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const targets = exportTargets(manifest.exports);
      const dangling = targets.filter(({ target }) => !existsSync(join(dir, target)));
      const source = targets.filter(({ path }) => path.includes('@optwallet/source'));
      if (dangling.length + source.length > 0) {
        throw new Error(JSON.stringify({ dangling, source }, null, 2));
      }
      // publishConfig.exports is the workspace map without the source condition: same entries.
      const workspace = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
      const entries = (map) => Object.keys(map).sort().join(', ');
      if (entries(manifest.exports) !== entries(workspace.exports)) {
        throw new Error(
          `published entries ${entries(manifest.exports)} differ from the workspace's ${entries(workspace.exports)}`,
        );
      }
      if (!existsSync(join(dir, 'LICENSE'))) throw new Error('no LICENSE');
      for (const field of ['repository', 'engines', 'license']) {
        if (!manifest[field]) throw new Error(`no "${field}" in package.json`);
      }
      return `${targets.length} targets`;
    });
  }
  await check('one copy of zod and of ky, shared by the packages', () => {
    const nested = ['zod', 'ky'].flatMap((dep) =>
      PACKAGES.map((pkg) => join(app, 'node_modules', pkg.name, 'node_modules', dep)).filter(
        existsSync,
      ),
    );
    if (nested.length > 0) throw new Error(`nested copies: ${nested.join(', ')}`);
    if (!existsSync(join(app, 'node_modules/ky/package.json'))) throw new Error('ky missing');
    if (existsSync(join(app, 'node_modules/@optwallet/api-client/dist/node_modules'))) {
      throw new Error('a dependency was bundled into dist');
    }
  });
}

async function checkTypes(app, label, resolutions = ['node16', 'bundler']) {
  step(`tsc, skipLibCheck false (${label})`);
  writeFileSync(join(app, 'esm.mts'), USES);
  writeFileSync(join(app, 'cjs.cts'), USES);
  writeFileSync(join(app, 'bundler.tsx'), `${USES}\nexport const jsx = <Button>Send</Button>;\n`);
  const configs = {
    'tsconfig.node16.json': {
      module: 'node16',
      moduleResolution: 'node16',
      files: ['esm.mts', 'cjs.cts'],
    },
    'tsconfig.bundler.json': {
      module: 'esnext',
      moduleResolution: 'bundler',
      files: ['bundler.tsx'],
    },
  };
  await Promise.all(
    Object.entries(configs)
      .filter(([file]) => resolutions.some((r) => file.includes(r)))
      .map(([file, { files, ...options }]) => {
        writeFileSync(
          join(app, file),
          JSON.stringify({ compilerOptions: { ...TSCONFIG_BASE, ...options }, files }, null, 2),
        );
        return check(`tsc -p ${file} (${label})`, () =>
          sh(join(root, 'node_modules/.bin/tsc'), ['-p', file], { cwd: app }),
        );
      }),
  );
}

async function checkRuntime(app, apiUrl) {
  step('ESM and CJS at run time');
  writeFileSync(
    join(app, 'runtime.mjs'),
    `
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as esmClient from '@optwallet/api-client';
import * as esmContract from '@optwallet/contract';
import * as esmClientContract from '@optwallet/api-client/contract';
import * as esmWire from '@optwallet/contract/wire';
import * as esmDomain from '@optwallet/domain';
import * as esmUi from '@optwallet/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const require = createRequire(import.meta.url);
const cjsClient = require('@optwallet/api-client');
const cjsContract = require('@optwallet/contract');
const cjsClientContract = require('@optwallet/api-client/contract');
const cjsWire = require('@optwallet/contract/wire');
const cjsDomain = require('@optwallet/domain');
const cjsUi = require('@optwallet/ui');
const failures = [];
const expect = (ok, what) => { if (!ok) failures.push(what); };

for (const [label, client, contract, domain] of [
  ['esm', esmClient, esmContract, esmDomain],
  ['cjs', cjsClient, cjsContract, cjsDomain],
]) {
  expect(domain.formatAmount(12500000n, 6) === '12.5', label + ': formatAmount');
  expect(contract.endpoints.health.path === '/health', label + ': contract endpoints');
  const api = client.createApiClient({ baseUrl: process.env.API_URL });
  const health = await api.dev.health();
  expect(health.status === 'ok', label + ': GET /health through the client');
  const failure = await api.users.user().catch((error) => error);
  expect(failure.status === 401, label + ': GET /user without a session is a 401 ApiError');
  expect(esmClient.isApiError(failure) && cjsClient.isApiError(failure), label + ': isApiError in both builds');
  expect(failure instanceof esmClient.ApiError && failure instanceof cjsClient.ApiError, label + ': instanceof ApiError in both builds');
}
expect(esmContract.userSchema !== undefined && cjsClient.endpoints.user.response === cjsContract.endpoints.user.response,
  'cjs: the client and @optwallet/contract share one copy of the schemas');
expect(esmClientContract.userSchema === esmContract.userSchema && cjsClientContract.userSchema === cjsContract.userSchema,
  'the deprecated @optwallet/api-client/contract re-exports @optwallet/contract');
expect(esmWire.routes.user.path === '/user' && cjsWire.buildPath('/wallets/{id}', { id: 'w 1' }) === '/wallets/w%201',
  '@optwallet/contract/wire: the route table and buildPath');

const css = readFileSync(require.resolve('@optwallet/ui/styles.css'), 'utf8');
expect(css.includes('--ow-color-bg'), 'ui: styles.css carries the design tokens');
for (const [label, ui] of [['esm', esmUi], ['cjs', cjsUi]]) {
  const html = renderToStaticMarkup(createElement(ui.Button, { variant: 'primary' }, 'Send'));
  const classes = /class="([^"]+)"/.exec(html)?.[1].split(' ') ?? [];
  expect(classes.length > 0 && classes.every((c) => css.includes('.' + c)), label + ': Button classes are in styles.css (' + classes + ')');
}
const dist = join(require.resolve('@optwallet/ui/package.json'), '../dist');
const scripts = readdirSync(dist, { recursive: true }).filter((f) => /\\.c?js$/.test(f));
const missing = scripts.filter((f) => !readFileSync(join(dist, f), 'utf8').startsWith("'use client';"));
expect(scripts.length > 40 && missing.length === 0, 'ui: every module starts with "use client" (' + missing.slice(0, 3) + ')');

console.log(failures.length === 0 ? 'ok' : failures.join('\\n'));
process.exit(failures.length === 0 ? 0 : 1);
`,
  );
  await check('imports, calls and the ApiError brand in ESM and CJS', () =>
    sh(process.execPath, ['runtime.mjs'], { cwd: app, env: { ...process.env, API_URL: apiUrl } }),
  );
}

await main();
