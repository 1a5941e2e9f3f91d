import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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
  /** Stops the node; with a state file anvil writes its state there first. */
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

/**
 * Starts anvil on 127.0.0.1:port. `statePath`: the chain is loaded from and saved to this file
 * (balances survive a restart); without it the chain lives in memory. Blocks are mined per
 * transaction (anvil's automine), so a receipt follows a send at once.
 */
export async function startAnvil(options: {
  port: number;
  statePath?: string;
}): Promise<AnvilNode> {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(ANVIL_CHAIN_ID),
    '--silent',
  ];
  if (options.statePath) {
    mkdirSync(path.dirname(options.statePath), { recursive: true });
    args.push('--state', options.statePath, '--state-interval', '5');
  }
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  for (let waited = 0; !(await nodeAnswers(url)); waited += 50) {
    if (child.exitCode !== null || waited > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`anvil did not start on port ${options.port}: ${stderr.trim()}`);
    }
    await sleep(50);
  }
  return {
    url,
    port: options.port,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
