import { endpoints } from '@optwallet/contract';
import { DEFAULT_SEED_VALIDATORS } from '@optwallet/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, onboarded, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';

let h: Harness;
beforeAll(async () => {
  h = await createChainHarness();
}, 60_000);
afterAll(() => h.close());

describe('GET /get-validators-details: rates per validator', () => {
  it('gives each validator its own payout frequency, as the chain reports it, and its APR after commission (12% chain rate)', async () => {
    const user = await onboarded(h, 'rates_user');
    const res = await send(h, endpoints.validatorsDetails, { token: user.token });
    expect(res.status).toBe(200);
    const set = res.data?.validatorSet ?? [];
    expect(set.length).toBeGreaterThan(0);
    for (const v of set) {
      const expected = 0.12 * (1 - Number(v.fee));
      expect(Number(v.apr)).toBeCloseTo(expected, 8);
    }
    // OptChain's payout_schedules query: the devnet seeds pay daily, twice a day and hourly.
    const frequencyOf = (moniker: string) =>
      set.find((v) => v.moniker.toLowerCase() === moniker)?.rewardPayoutFrequency;
    for (const seed of DEFAULT_SEED_VALIDATORS) {
      expect(frequencyOf(seed.moniker)).toBe(seed.rewardPayoutFrequencySeconds);
    }
    expect(frequencyOf('cygnus')).toBe(3_600);
    // The chain's default, for a validator a chain gives no schedule of.
    expect(res.data?.rewardPayoutFrequency).toBe(86_400);
  });
});
