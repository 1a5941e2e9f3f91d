import { ConfigError, loadDevnetEnv, type OptchainEnv } from './config/env';
import { type RunningOptchain, startOptchainNode } from './start';

/**
 * The devnet as `pnpm start` (and `npm start`) runs it: both native chain ids, each its own node
 * with its own ports and data (optchain-1 on 26657 / 1317, optchain-testnet-1 on 26667 / 1327).
 * One chain alone: main.ts.
 */
function start(env: OptchainEnv): Promise<RunningOptchain> {
  return startOptchainNode({
    chainId: env.chainId,
    rpcPort: env.rpcPort,
    restPort: env.restPort,
    host: env.host,
    dataDir: env.dataDir,
    ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : {}),
    blockTimeMs: env.blockTimeMs,
    // A block that cannot be written stops the process: a restart replays the logs on disk.
    onHalt: () => process.exit(1),
  });
}

try {
  const envs = loadDevnetEnv();
  const running: RunningOptchain[] = [];
  for (const env of envs) {
    const node = await start(env);
    running.push(node);
    const storage = env.databaseUrl ? 'Postgres' : `PGlite in ${env.dataDir}`;
    console.log(
      `OptChain ${env.chainId} devnet node ready (height ${node.node.committed?.height ?? 0}, ${storage})`,
    );
    console.log(`  CometBFT RPC  ${node.rpcUrl}`);
    console.log(`  Cosmos REST   ${node.restUrl}`);
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void Promise.all(running.map((node) => node.stop())).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
