import { describe, expect, it } from 'vitest';
import {
  amountOf,
  blockEventsOf,
  feeOfEvents,
  feePayerOfEvents,
  movementsOf,
  touchedAccounts,
} from './events';

/** Events as an SDK 0.50 node emits them in a DeliverTx / FinalizeBlock result. */
const ev = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
});

const FEE = [
  ev('coin_spent', { spender: 'opt1alice', amount: '5000uopt' }),
  ev('coin_received', { receiver: 'opt1fees', amount: '5000uopt' }),
  ev('transfer', { recipient: 'opt1fees', sender: 'opt1alice', amount: '5000uopt' }),
  ev('tx', { fee: '5000uopt', fee_payer: 'opt1alice' }),
];

describe('the SDK events the OPT index reads', () => {
  it('reads amounts of the chain denom from coin strings, 0 when absent', () => {
    expect(amountOf('12uopt', 'uopt')).toBe(12n);
    expect(amountOf('3ibc/ABC,12uopt', 'uopt')).toBe(12n);
    expect(amountOf('12stake', 'uopt')).toBe(0n);
    expect(amountOf(undefined, 'uopt')).toBe(0n);
    expect(feeOfEvents(FEE, 'uopt')).toBe(5000n);
  });

  it('names who paid the fee: the signer, or the fee granter a transaction named', () => {
    expect(feePayerOfEvents(FEE)).toBe('opt1alice');
    const granted = [
      ev('use_feegrant', { granter: 'opt1payer', grantee: 'opt1alice' }),
      ev('coin_spent', { spender: 'opt1payer', amount: '5000uopt' }),
      ev('tx', { fee: '5000uopt', fee_payer: 'opt1payer' }),
    ];
    expect(feePayerOfEvents(granted)).toBe('opt1payer');
    expect(feePayerOfEvents([])).toBeUndefined();
  });

  it('a MsgSend is a send; the fee transfer (no msg_index) is not', () => {
    const events = [
      ...FEE,
      ev('message', {
        action: '/cosmos.bank.v1beta1.MsgSend',
        sender: 'opt1alice',
        module: 'bank',
        msg_index: '0',
      }),
      ev('coin_spent', { spender: 'opt1alice', amount: '7uopt', msg_index: '0' }),
      ev('coin_received', { receiver: 'opt1bob', amount: '7uopt', msg_index: '0' }),
      ev('transfer', {
        recipient: 'opt1bob',
        sender: 'opt1alice',
        amount: '7uopt',
        msg_index: '0',
      }),
    ];
    expect(movementsOf(events, 'uopt', 9)).toEqual([
      {
        eventIndex: 7,
        type: 'send',
        from: 'opt1alice',
        to: 'opt1bob',
        amount: 7n,
        status: 'success',
      },
    ]);
    expect([...touchedAccounts(events)].sort()).toEqual(['opt1alice', 'opt1bob', 'opt1fees']);
  });

  it('staking and distribution messages, by their own events', () => {
    const events = [
      ev('message', {
        action: '/cosmos.staking.v1beta1.MsgUndelegate',
        sender: 'opt1alice',
        msg_index: '0',
      }),
      ev('unbond', {
        validator: 'optvaloper1v',
        delegator: 'opt1alice',
        amount: '4uopt',
        completion_time: 'x',
        msg_index: '0',
      }),
      ev('message', {
        action: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
        sender: 'opt1alice',
        msg_index: '1',
      }),
      ev('redelegate', {
        source_validator: 'optvaloper1v',
        destination_validator: 'optvaloper1w',
        amount: '2uopt',
        msg_index: '1',
      }),
      ev('withdraw_rewards', {
        validator: 'optvaloper1v',
        delegator: 'opt1alice',
        amount: '3uopt',
        msg_index: '2',
      }),
      ev('withdraw_rewards', {
        validator: 'optvaloper1v',
        delegator: 'opt1bob',
        amount: '0uopt',
        msg_index: '2',
      }),
    ];
    expect(movementsOf(events, 'uopt', 42)).toEqual([
      {
        eventIndex: 1,
        type: 'undelegate',
        from: 'opt1alice',
        to: 'optvaloper1v',
        amount: 4n,
        status: 'pending',
        validator: 'optvaloper1v',
        creationHeight: 42,
      },
      {
        eventIndex: 3,
        type: 'moveDelegation',
        // No delegator attribute (older SDKs): the message's sender.
        from: 'opt1alice',
        to: 'optvaloper1w',
        amount: 2n,
        status: 'pending',
        validator: 'optvaloper1w',
        fromValidator: 'optvaloper1v',
        toValidator: 'optvaloper1w',
      },
      {
        eventIndex: 4,
        type: 'distribution',
        from: 'optvaloper1v',
        to: 'opt1alice',
        amount: 3n,
        status: 'success',
        validator: 'optvaloper1v',
      },
    ]);
  });

  it('the block’s payouts and completions', () => {
    const { payouts, completions } = blockEventsOf(
      [
        ev('withdraw_rewards', {
          validator: 'optvaloper1v',
          delegator: 'opt1bob',
          amount: '9uopt',
          mode: 'BeginBlock',
        }),
        ev('complete_unbonding', {
          validator: 'optvaloper1v',
          delegator: 'opt1alice',
          amount: '4uopt',
          mode: 'BeginBlock',
        }),
        ev('complete_redelegation', {
          source_validator: 'optvaloper1v',
          destination_validator: 'optvaloper1w',
          delegator: 'opt1alice',
          amount: '2uopt',
        }),
      ],
      'uopt',
    );
    expect(payouts).toEqual([
      {
        eventIndex: 0,
        type: 'distribution',
        from: 'optvaloper1v',
        to: 'opt1bob',
        amount: 9n,
        status: 'success',
        validator: 'optvaloper1v',
      },
    ]);
    expect(completions).toEqual([
      {
        eventIndex: 1,
        type: 'undelegate',
        delegator: 'opt1alice',
        validator: 'optvaloper1v',
        amount: 4n,
      },
      {
        eventIndex: 2,
        type: 'moveDelegation',
        delegator: 'opt1alice',
        validator: 'optvaloper1w',
        amount: 2n,
      },
    ]);
  });
});
