import { ConfigError, type OptchainEnv } from './config/env';
import { type RunningOptchain, startOptchainNode } from './start';

/**
 * Starts one node per env (one chain id each, its own ports and data), prints where each listens,
 * and stops them all on SIGINT / SIGTERM. A config error prints its message and exits 1. Used by
 * main.ts (one chain) and devnet.ts (both native chains).
 */
export async function launch(loadEnvs: () => OptchainEnv[]): Promise<void> {
  try {
    const running: RunningOptchain[] = [];
    const loaded = loadEnvs();
    for (const env of loaded) {
      const node = await startOptchainNode({
        chainId: env.chainId,
        rpcPort: env.rpcPort,
        restPort: env.restPort,
        host: env.host,
        ...(env.dataDir ? { dataDir: env.dataDir } : {}),
        ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : {}),
        blockTimeMs: env.blockTimeMs,
        // A block that cannot be written stops the process: a restart replays the log on disk.
        onHalt: () => process.exit(1),
      });
      running.push(node);
      const storage = env.databaseUrl
        ? 'Postgres'
        : env.dataDir
          ? `PGlite in ${env.dataDir}`
          : 'PGlite in memory';
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
    if (loaded.some((env) => env.stopWithStdin)) {
      // The parent holds stdin open and never writes: its death, of any kind, closes it.
      process.stdin.on('end', stop);
      process.stdin.on('close', stop);
      process.stdin.resume();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
