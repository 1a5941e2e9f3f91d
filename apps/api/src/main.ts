import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { createLogger } from './lib/logger';
import { createMailer } from './services/outbox';
import { seedDevnet } from './services/seed';

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
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const clock = () => new Date();
  if (config.devnet && (await seedDevnet({ config, db: database.db, logger, mailer, clock }))) {
    logger.info('devnet seed applied (see apps/api/README.md for the accounts)');
  }
  const app = createApp({ config, db: database.db, logger, mailer, clock });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `api ready on http://localhost:${info.port}/api (docs: http://localhost:${info.port}/api/docs)`,
    );
  });
  const shutdown = () => {
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
