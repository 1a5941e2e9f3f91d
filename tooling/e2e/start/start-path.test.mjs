// Issue 26 (10): the README's start command with the API moved (PORT) keeps the product
// coherent: both web apps proxy /api to the API where it now is, and the partner example sends
// people to the consent app where it now is. It runs `node tooling/scripts/quickstart.mjs start`
// as `npm start` does, on free ports (so a running product or the journeys never meet it), with
// an empty data directory and no EVM node. Node's own test runner: no browser is needed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { productEnv } from '../../scripts/product-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A port nothing listens on now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

/** Every process below `pid` (turbo starts each task in a process group of its own). */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops `pid` and everything it started: SIGTERM, then SIGKILL for what is left after 15 s. */
async function stopTree(pid) {
  const all = [pid, ...descendants(pid)];
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    for (const each of all) {
      try {
        process.kill(each, signal);
      } catch {
        // already gone
      }
    }
    const deadline = Date.now() + 15_000;
    while (all.some(alive) && Date.now() < deadline) await sleep(250);
    if (!all.some(alive)) return;
  }
}

/** The first answer of `url` within `ms` (turbo may still be building when the wait starts). */
async function firstAnswer(url, ms, init = {}) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} never answered`, { cause: error });
      await sleep(1_000);
    }
  }
}

test('productEnv derives every address from the ports, and a given address wins', () => {
  assert.deepEqual(
    pick(productEnv({ PORT: '8899' }), ['API_URL', 'WEB_URL', 'CONSENT_URL', 'VITE_CONSENT_URL']),
    {
      API_URL: 'http://localhost:8899',
      WEB_URL: 'http://localhost:5173',
      CONSENT_URL: 'http://localhost:5174',
      VITE_CONSENT_URL: undefined,
    },
  );
  const moved = productEnv({ WEB_PORT: '6173', CONSENT_PORT: '6174' });
  assert.equal(moved.API_URL, 'http://localhost:8787');
  assert.equal(moved.WEB_URL, 'http://localhost:6173');
  assert.equal(moved.CONSENT_URL, 'http://localhost:6174');
  assert.equal(moved.VITE_CONSENT_URL, 'http://localhost:6174');
  const given = productEnv({ PORT: '8899', API_URL: 'https://api.example.com' });
  assert.equal(given.API_URL, 'https://api.example.com');
  assert.equal(given.PORT, '8899');
});

test('productEnv points the API at the devnet OptChain nodes npm start runs', () => {
  assert.deepEqual(
    pick(productEnv({}), [
      'OPT_RPC_URL',
      'OPT_REST_URL',
      'OPT_TESTNET_RPC_URL',
      'OPT_TESTNET_REST_URL',
      'OPTCHAIN_DATA_DIR',
    ]),
    {
      OPT_RPC_URL: 'http://127.0.0.1:26657',
      OPT_REST_URL: 'http://127.0.0.1:1317',
      OPT_TESTNET_RPC_URL: 'http://127.0.0.1:26667',
      OPT_TESTNET_REST_URL: 'http://127.0.0.1:1327',
      OPTCHAIN_DATA_DIR: undefined,
    },
  );
  const moved = productEnv({ OPTCHAIN_RPC_PORT: '36657', DATA_DIR: '/tmp/devnet/' });
  assert.equal(moved.OPT_RPC_URL, 'http://127.0.0.1:36657');
  assert.equal(moved.OPTCHAIN_DATA_DIR, '/tmp/devnet/optchain');
  assert.equal(productEnv({ OPT_RPC_URL: 'off' }).OPT_RPC_URL, 'off');
});

function pick(object, keys) {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}

test('PORT=<another port> npm start: both apps proxy /api to the API there', async (t) => {
  const ports = {
    PORT: await freePort(),
    WEB_PORT: await freePort(),
    CONSENT_PORT: await freePort(),
    PARTNER_PORT: await freePort(),
    OPTCHAIN_RPC_PORT: await freePort(),
    OPTCHAIN_REST_PORT: await freePort(),
    OPTCHAIN_TESTNET_RPC_PORT: await freePort(),
    OPTCHAIN_TESTNET_REST_PORT: await freePort(),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'optwallet-start-path-'));
  const env = { ...process.env, ...ports, DATA_DIR: dataDir, EVM_RPC_URL: 'off' };
  for (const name of ['API_URL', 'WEB_URL', 'CONSENT_URL', 'VITE_CONSENT_URL', 'OPTCHAIN_DATA_DIR'])
    delete env[name];
  for (const name of ['OPT_RPC_URL', 'OPT_REST_URL', 'OPT_TESTNET_RPC_URL', 'OPT_TESTNET_REST_URL'])
    delete env[name];
  const start = spawn(process.execPath, [join(root, 'tooling/scripts/quickstart.mjs'), 'start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  t.after(async () => {
    await stopTree(start.pid);
    rmSync(dataDir, { recursive: true, force: true });
  });

  try {
    // turbo builds what changed first (a moved consent app is built into the wallet app): minutes.
    const api = await firstAnswer(`http://localhost:${ports.PORT}/api/health`, 600_000);
    assert.equal(api.status, 200);
    // The devnet OptChain nodes run on the ports given, their chains in DATA_DIR.
    for (const [port, chainId] of [
      [ports.OPTCHAIN_RPC_PORT, 'optchain-1'],
      [ports.OPTCHAIN_TESTNET_RPC_PORT, 'optchain-testnet-1'],
    ]) {
      const status = await firstAnswer(`http://127.0.0.1:${port}/status`, 60_000);
      assert.equal((await status.json()).result.node_info.network, chainId);
    }
    assert.ok(
      existsSync(join(dataDir, 'optchain', 'pglite')),
      'the node keeps its chain in DATA_DIR',
    );
    for (const app of [ports.WEB_PORT, ports.CONSENT_PORT]) {
      const health = await firstAnswer(`http://localhost:${app}/api/health`, 600_000);
      assert.equal(health.status, 200, `the app on ${app} reaches the API through /api`);
      assert.equal((await health.json()).status, 'ok');
      // The app's pages allow the API's origin (profile photos, direct calls).
      const page = await firstAnswer(`http://localhost:${app}/`, 30_000);
      assert.match(
        page.headers.get('content-security-policy') ?? '',
        new RegExp(`http://localhost:${ports.PORT}`),
      );
    }
    const partner = await firstAnswer(`http://localhost:${ports.PARTNER_PORT}/login`, 60_000, {
      redirect: 'manual',
    });
    assert.equal(partner.status, 302);
    assert.equal(
      new URL(partner.headers.get('location') ?? '').origin,
      `http://localhost:${ports.CONSENT_PORT}`,
    );
  } catch (error) {
    console.error(output.slice(-4_000));
    throw error;
  }
});
