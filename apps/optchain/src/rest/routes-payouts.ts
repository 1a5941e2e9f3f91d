import { Hono } from 'hono';
import type { OptchainNode } from '../chain/node';
import { pageJson, pageOf } from './pagination';

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

/**
 * OptChain's own query, not an SDK module's: each validator's reward payout schedule from the
 * ledger (the node pays rewards at each validator's frequency, not per block), so a wallet shows
 * the real frequency. Ordered by operator address.
 */
export function payoutRoutes(node: OptchainNode): Hono {
  const routes = new Hono();
  routes.get('/optchain/distribution/v1/payout_schedules', async (c) => {
    const validators = await node.app.serial(() => node.views.validators());
    const page = pageOf(c, validators, (v) => v.operatorAddress);
    return c.json({
      payout_schedules: page.items.map((v) => ({
        operator_address: v.operatorAddress,
        payout_frequency_seconds: String(v.rewardPayoutFrequencySeconds),
        next_payout_time: rfc3339(v.nextPayoutAt),
      })),
      pagination: pageJson(page),
    });
  });
  return routes;
}
