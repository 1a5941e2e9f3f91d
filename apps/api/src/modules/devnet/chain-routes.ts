import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { advanceDevnet, faucet } from './devnet-tools';

/** Devnet only (mounted like the dev outbox): move the chain clock, fund an address. */
export function devChainRoutes(deps: Deps) {
  const router = createRouter();
  mount(router, deps, 'devAdvance', endpoints.devAdvance, async ({ body }) => ({
    chains: await advanceDevnet(deps, body.seconds),
  }));
  mount(router, deps, 'devFaucet', endpoints.devFaucet, async ({ body }) => ({
    transactions: await faucet(deps, body.address),
  }));
  return router;
}
