import type { Validator } from '@optwallet/contract';
import { describe, expect, it } from 'vitest';
import { payoutSeconds } from './payout';

const validator = (address: string, rewardPayoutFrequency: number): Validator => ({
  moniker: address,
  address,
  fee: '0.05',
  uptime: '99',
  votingPower: '1',
  status: 'active',
  rewardPayoutFrequency,
});
const details = {
  rewardPayoutFrequency: 86_400,
  validatorSet: [validator('daily', 86_400), validator('hourly', 3_600)],
};
const stakeWith = (address: string) => ({
  validator_address: address,
  moniker: address,
  coins: [],
  rewards: [],
});

describe('payoutSeconds', () => {
  it('is the hourly payout of the validator the user stakes with, not the chain default of a day', () => {
    expect(payoutSeconds(details, [stakeWith('hourly'), stakeWith('daily')])).toBe(3_600);
  });
  it('falls back to the chain default without a stake', () => {
    expect(payoutSeconds(details, [])).toBe(86_400);
  });
});
