import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { createBackground } from './lib/background';
import { createLogger } from './lib/logger';
import { openEvmChain } from './chains/evm/evm-chain';
import { waitForCosmosNode } from './chains/cosmos';
import { recoverChains } from './chains/registry';
import { startJobs } from './jobs/job-list';
import { productJobs } from './jobs/product-jobs';
import { createMailer } from './lib/outbox';
import { seedDevnet } from './modules/devnet/seed';
import { httpSmsGateway } from './lib/sms-gateway';
import { startEventHub } from './lib/event-hub';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  logger.info(
    { engine: database.engine, devnet: config.devnet },
    'database ready, migrations applied',
  );
  const sms = config.sms ? httpSmsGateway({ ...config.sms, logger }) : undefined;
  if (!config.devnet && !config.smtpUrl) logger.warn('SMTP_URL is not set: no mail is delivered');
  if (!config.devnet && !sms) logger.warn('SMS_URL is not set: no text (phone code) is delivered');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, sms });
  const clock = () => new Date();
  // The account's part of sign-up, reset and magic-link calls starts within 100 ms of the answer,
  // at a random moment (lib/background.ts): its load does not mark the next request.
  const background = createBackground(logger, { spreadMs: 100 });
  // The EVM network: the devnet's anvil (started here) or the node at EVM_RPC_URL.
  const evm = await openEvmChain(config, logger);
  // OPT on Cosmos SDK nodes (in devnet the devnet's two, OPT_RPC_URL / OPT_TESTNET_RPC_URL),
  // their chain ids checked; a native chain id no node serves is not served.
  let optNode, optTestnetNode;
  try {
    optNode = config.optNode ? await waitForCosmosNode(config.optNode, logger) : undefined;
    optTestnetNode = config.optTestnetNode
      ? await waitForCosmosNode(config.optTestnetNode, logger)
      : undefined;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await evm?.stop();
    await database.close();
    process.exit(1);
  }
  const optNodes = [optNode, optTestnetNode].filter((node) => node !== undefined);
  // Live updates: one LISTEN connection per replica feeds every open GET /events stream.
  const events = await startEventHub(database, logger);
  const deps = {
    config,
    db: database.db,
    logger,
    mailer,
    clock,
    background,
    evm,
    optNode,
    optTestnetNode,
    events,
  };
  // What a crash left half done (sends recorded, not broadcast) is finished before any request
  // can ask for it.
  await recoverChains(deps);
  if (config.devnet && (await seedDevnet(deps))) {
    logger.info('devnet seed applied (see apps/api/README.md for the accounts)');
  }
  const app = createApp(deps);
  // The timed work, one list: followers, indexer, request expiry, pruning (src/jobs).
  const jobs = startJobs(deps, productJobs(deps));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `api ready on http://localhost:${info.port}/api (docs: http://localhost:${info.port}/api/docs)`,
    );
  });
  // Idle keep-alive sockets stay open 65 s (Node's default is 5 s), longer than the usual 60 s idle
  // timeout of a proxy in front: a client that reuses a socket just as the server closes it gets a
  // reset, not an answer (a journey's API client met it after 5 s of UI work).
  (server as HttpServer).keepAliveTimeout = 65_000;
  (server as HttpServer).headersTimeout = 66_000;
  const shutdown = () => {
    // Open streams would hold server.close() forever: end them (the apps reconnect elsewhere).
    (server as HttpServer).closeAllConnections();
    server.close(() => {
      // Mail set in motion by the last requests goes out before the database closes.
      void jobs
        .stop()
        .then(() => evm?.stop())
        .then(() => optNodes.forEach((node) => node.disconnect()))
        .then(() => background.settled())
        .then(() => events.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
