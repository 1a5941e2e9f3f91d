import { describe, expect, it } from 'vitest';
import { grantAction, messageName } from './grant-label';

describe('grant labels', () => {
  it('names the action of each message the product grants, and any other by its message', () => {
    expect(grantAction('/cosmos.staking.v1beta1.MsgDelegate')).toBe('delegate');
    expect(grantAction('/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward')).toBe(
      'withdraw_rewards',
    );
    expect(grantAction('/cosmos.bank.v1beta1.MsgSend')).toBe('send');
    expect(grantAction('/cosmos.gov.v1.MsgVote')).toBe('other');
    expect(messageName('/cosmos.gov.v1.MsgVote')).toBe('MsgVote');
  });
});
