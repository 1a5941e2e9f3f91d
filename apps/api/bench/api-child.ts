import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../test/support/api-process';
import { nodeApiEnv, startOptchain } from '../test/support/optchain-node';

/**
 * The built API (dist/main.js, as production runs it) as a child process of the bench, on a
 * free port (test/support/api-process.ts starts it); only this process is ever stopped, by its
 * own pid.
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_MAIN = path.join(API_DIR, 'dist', 'main.js');

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
export async function startBuiltApi(database: {
  dataDir?: string;
  url?: string;
}): Promise<ApiChild> {
  if (!existsSync(BUILT_MAIN)) {
    throw new Error(`${BUILT_MAIN} is missing: run \`pnpm bench:scale\` (it builds first)`);
  }
  // OPT on a node of its own, as `npm start` serves it (its follower follows it).
  const chain = await startOptchain('optchain-1', 1_000);
  const api = await startApi(
    {
      NODE_ENV: 'development',
      DEVNET: 'on',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: BENCH_JWT_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      TRUSTED_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
      EVM_RPC_URL: 'off',
      ...nodeApiEnv(chain.config, { pollMs: 250 }),
      OPT_TESTNET_RPC_URL: 'off',
      ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir ?? '' }),
    },
    // At scale the start reads a database of millions of rows.
    { built: BUILT_MAIN, startTimeoutMs: 300_000 },
  );
  return {
    url: api.url,
    pid: api.pid,
    rss() {
      const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return Number(kb ?? 0) * 1024;
    },
    async stop() {
      await api.stop();
      await chain.stop();
    },
  };
}
