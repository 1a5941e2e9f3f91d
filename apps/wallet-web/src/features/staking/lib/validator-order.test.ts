import type { Validator } from '@optwallet/contract';
import { describe, expect, it } from 'vitest';
import { orderValidators, shuffleWithSeed } from './validator-order';

const v = (moniker: string, fee: string, uptime: string, votingPower: string): Validator => ({
  moniker,
  address: `optvaloper1${moniker}`,
  fee,
  uptime,
  votingPower,
  status: 'active',
});
const SET = [
  v('alpha', '0.1', '99.1', '5000'),
  v('bravo', '0.05', '99.9', '100'),
  v('charlie', '0.05', '98', '250000.5'),
];

describe('validator list order', () => {
  it('sorts by highest APR after commission, then by name', () => {
    const rated = [
      { ...v('alpha', '0.1', '99', '1'), apr: '0.108' },
      { ...v('bravo', '0.05', '99', '1'), apr: '0.114' },
      { ...v('charlie', '0.2', '99', '1'), apr: '0.096' },
    ];
    expect(orderValidators(rated, '', 'apr', 1).map((x) => x.moniker)).toEqual([
      'bravo',
      'alpha',
      'charlie',
    ]);
  });

  it('sorts by lowest fee, then by name', () => {
    expect(orderValidators(SET, '', 'fee', 1).map((x) => x.moniker)).toEqual([
      'bravo',
      'charlie',
      'alpha',
    ]);
  });

  it('sorts by highest uptime and by highest stake, comparing decimals exactly', () => {
    expect(orderValidators(SET, '', 'uptime', 1).map((x) => x.moniker)).toEqual([
      'bravo',
      'alpha',
      'charlie',
    ]);
    expect(orderValidators(SET, '', 'stake', 1).map((x) => x.moniker)).toEqual([
      'charlie',
      'alpha',
      'bravo',
    ]);
  });

  it('searches moniker and address without case', () => {
    expect(orderValidators(SET, 'BRA', 'fee', 1).map((x) => x.moniker)).toEqual(['bravo']);
    expect(orderValidators(SET, 'optvaloper1char', 'fee', 1).map((x) => x.moniker)).toEqual([
      'charlie',
    ]);
  });

  it('keeps the neutral order stable for one seed and varies it across seeds', () => {
    const many = Array.from({ length: 12 }, (_, i) => v(`v${i}`, '0.1', '99', '1'));
    const first = orderValidators(many, '', 'neutral', 42).map((x) => x.moniker);
    expect(orderValidators(many, '', 'neutral', 42).map((x) => x.moniker)).toEqual(first);
    expect(orderValidators(many, '', 'neutral', 7).map((x) => x.moniker)).not.toEqual(first);
    expect([...first].sort()).toEqual(many.map((x) => x.moniker).sort());
  });

  it('shuffles without losing or duplicating items', () => {
    expect(shuffleWithSeed([1, 2, 3, 4, 5], 3).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
