import { ConfigError, loadEnv } from './config/env';
import { startOptchainNode } from './start';

try {
  const env = loadEnv();
  const running = await startOptchainNode({
    chainId: env.chainId,
    rpcPort: env.rpcPort,
    restPort: env.restPort,
    host: env.host,
    dataDir: env.dataDir,
    ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : {}),
    blockTimeMs: env.blockTimeMs,
    // A block that cannot be written stops the process: a restart replays the log on disk.
    onHalt: () => process.exit(1),
  });
  const storage = env.databaseUrl ? 'Postgres (OPTCHAIN_DATABASE_URL)' : `PGlite in ${env.dataDir}`;
  console.log(
    `OptChain ${env.chainId} devnet node ready (height ${running.node.committed?.height ?? 0}, ${storage})`,
  );
  console.log(`  CometBFT RPC  ${running.rpcUrl}`);
  console.log(`  Cosmos REST   ${running.restUrl}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
