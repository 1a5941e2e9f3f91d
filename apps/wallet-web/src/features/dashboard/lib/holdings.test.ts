import type { TokenDetail, WalletTokensResponse } from '@optwallet/api-client/contract';
import { describe, expect, it } from 'vitest';
import { holdingsOf } from './holdings';

const tokens = (optBalance: string): WalletTokensResponse => ({
  totalBalanceUsd: String(Number(optBalance) * 0.5 + 100),
  tokens: [
    {
      chainId: 'optchain-1',
      symbol: 'OPT',
      name: 'OptChain',
      decimals: 6,
      balance: optBalance,
      balanceUsd: String(Number(optBalance) * 0.5),
      priceUsd: '0.5',
      address: 'opt1me',
    },
  ],
});

const detail = (staked: string, moving: string, unbonding: string, rewards: string) =>
  ({
    transactions: [],
    unbondingDetails: { balanceToken: unbonding, balanceUsd: '0', entries: [] },
    delegationDetails: { balanceToken: staked, balanceUsd: '0' },
    delegations: [
      {
        validator_address: 'optvaloper1a',
        moniker: 'cygnus',
        coins: [{ symbol: 'OPT', amount: staked }],
        rewards: [{ symbol: 'OPT', amount: rewards }],
      },
    ],
    redelegations:
      moving === '0'
        ? []
        : [
            {
              transactionHash: 'h',
              fromValidator: 'a',
              fromMoniker: 'a',
              toValidator: 'b',
              toMoniker: 'b',
              amount: moving,
              creationHeight: '1',
              completionTime: '2026-01-01T00:00:00.000Z',
            },
          ],
    balanceToken: '0',
    balanceUsd: '0',
    address: 'opt1me',
  }) satisfies TokenDetail;

describe('holdingsOf', () => {
  it('counts spendable + staked + moving + unbonding + unclaimed rewards at one price', () => {
    expect(holdingsOf(tokens('100'), detail('40', '10', '20', '2'))).toEqual({
      spendable: '150',
      staked: '20',
      moving: '5',
      unbonding: '10',
      rewards: '1',
      total: '186',
    });
  });
  it('keeps the total when 40 OPT are staked: value moves from spendable to staked', () => {
    const before = holdingsOf(tokens('100'), detail('0', '0', '0', '0'));
    const after = holdingsOf(tokens('60'), detail('40', '0', '0', '0'));
    expect(after.total).toBe(before.total);
  });
});
