import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built API (dist/main.js, as production runs it) as a child process of the bench, on a
 * free port; only this process is ever stopped, by its own pid.
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILT_MAIN = path.join(API_DIR, 'dist', 'main.js');

/** The same secret for the child and the bench's in-process app: one's tokens pass the other. */
export const BENCH_JWT_SECRET = 'bench-scale-secret-bench-scale-secret-0123';

export interface ApiChild {
  /** …/api */
  url: string;
  pid: number;
  /** The resident set size now, in bytes (from /proc). */
  rss(): number;
  stop(): Promise<void>;
}

/** Starts dist/main.js on `database` (a PGlite data directory or a Postgres URL). */
export async function startBuiltApi(database: { dataDir?: string; url?: string }) {
  if (!existsSync(BUILT_MAIN)) {
    throw new Error(`${BUILT_MAIN} is missing: run \`pnpm bench:scale\` (it builds first)`);
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    DEVNET: 'on',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
    // Nothing runs beside the measured calls: no settler tick, no EVM node or indexer.
    SETTLER_INTERVAL_MS: '0',
    EVM_RPC_URL: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir ?? '' }),
  };
  const child: ChildProcess = spawn(process.execPath, [BUILT_MAIN], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 300_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /api ready on http:\/\/localhost:(\d+)\/api/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${ready[1]}/api`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}) before it was ready:\n${output}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return Number(kb ?? 0) * 1024;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  } satisfies ApiChild;
}
