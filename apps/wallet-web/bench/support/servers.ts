import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on, so the bench never meets `pnpm start`, the journeys or another bench. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForOk(url: string, child: ChildProcess, seconds: number): Promise<void> {
  for (let attempt = 0; attempt < seconds * 5; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopGroup(child);
  throw new Error(`nothing answered on ${url}`);
}

/** Stops a process started here with its children (pnpm runs node or vite under it). */
function stopGroup(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

export interface Served {
  url: string;
  stop: () => void;
}

/** `vite preview` of a built directory (any app's: `cwd` is the package whose config applies). */
export async function preview(options: {
  cwd: string;
  outDir: string;
  probePath: string;
  apiUrl?: string;
}): Promise<Served> {
  const port = await freePort();
  const child = spawn(
    'pnpm',
    ['exec', 'vite', 'preview', '--outDir', options.outDir, '--port', String(port), '--strictPort'],
    {
      cwd: options.cwd,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, ...(options.apiUrl ? { API_URL: options.apiUrl } : {}) },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}${options.probePath}`, child, 30);
  return { url, stop: () => stopGroup(child) };
}

/** The reference API on its own port and an empty data directory: migrated and seeded (devnet). */
export async function startApi(apiPackageDir: string): Promise<Served> {
  const port = await freePort();
  const child = spawn('pnpm', ['start'], {
    cwd: apiPackageDir,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'optwallet-bench-')),
      NODE_ENV: 'test',
      // The screens measured need no chain: the API serves none (no node runs beside it).
      OPT_RPC_URL: 'off',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, child, 120);
  return { url, stop: () => stopGroup(child) };
}

/** Runs a command to its end, failing on a non-zero exit. */
export function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}
