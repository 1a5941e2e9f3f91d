import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * A local EVM node for the devnet and the tests: anvil from npm (`@foundry-rs/anvil` ships the
 * binary in its platform package; nothing is downloaded, its postinstall is not needed).
 */

/** Anvil's chain id (EIP-155): never 1, so nothing signed here can be replayed on mainnet. */
export const ANVIL_CHAIN_ID = 31337;

/** The path of the anvil binary of this platform, inside node_modules. */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const launcher = createRequire(require.resolve('@foundry-rs/anvil/package.json'));
  const platform = `@foundry-rs/anvil-${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  const dir = path.dirname(launcher.resolve(`${platform}/package.json`));
  return path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

export interface AnvilNode {
  url: string;
  port: number;
  /**
   * Whether this process started the node (and stops it). False: the node of another API
   * running on the same data directory (replicas on one Postgres), used while its API lives.
   */
  owned: boolean;
  /** Writes the node's state to its state file now (none without one). */
  save(): Promise<void>;
  /** Stops the node: its guard saves the state (with a state file) and stops anvil. */
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the tests' nodes). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether a JSON-RPC node answers at the URL. */
export async function nodeAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** bin/anvil-guard.mjs beside src/ or dist/: walk up from this module until it is found. */
function guardScript(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'bin', 'anvil-guard.mjs');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('bin/anvil-guard.mjs not found next to the server');
}

/** What the guard writes beside the state file while it runs (see bin/anvil-guard.mjs). */
interface NodeLock {
  apiPid: number;
  guardPid: number;
  anvilPid?: number;
  port: number;
  statePath?: string;
}

function readLock(file: string): NodeLock | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as NodeLock;
  } catch {
    return undefined;
  }
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (Linux /proc, else `ps`), to tell our anvil from a stranger. */
function commandOf(pid: number): string {
  try {
    if (existsSync(`/proc/${pid}/cmdline`)) {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    }
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

async function until(done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (await done()) return true;
    await sleep(50);
  }
  return done();
}

/**
 * The node a dead API left on this data directory: its guard stops it once the API's pipe
 * closes (given time); an anvil still running on our state file without its guard (the guard
 * was killed too) has its state saved and is stopped here.
 */
async function retire(lock: NodeLock): Promise<void> {
  // A guard outlives its anvil: once it is gone, so is the node it stopped.
  await until(() => !alive(lock.guardPid), 10_000);
  const { anvilPid: pid, statePath } = lock;
  if (!pid || !statePath || !alive(pid)) return;
  // Ours: its command line names files of this state directory (a recycled pid is a stranger).
  if (!commandOf(pid).includes(`${path.dirname(statePath)}${path.sep}`)) return;
  const url = `http://127.0.0.1:${lock.port}`;
  if (await nodeAnswers(url)) await saveState(url, statePath).catch(() => undefined);
  process.kill(pid, 'SIGTERM');
  if (!(await until(() => !alive(pid), 5_000))) process.kill(pid, 'SIGKILL');
}

/** anvil_dumpState written atomically where anvil loads it from (as the guard saves it). */
async function saveState(url: string, statePath: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
  });
  const { result } = (await res.json()) as { result: string };
  const temporary = `${statePath}.${process.pid}.tmp`;
  writeFileSync(temporary, gunzipSync(Buffer.from(result.slice(2), 'hex')));
  renameSync(temporary, statePath);
}

/** Whether nothing listens on 127.0.0.1:port. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts anvil on 127.0.0.1:port under its guard (bin/anvil-guard.mjs), which stops it when
 * this process exits in any way (kill -9 included: the guard reads this process's pipe). Blocks
 * are mined per transaction (anvil's automine), so a receipt follows a send at once.
 *
 * `stateDir`: the chain is loaded from and saved to `<stateDir>/state.json` (every `saveMs` when
 * the head moved, and at stop; atomically), an anvil that died is started again from it
 * (`onRestart` is called), and `<stateDir>/node.json` names the node's API, guard and anvil.
 * A node of this directory left by a dead API is stopped first; a live API's is used as it is.
 * Without `stateDir` the chain lives in memory and dies with its guard.
 *
 * A port another process holds is an error: each data directory has its own node.
 */
export async function startAnvil(options: {
  port: number;
  stateDir?: string;
  saveMs?: number;
  onRestart?: () => void;
}): Promise<AnvilNode> {
  const statePath = options.stateDir && path.join(options.stateDir, 'state.json');
  const lockPath = options.stateDir && path.join(options.stateDir, 'node.json');
  if (options.stateDir) mkdirSync(options.stateDir, { recursive: true });
  const lock = lockPath ? readLock(lockPath) : undefined;
  if (lock) {
    const shared = `http://127.0.0.1:${lock.port}`;
    if (lock.apiPid !== process.pid && alive(lock.apiPid) && (await nodeAnswers(shared))) {
      const nothing = () => Promise.resolve();
      return { url: shared, port: lock.port, owned: false, save: nothing, stop: nothing };
    }
    await retire(lock);
    if (lockPath) rmSync(lockPath, { force: true });
  }
  if (!(await portFree(options.port))) {
    throw new Error(
      `The devnet EVM node's port 127.0.0.1:${options.port} is in use by another process ` +
        "(another OptWallet API's node?): stop it, or set EVM_DEVNET_PORT to a free port.",
    );
  }
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(ANVIL_CHAIN_ID),
    '--silent',
  ];
  const guardOptions = {
    binary: anvilBinary(),
    args,
    port: options.port,
    statePath,
    lockPath,
    saveMs: options.saveMs ?? 1_000,
    apiPid: process.pid,
  };
  // The guard's stdin is a pipe this process never writes to: it closes when this process dies.
  const guard: ChildProcess = spawn(
    process.execPath,
    [guardScript(), JSON.stringify(guardOptions)],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  guard.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let lines = '';
  guard.stdout?.on('data', (chunk: Buffer) => {
    lines += chunk.toString();
    for (let end = lines.indexOf('\n'); end >= 0; end = lines.indexOf('\n')) {
      const line = lines.slice(0, end);
      lines = lines.slice(end + 1);
      if (line.includes('"restarted"')) options.onRestart?.();
    }
  });
  const exited = new Promise<void>((resolve) => guard.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  for (let waited = 0; !(await nodeAnswers(url)); waited += 50) {
    if (guard.exitCode !== null || waited > 20_000) {
      guard.kill('SIGTERM');
      throw new Error(`anvil did not start on port ${options.port}: ${stderr.trim()}`);
    }
    await sleep(50);
  }
  return {
    url,
    port: options.port,
    owned: true,
    save: () => (statePath ? saveState(url, statePath) : Promise.resolve()),
    stop: async () => {
      if (guard.exitCode !== null || guard.signalCode !== null) return;
      guard.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (guard.exitCode === null && guard.signalCode === null) guard.kill('SIGKILL');
    },
  };
}
