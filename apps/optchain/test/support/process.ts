import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The node as a child process (src/main.ts under tsx's loader, as `pnpm dev` runs it) for the
 * tests that kill it. Only the process started here is stopped or killed, by its own pid.
 */

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface NodeProcess {
  /** The child's process id (a bench reads its memory in /proc). */
  pid: number;
  rpcUrl: string;
  restUrl: string;
  stop(): Promise<void>;
  kill9(): Promise<void>;
  output(): string;
}

export async function startNodeProcess(env: Record<string, string>): Promise<NodeProcess> {
  const args = ['--conditions=@optwallet/source', '--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: APP_DIR,
    // Its life is this process's: a test worker killed (a timeout) leaves no node behind.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      OPTCHAIN_STOP_WITH_STDIN: '1',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urls = await new Promise<{ rpcUrl: string; restUrl: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the node did not start:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const rpc = /CometBFT RPC\s+(http:\/\/\S+)/.exec(output);
      const rest = /Cosmos REST\s+(http:\/\/\S+)/.exec(output);
      if (rpc?.[1] && rest?.[1]) {
        clearTimeout(timer);
        resolve({ rpcUrl: rpc[1], restUrl: rest[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the node exited (${code}) before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    ...urls,
    pid: child.pid ?? 0,
    stop: () => end('SIGTERM'),
    kill9: () => end('SIGKILL'),
    output: () => output,
  };
}

/** A fresh database on the Postgres server of TEST_DATABASE_URL, dropped by `drop`. */
export async function freshPostgres(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `optchain_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** TEST_DATABASE_URL, read in one place: the Postgres server CI's second pass provides. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;
