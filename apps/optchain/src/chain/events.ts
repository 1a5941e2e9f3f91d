import type { SettledEvent, SystemAccounts, TxRecord } from '@optwallet/ledger';
import { DENOM } from './params';

/** An ABCI event as CometBFT 0.38 serves it: string attributes, each indexed. */
export interface AbciEvent {
  type: string;
  attributes: { key: string; value: string; index: boolean }[];
}

export function abciEvent(type: string, attributes: [string, string][]): AbciEvent {
  return { type, attributes: attributes.map(([key, value]) => ({ key, value, index: true })) };
}

export const coins = (amount: bigint): string => `${amount}${DENOM}`;

/** Attributes every event of a message carries in SDK 0.50. */
const indexed = (msgIndex: number | undefined, attrs: [string, string][]): [string, string][] =>
  msgIndex === undefined ? attrs : [...attrs, ['msg_index', String(msgIndex)]];

/** The bank's three events of a coin movement (coin_spent, coin_received, transfer). */
export function transferEvents(
  sender: string,
  recipient: string,
  amount: bigint,
  msgIndex?: number,
): AbciEvent[] {
  if (amount === 0n) return [];
  return [
    abciEvent(
      'coin_spent',
      indexed(msgIndex, [
        ['spender', sender],
        ['amount', coins(amount)],
      ]),
    ),
    abciEvent(
      'coin_received',
      indexed(msgIndex, [
        ['receiver', recipient],
        ['amount', coins(amount)],
      ]),
    ),
    abciEvent(
      'transfer',
      indexed(msgIndex, [
        ['recipient', recipient],
        ['sender', sender],
        ['amount', coins(amount)],
      ]),
    ),
  ];
}

/** The ante handler's events: the fee paid, the signer's sequence, its signature. */
export function anteEvents(
  payer: string,
  fee: bigint,
  accounts: SystemAccounts,
  accSeq: string,
  signatureBase64: string,
): AbciEvent[] {
  // As the SDK's DeductFeeDecorator: no fee events at all for a zero fee.
  const feeEvents =
    fee === 0n
      ? []
      : [
          ...transferEvents(payer, accounts.feeCollector, fee),
          abciEvent('message', [['sender', payer]]),
          abciEvent('tx', [
            ['fee', coins(fee)],
            ['fee_payer', payer],
          ]),
        ];
  return [
    ...feeEvents,
    abciEvent('tx', [['acc_seq', accSeq]]),
    abciEvent('tx', [['signature', signatureBase64]]),
  ];
}

/** The `message` event that opens each message's events. */
export function messageEvent(
  action: string,
  sender: string,
  module: string,
  msgIndex: number,
): AbciEvent {
  return abciEvent(
    'message',
    indexed(msgIndex, [
      ['action', action],
      ['sender', sender],
      ['module', module],
    ]),
  );
}

/** Rewards paid (pushed by the engine): a withdraw_rewards and a transfer per recipient. */
export function payoutEvents(
  records: readonly TxRecord[],
  accounts: SystemAccounts,
  msgIndex?: number,
): AbciEvent[] {
  return records.flatMap((r) => [
    ...transferEvents(accounts.mint, r.to, r.amount, msgIndex),
    abciEvent(
      'withdraw_rewards',
      indexed(msgIndex, [
        ['amount', coins(r.amount)],
        ['validator', r.from],
        ['delegator', r.to],
      ]),
    ),
  ]);
}

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What the engine settled at a block's start, as the SDK's end-block events (mode BeginBlock). */
export function settledEvents(
  settled: readonly SettledEvent[],
  accounts: SystemAccounts,
): AbciEvent[] {
  const events = settled.flatMap((event): AbciEvent[] => {
    switch (event.kind) {
      case 'unbonding':
        return [
          ...transferEvents(accounts.unbondingPool, event.entry.delegator, event.entry.balance),
          abciEvent('complete_unbonding', [
            ['amount', coins(event.entry.balance)],
            ['validator', event.entry.validator],
            ['delegator', event.entry.delegator],
          ]),
        ];
      case 'move':
        return [
          ...transferEvents(accounts.redelegationPool, accounts.bondedPool, event.entry.amount),
          abciEvent('complete_redelegation', [
            ['amount', coins(event.entry.amount)],
            ['delegator', event.entry.delegator],
            ['source_validator', event.entry.fromValidator],
            ['destination_validator', event.entry.toValidator],
          ]),
        ];
      case 'payout':
        return payoutEvents(event.records, accounts);
    }
  });
  return events.map((e) => ({
    ...e,
    attributes: [...e.attributes, { key: 'mode', value: 'BeginBlock', index: true }],
  }));
}

export { rfc3339 };
