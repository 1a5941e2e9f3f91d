/** What an authz grant lets its grantee do, by the message type it authorizes. */
export type GrantAction =
  'send' | 'delegate' | 'undelegate' | 'redelegate' | 'withdraw_rewards' | 'other';

const ACTIONS: Record<string, GrantAction> = {
  '/cosmos.bank.v1beta1.MsgSend': 'send',
  '/cosmos.staking.v1beta1.MsgDelegate': 'delegate',
  '/cosmos.staking.v1beta1.MsgUndelegate': 'undelegate',
  '/cosmos.staking.v1beta1.MsgBeginRedelegate': 'redelegate',
  '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': 'withdraw_rewards',
};

export const grantAction = (msgTypeUrl: string): GrantAction => ACTIONS[msgTypeUrl] ?? 'other';

/** A message type URL's last part, e.g. "MsgVote" of "/cosmos.gov.v1.MsgVote". */
export const messageName = (msgTypeUrl: string) => msgTypeUrl.split('.').at(-1) ?? msgTypeUrl;
