import type { Validator } from '@optwallet/contract';

/** What a staking dialog does; every kind goes through the same preview -> passcode -> result flow. */
export type StakeAction =
  | { kind: 'delegate'; validator: Validator; available: string; fee: string | null }
  | { kind: 'undelegate'; validator: Validator; staked: string; unstakingWaitTime: number }
  | { kind: 'move-delegation'; validator: Validator; staked: string; validators: Validator[] }
  | { kind: 'cancel-undelegate'; validator: Validator; amount: string; creationHeight: string }
  | { kind: 'claim-rewards'; validator: Validator; rewards: string };
