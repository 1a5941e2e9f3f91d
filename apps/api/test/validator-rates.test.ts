import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, onboarded, send } from './harness';
import { createChainHarness } from './node-harness';

let h: Harness;
beforeAll(async () => {
  h = await createChainHarness();
}, 60_000);
afterAll(() => h.close());

describe('GET /get-validators-details: rates per validator', () => {
  it('gives each validator the chain’s payout frequency and its APR after commission (12% chain rate)', async () => {
    const user = await onboarded(h, 'rates_user');
    const res = await send(h, endpoints.validatorsDetails, { token: user.token });
    expect(res.status).toBe(200);
    const set = res.data?.validatorSet ?? [];
    expect(set.length).toBeGreaterThan(0);
    for (const v of set) {
      const expected = 0.12 * (1 - Number(v.fee));
      expect(Number(v.apr)).toBeCloseTo(expected, 8);
      // The node's staking query (as any Cosmos SDK chain's) has no payout schedule: the index
      // gives each validator the chain's frequency (the embedded engine knew the devnet seeds'
      // own, e.g. an hourly one; the node pays them so but does not say it).
      expect(v.rewardPayoutFrequency).toBe(res.data?.rewardPayoutFrequency);
    }
    expect(res.data?.rewardPayoutFrequency).toBe(86_400);
  });
});
