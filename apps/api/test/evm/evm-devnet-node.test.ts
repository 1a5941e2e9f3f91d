import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnvilNode, anvilBinary, freePort, nodeAnswers } from '../../src/chains/evm/anvil';
import { devnetNode } from '../../src/chains/evm/devnet-evm';

/**
 * The devnet's node belongs to its data directory and lives as long as its API: a port someone
 * else holds is an error (never their chain), a node its dead API left behind is saved and
 * stopped, a live API's node on the same directory is used as it is.
 */

const dirs: string[] = [];
const nodes: AnvilNode[] = [];
afterAll(async () => {
  for (const node of nodes) await node.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-devnet-node-'));
  dirs.push(dir);
  return dir;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A pid no process has any more. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid;
}

const FIXTURE = fileURLToPath(
  new URL('../support/fixtures/devnet-node-process.ts', import.meta.url),
);
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A process owning the data directory's node, in a process group of its own. */
async function owner(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@optwallet/source', '--import', 'tsx', FIXTURE, dir, String(port)],
    { cwd: API_DIR, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the owner exited (${code})`)));
  });
  return child;
}

function lockOf(dir: string) {
  return JSON.parse(readFileSync(path.join(dir, 'anvil', 'node.json'), 'utf8')) as {
    guardPid: number;
    anvilPid: number;
  };
}

async function gone(pids: number[]) {
  for (let waited = 0; waited < 15_000 && pids.some(alive); waited += 50) await sleep(50);
  return pids.filter(alive);
}

describe('the devnet EVM node', () => {
  it('dies with its process group, SIGKILL included (a test runner stopping its servers)', async () => {
    const dir = dataDir();
    const child = await owner(dir, await freePort());
    const { guardPid, anvilPid } = lockOf(dir);
    process.kill(-(child.pid as number), 'SIGKILL');
    expect(await gone([guardPid, anvilPid])).toEqual([]);
  });

  it('keeps every block mined when its group gets Ctrl-C (anvil’s dump at exit becomes the state)', async () => {
    const dir = dataDir();
    const port = await freePort();
    const child = await owner(dir, port);
    const { guardPid, anvilPid } = lockOf(dir);
    const rpc = createPublicClient({ transport: http(`http://127.0.0.1:${port}`), cacheTime: 0 });
    await rpc.request({ method: 'anvil_mine' as never, params: ['0x5'] as never });
    process.kill(-(child.pid as number), 'SIGINT');
    expect(await gone([guardPid, anvilPid])).toEqual([]);
    const state = JSON.parse(readFileSync(path.join(dir, 'anvil', 'state.json'), 'utf8')) as {
      best_block_number: number;
    };
    expect(state.best_block_number).toBe(5);
    expect(existsSync(path.join(dir, 'anvil', 'node.json'))).toBe(false);
  });

  it('refuses a port another process holds, naming it and EVM_DEVNET_PORT', async () => {
    const port = await freePort();
    const stranger = createServer();
    await new Promise<void>((resolve) => stranger.listen(port, '127.0.0.1', resolve));
    try {
      const dir = dataDir();
      await expect(devnetNode(dir, { port, saveMs: 1_000 })).rejects.toThrow(
        `The devnet EVM node's port 127.0.0.1:${port} is in use by another process (another OptWallet API's node?): stop it, or set EVM_DEVNET_PORT to a free port.`,
      );
      expect(existsSync(path.join(dir, 'anvil', 'node.json'))).toBe(false);
    } finally {
      await new Promise<void>((resolve) => stranger.close(() => resolve()));
    }
  });

  it('saves and stops the node a dead API left on its data directory, then starts from its state', async () => {
    const dir = dataDir();
    const stateDir = path.join(dir, 'anvil');
    const statePath = path.join(stateDir, 'state.json');
    const port = await freePort();
    // An anvil of this directory whose API and guard are gone (both killed at once), started as
    // the guard starts it the first time (no state to load yet).
    mkdirSync(stateDir, { recursive: true });
    const atExit = path.join(stateDir, 'state-at-exit.json');
    const orphan = spawn(
      anvilBinary(),
      ['--port', String(port), '--chain-id', '31337', '--silent', '--dump-state', atExit],
      { stdio: 'ignore' },
    );
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; tries < 200 && !(await nodeAnswers(url)); tries += 1) await sleep(50);
    const rpc = createPublicClient({ transport: http(url), cacheTime: 0 });
    await rpc.request({ method: 'anvil_mine' as never, params: ['0x7'] as never });
    writeFileSync(
      path.join(stateDir, 'node.json'),
      JSON.stringify({
        apiPid: deadPid(),
        guardPid: deadPid(),
        anvilPid: orphan.pid,
        port,
        statePath,
      }),
    );

    const node = await devnetNode(dir, { port, saveMs: 1_000 });
    nodes.push(node);
    expect(node.owned).toBe(true);
    expect(alive(orphan.pid as number)).toBe(false);
    // The blocks the orphan mined were saved before it was stopped.
    const fresh = createPublicClient({ transport: http(node.url), cacheTime: 0 });
    expect(await fresh.getBlockNumber()).toBe(7n);
    const lock = JSON.parse(readFileSync(path.join(stateDir, 'node.json'), 'utf8')) as {
      apiPid: number;
      anvilPid: number;
    };
    expect(lock.apiPid).toBe(process.pid);
    expect(alive(lock.anvilPid)).toBe(true);

    await node.stop();
    expect(alive(lock.anvilPid)).toBe(false);
    expect(existsSync(path.join(stateDir, 'node.json'))).toBe(false);
  });

  it('uses the node of a live API on the same data directory, and leaves it running', async () => {
    const dir = dataDir();
    const port = await freePort();
    const owner = await devnetNode(dir, { port, saveMs: 1_000 });
    nodes.push(owner);
    // As if another process had started it: its API is alive (our parent, the test runner).
    const lockFile = path.join(dir, 'anvil', 'node.json');
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(lockFile, JSON.stringify({ ...lock, apiPid: process.ppid }));

    const replica = await devnetNode(dir, { port: await freePort(), saveMs: 1_000 });
    expect(replica.owned).toBe(false);
    expect(replica.url).toBe(owner.url);
    await replica.stop();
    expect(await nodeAnswers(owner.url)).toBe(true);
  });
});
