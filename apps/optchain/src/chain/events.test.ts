import { systemAccounts, type TxRecord } from '@optwallet/ledger';
import { describe, expect, it } from 'vitest';
import { anteEvents, settledEvents } from './events';

const accounts = systemAccounts();

describe('events', () => {
  it('the ante handler emits the fee as a transfer to the fee collector, then acc_seq and signature', () => {
    const events = anteEvents('opt1payer', 5_000n, accounts, 'opt1payer/3', 'c2ln');
    expect(events.map((e) => e.type)).toEqual([
      'coin_spent',
      'coin_received',
      'transfer',
      'message',
      'tx',
      'tx',
      'tx',
    ]);
    expect(events[2]?.attributes).toEqual([
      { key: 'recipient', value: accounts.feeCollector, index: true },
      { key: 'sender', value: 'opt1payer', index: true },
      { key: 'amount', value: '5000uopt', index: true },
    ]);
    expect(anteEvents('opt1payer', 0n, accounts, 'opt1payer/3', 'c2ln').map((e) => e.type)).toEqual(
      ['tx', 'tx'],
    );
  });

  it('settlements are block events an indexer can follow by recipient', () => {
    const payout = { from: 'optvaloper1v', to: 'opt1d', amount: 12n } as TxRecord;
    const events = settledEvents(
      [
        {
          kind: 'unbonding',
          time: 0,
          entry: {
            chainId: 'c',
            delegator: 'opt1d',
            validator: 'optvaloper1v',
            creationHeight: 3,
            completionTime: 0,
            initialBalance: 9n,
            balance: 7n,
            txHashes: [],
          },
        },
        { kind: 'payout', time: 0, operator: 'optvaloper1v', records: [payout] },
      ],
      accounts,
    );
    const complete = events.find((e) => e.type === 'complete_unbonding');
    expect(complete?.attributes.map((a) => [a.key, a.value])).toEqual([
      ['amount', '7uopt'],
      ['validator', 'optvaloper1v'],
      ['delegator', 'opt1d'],
      ['mode', 'BeginBlock'],
    ]);
    const rewards = events.find((e) => e.type === 'withdraw_rewards');
    expect(rewards?.attributes.find((a) => a.key === 'delegator')?.value).toBe('opt1d');
    const recipients = events
      .filter((e) => e.type === 'transfer')
      .map((e) => e.attributes.find((a) => a.key === 'recipient')?.value);
    expect(recipients).toEqual(['opt1d', 'opt1d']);
  });
});
