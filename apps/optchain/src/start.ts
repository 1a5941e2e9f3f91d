import type { Server } from 'node:http';
import type { SettleBudget } from '@optwallet/ledger';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { hex } from '@scure/base';
import { ChainApp } from './chain/app';
import { ValidatorKey } from './chain/comet/validator-key';
import { buildGenesis } from './chain/genesis';
import { OptchainNode } from './chain/node';
import { BlockProducer } from './chain/producer';
import { createRestApp } from './rest/server';
import { createRpcApp, rpcCaller } from './rpc/server';
import { attachWebsocket } from './rpc/websocket';
import { BlockStore, type ChainMeta } from './store/block-store';
import { openPglite, openPostgres } from './store/db';

export interface OptchainOptions {
  chainId: string;
  /** 0 picks a free port. */
  rpcPort: number;
  restPort: number;
  host?: string;
  /** PGlite's directory is `<dataDir>/pglite`; neither this nor a URL: PGlite in memory. */
  dataDir?: string;
  /** A Postgres database of the node's own (instead of PGlite). */
  databaseUrl?: string;
  blockTimeMs: number;
  /** Wall clock, epoch ms (tests may move it). */
  clock?: () => number;
  /** Called when a block cannot be written: the node has halted (main.ts exits). */
  onHalt?: (error: Error) => void;
  /** What one block may settle (tests make it small); `SETTLE_BUDGET` unless given. */
  settleBudget?: SettleBudget;
}

export interface RunningOptchain {
  rpcUrl: string;
  restUrl: string;
  node: OptchainNode;
  stop(): Promise<void>;
}

const REPLAY_BATCH = 500;

/** Replays the block log through the engine: the state as of the last committed block. */
async function replay(app: ChainApp, store: BlockStore): Promise<number> {
  let offsetMs = 0;
  for (let from = 1; ;) {
    const blocks = await store.blocks(from, REPLAY_BATCH);
    if (blocks.length === 0) return offsetMs;
    for (const block of blocks) {
      await app.openBlock(block.time, block.offsetMs);
      for (const tx of block.txs) await app.deliver(tx.bytes, 'replay');
      const sealed = app.seal(block.comet ? 'comet' : 'legacy');
      if (sealed.hash !== block.hash) {
        throw new Error(
          `Replay diverged at height ${block.height}: the block log and the engine disagree`,
        );
      }
      offsetMs = block.offsetMs;
      from = block.height + 1;
    }
  }
}

/** The node's validator key: the stored one, or a new one kept for every later start. */
async function validatorKeyOf(store: BlockStore, meta: ChainMeta): Promise<ValidatorKey> {
  if (meta.validatorKey) return new ValidatorKey(hex.decode(meta.validatorKey));
  const key = ValidatorKey.generate();
  await store.saveValidatorKey(hex.encode(key.secret));
  return key;
}

/**
 * Idle keep-alive connections outlive a client's pause (a poller, a busy signer): Node's 5 s
 * default closes them under clients that then reuse them (ECONNRESET).
 */
export function keepAlive(server: ServerType): void {
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
) {
  return new Promise<{ server: ServerType; url: string }>((resolve, reject) => {
    const server = serve({ fetch, hostname: host, port }, (info: AddressInfo) =>
      resolve({ server, url: `http://${host}:${info.port}` }),
    );
    keepAlive(server);
    server.once('error', reject);
  });
}

const close = (server: ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

/** Starts a node: its database, the replayed chain, block production, the RPC and REST servers. */
export async function startOptchainNode(options: OptchainOptions): Promise<RunningOptchain> {
  const clock = options.clock ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
  const store = await BlockStore.open(db);
  try {
    const meta = (await store.meta()) ?? (await store.initMeta(options.chainId, clock()));
    if (meta.chainId !== options.chainId) {
      throw new Error(
        `This database holds chain ${meta.chainId}, not ${options.chainId}: give each chain a data directory (or database) of its own`,
      );
    }
    const app = new ChainApp(
      meta.chainId,
      meta.genesisTime,
      await buildGenesis(meta.chainId, meta.genesisTime),
      await validatorKeyOf(store, meta),
    );
    app.summedPayoutsFrom = meta.summedPayoutsFrom;
    const offsetMs = await replay(app, store);
    const producer = new BlockProducer(
      app,
      store,
      clock,
      options.blockTimeMs,
      offsetMs,
      options.onHalt,
      options.settleBudget,
    );
    await producer.start();
    await producer.produce();
    const node = new OptchainNode(app, store, producer, options.blockTimeMs);
    const urls = { rpc: '' };
    const rpcApp = createRpcApp(node, urls);
    const rpc = await listen((r) => rpcApp.fetch(r), host, options.rpcPort);
    urls.rpc = rpc.url;
    const closeWebsocket = attachWebsocket(rpc.server as Server, node, rpcCaller(node, urls).call);
    const restApp = createRestApp(node);
    const rest = await listen((r) => restApp.fetch(r), host, options.restPort);
    return {
      rpcUrl: rpc.url,
      restUrl: rest.url,
      node,
      async stop() {
        await producer.stop();
        closeWebsocket();
        await Promise.all([close(rpc.server), close(rest.server)]);
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
