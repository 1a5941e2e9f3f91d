import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NATIVE_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID } from '@optwallet/domain';
import { z } from 'zod';

/** The one place that reads process.env (house style). Everything else receives an OptchainEnv. */

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const envSchema = z.object({
  OPTCHAIN_CHAIN_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,48}$/, 'a chain id: lower-case letters, digits and dashes')
    .default(NATIVE_CHAIN_ID),
  OPTCHAIN_RPC_PORT: port(26657),
  OPTCHAIN_REST_PORT: port(1317),
  OPTCHAIN_HOST: z.string().default('127.0.0.1'),
  OPTCHAIN_DATA_DIR: z.string().optional(),
  OPTCHAIN_DATABASE_URL: z.string().url().optional(),
  OPTCHAIN_BLOCK_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** `1`: stop when stdin closes (a parent that holds it open dies, kill -9 included). */
  OPTCHAIN_STOP_WITH_STDIN: z.enum(['0', '1']).default('0'),
});

/** The devnet's second node (`pnpm start`: src/devnet.ts), the testnet chain id. */
const testnetSchema = z.object({
  OPTCHAIN_TESTNET_RPC_PORT: port(26667),
  OPTCHAIN_TESTNET_REST_PORT: port(1327),
  OPTCHAIN_TESTNET_DATA_DIR: z.string().optional(),
  OPTCHAIN_TESTNET_DATABASE_URL: z.string().url().optional(),
});

export interface OptchainEnv {
  chainId: string;
  rpcPort: number;
  restPort: number;
  host: string;
  /**
   * Absolute directory of the embedded database (PGlite in `<dataDir>/pglite`); undefined for
   * `OPTCHAIN_DATA_DIR=memory`: a throwaway chain in memory (tests), gone when the process ends.
   */
  dataDir: string | undefined;
  /** A Postgres database of the node's own instead of PGlite. */
  databaseUrl: string | undefined;
  blockTimeMs: number;
  /** Stop when stdin closes: the node's life tied to the process that started it. */
  stopWithStdin: boolean;
}

export class ConfigError extends Error {}

/** OPTCHAIN_DATA_DIR's value for a chain kept in memory only. */
const MEMORY = 'memory';

/** Repo root: the folder with pnpm-workspace.yaml above this file (src/ or dist/), else the cwd. */
function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

function parse<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The devnet as `pnpm start` runs it: the node of loadEnv (optchain-1) and the testnet's
 * (optchain-testnet-1 on OPTCHAIN_TESTNET_RPC_PORT / _REST_PORT, its own data directory or
 * database), each a chain of its own.
 */
export function loadDevnetEnv(
  source: Record<string, string | undefined> = process.env,
): [OptchainEnv, OptchainEnv] {
  const main = loadEnv(source);
  const env = parse(testnetSchema, source);
  const testnet: OptchainEnv = {
    ...main,
    chainId: NATIVE_TESTNET_CHAIN_ID,
    rpcPort: env.OPTCHAIN_TESTNET_RPC_PORT,
    restPort: env.OPTCHAIN_TESTNET_REST_PORT,
    dataDir:
      env.OPTCHAIN_TESTNET_DATA_DIR === MEMORY || (!env.OPTCHAIN_TESTNET_DATA_DIR && !main.dataDir)
        ? undefined
        : path.resolve(env.OPTCHAIN_TESTNET_DATA_DIR ?? `${main.dataDir}-testnet`),
    databaseUrl: env.OPTCHAIN_TESTNET_DATABASE_URL,
  };
  if (testnet.chainId === main.chainId) {
    throw new ConfigError(`OPTCHAIN_CHAIN_ID is the testnet's chain id (${main.chainId})`);
  }
  return [main, testnet];
}

export function loadEnv(source: Record<string, string | undefined> = process.env): OptchainEnv {
  const env = parse(envSchema, source);
  return {
    chainId: env.OPTCHAIN_CHAIN_ID,
    rpcPort: env.OPTCHAIN_RPC_PORT,
    restPort: env.OPTCHAIN_REST_PORT,
    host: env.OPTCHAIN_HOST,
    dataDir:
      env.OPTCHAIN_DATA_DIR === MEMORY
        ? undefined
        : path.resolve(env.OPTCHAIN_DATA_DIR ?? path.join(repoRoot(), '.data', 'optchain')),
    databaseUrl: env.OPTCHAIN_DATABASE_URL,
    blockTimeMs: env.OPTCHAIN_BLOCK_MS,
    stopWithStdin: env.OPTCHAIN_STOP_WITH_STDIN === '1',
  };
}
