import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { OptchainNode } from '../chain/node';
import { RestError, restError } from './errors';
import { authzRoutes } from './routes-authz';
import { authRoutes } from './routes-auth';
import { bankRoutes } from './routes-bank';
import { devnetRoutes } from './routes-devnet';
import { distributionRoutes } from './routes-distribution';
import { govRoutes } from './routes-gov';
import { mintRoutes } from './routes-mint';
import { feegrantRoutes } from './routes-feegrant';
import { nodeRoutes } from './routes-node';
import { payoutRoutes } from './routes-payouts';
import { slashingRoutes } from './routes-slashing';
import { stateRoutes } from './routes-state';
import { txRoutes } from './routes-tx';
import { upgradeRoutes } from './routes-upgrade';
import { validatorSetRoutes } from './routes-validator-sets';

/** The Cosmos REST API (gRPC-gateway JSON of SDK 0.50) and the devnet's two calls. */
export function createRestApp(node: OptchainNode): Hono {
  const app = new Hono();
  app.use('*', cors());
  app.route('/', stateRoutes(node));
  app.route('/', authRoutes(node));
  app.route('/', bankRoutes(node));
  app.route('/', mintRoutes(node));
  app.route('/', distributionRoutes(node));
  app.route('/', slashingRoutes(node));
  app.route('/', govRoutes());
  app.route('/', upgradeRoutes());
  app.route('/', validatorSetRoutes(node));
  app.route('/', payoutRoutes(node));
  app.route('/', feegrantRoutes(node));
  app.route('/', authzRoutes(node));
  app.route('/', txRoutes(node));
  app.route('/', nodeRoutes(node));
  app.route('/', devnetRoutes(node));
  app.notFound((c) =>
    c.json({ code: 12, message: `Not Implemented: ${c.req.path}`, details: [] }, 501),
  );
  app.onError((error, c) => {
    if (error instanceof RestError) return restError(c, error);
    console.error(error);
    return c.json({ code: 13, message: error.message, details: [] }, 500);
  });
  return app;
}
