#!/usr/bin/env node
// The README's two commands land here: `npm start` and `npm test` on a machine that has only
// Node (20.19+, 22.12+ or 24+); `pnpm dev` too. This file uses nothing but Node itself, because nothing else is
// installed yet.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productEnv } from './product-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const command = process.argv[2];
const binDir = join(root, 'node_modules', '.quickstart-bin');

// As package.json's engines: ^20.19.0 || ^22.12.0 || >=24.0.0 (require() of ES modules).
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (!((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 24)) {
  fail(
    `Node ${process.versions.node} is not supported: OptWallet needs Node 20.19+, 22.12+ or 24+.`,
  );
}

const env = { ...process.env };
// npm passes its own settings down as npm_config_*; pnpm would read them as its own.
for (const key of Object.keys(env))
  if (key.toLowerCase().startsWith('npm_config_')) delete env[key];
env.COREPACK_ENABLE_DOWNLOAD_PROMPT = '0';
// Registry mirrors without signatures make corepack refuse pnpm; the lockfile still pins
// every package's integrity.
env.COREPACK_INTEGRITY_KEYS ??= '0';
env.TURBO_TELEMETRY_DISABLED = '1';
env.PATH = `${binDir}:${env.PATH ?? ''}`;

ensurePnpm();
run('pnpm', ['install', '--frozen-lockfile']);

if (command === 'start' || command === 'dev') {
  // PORT=8899 moves the API and the apps' /api proxy with it (product-env.mjs).
  Object.assign(env, productEnv(env));
  run('pnpm', ['turbo', 'run', command, '--ui=stream']);
} else if (command === 'test') {
  ensureChromium();
  runCountingTests('pnpm', ['turbo', 'run', 'test', 'e2e', '--ui=stream', '--concurrency=1']);
} else {
  fail(`usage: node tooling/scripts/quickstart.mjs start|dev|test (got ${command ?? 'nothing'})`);
}

/** pnpm comes from corepack (shipped with Node) at the version package.json pins. */
function ensurePnpm() {
  if (existsSync(join(binDir, 'pnpm'))) return;
  mkdirSync(binDir, { recursive: true });
  run('corepack', ['enable', '--install-directory', binDir, 'pnpm']);
}

/** Browser tests use Debian's Chromium; no test tool downloads a browser of its own. */
function ensureChromium() {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    fail(`The browser tests need Chromium at ${chromium}. Install Debian's 'chromium' package
(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run again.`);
  }
  console.log('Installing Debian chromium for the browser tests…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
}

function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.error) fail(`${cmd} could not start: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs the suites, passing their output through, and closes with one plain line that sums what
 * every runner reported (vitest, Playwright, node:test): `Tests: N passed, N failed`.
 */
function runCountingTests(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const totals = { passed: 0, failed: 0 };
  const patterns = [
    // vitest: "Tests  2 failed | 118 passed (120)"
    [/^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/, (m) => [m[2], m[1]]],
    [/^\s*Tests\s+(\d+) failed \(/, (m) => [0, m[1]]],
    // Playwright: "  12 passed (30s)" and "  1 failed"
    [/^\s+(\d+) passed \(/, (m) => [m[1], 0]],
    [/^\s+(\d+) failed$/, (m) => [0, m[1]]],
    // node:test: "# pass 3" / "# fail 0"
    [/^# pass (\d+)$/, (m) => [m[1], 0]],
    [/^# fail (\d+)$/, (m) => [0, m[1]]],
  ];
  const failures = [];
  // The failure being read: its error's first line, its locator and two stack lines are kept.
  let current;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    process.stdout.write(`${line}\n`);
    // turbo prefixes each line with "<package>:<task>: "; colours are dropped before matching.
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    const text = plain.replace(/^\S+:\S+: /, '');
    const failure = failureLine(plain.match(/^(\S+):\S+: /)?.[1], text);
    if (failure?.startsWith('  ')) {
      if (!failures.includes(failure)) failures.push(failure);
    } else if (failure) {
      current = failures.includes(failure) ? undefined : { error: false, locator: false, at: 0 };
      if (current) failures.push(failure);
    } else if (current) {
      const detail = failureDetail(text, current);
      if (detail) failures.push(detail);
    }
    for (const [pattern, pick] of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const [passed, failed] = pick(match);
      totals.passed += Number(passed ?? 0);
      totals.failed += Number(failed ?? 0);
      break;
    }
  });
  child.on('close', (code) => {
    if (failures.length > 0) {
      console.log('\nFailed (with the screenshots, traces and error context of each journey):');
      for (const failure of failures) console.log(`  ${failure}`);
    }
    console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
    process.exit(code ?? 1);
  });
}

const PACKAGE_DIRS = { '@optwallet/e2e': 'tooling/e2e' };

/**
 * A line worth repeating at the end of a long run: a failed test's name (vitest's "FAIL", a
 * Playwright failure's header, node:test's "not ok") or the path of a failed journey's artefact
 * (screenshot, trace, error context), made relative to the repository root.
 */
function failureLine(pkg, text) {
  const name =
    /^\s*FAIL\s+(\S.*)$/.exec(text)?.[1] ??
    /^\s+\d+\) (.+›.+?)\s*─*$/.exec(text)?.[1] ??
    /^\s*not ok \d+ - (.+)$/.exec(text)?.[1];
  if (name) return `${pkg ?? ''} ${name}`.trim();
  // The journey's own screenshots (attachments) are many: the failure's shot, context and trace.
  const artefact =
    /^\s*(?:Error Context: )?(test-results\/[^/\s]+\/(?:test-failed-\d+\.png|trace\.zip|error-context\.md))$/.exec(
      text,
    )?.[1];
  if (artefact) return `  ${PACKAGE_DIRS[pkg] ?? pkg ?? '.'}/${artefact}`;
  return undefined;
}

/**
 * What failed, said under the failed test's name: the error's first line (Playwright's and
 * vitest's "Error: …", "AssertionError: …"), Playwright's locator, and the first two stack lines
 * in a test file (a helper's and its caller's), so the end of a long log says why.
 */
function failureDetail(text, current) {
  if (!current.error) {
    const error = /^\s*((?:\w*Error|expect\().{0,220})/.exec(text)?.[1];
    if (error) {
      current.error = true;
      return `    ${error.trim()}`;
    }
  }
  if (!current.locator) {
    const locator = /^\s*(Locator: .{0,220})/.exec(text)?.[1];
    if (locator) {
      current.locator = true;
      return `    ${locator}`;
    }
  }
  if (current.at < 2) {
    const at =
      /^\s*(?:at |❯ )(?:.*?[(\s])?((?:[\w./-]*\/)?[\w.-]+\.(?:spec|test)\.tsx?:\d+:\d+)/.exec(
        text,
      )?.[1];
    if (at) {
      current.at += 1;
      return `    at ${at.replace(/^.*\/(tooling|apps|packages)\//, '$1/')}`;
    }
  }
  return undefined;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
