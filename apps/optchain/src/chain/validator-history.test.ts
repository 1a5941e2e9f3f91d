import type { Validator } from '@optwallet/ledger';
import { describe, expect, it } from 'vitest';
import { ValidatorHistory } from './validator-history';

const validator = (tokens: bigint) => ({ operatorAddress: 'optvaloper1a', tokens }) as Validator;

describe('validator sets by height', () => {
  it('answers the set as each held height opened, and nothing outside the kept window', () => {
    const history = new ValidatorHistory(3);
    history.record(1, [validator(10n)]);
    history.record(2, [validator(10n)]);
    history.record(3, [validator(20n)]);
    expect(history.at(2)?.[0]?.tokens).toBe(10n);
    expect(history.at(3)?.[0]?.tokens).toBe(20n);
    expect(history.at(4)).toBeUndefined();
    history.record(4, [validator(20n)]);
    history.record(5, [validator(30n)]);
    expect(history.at(2)).toBeUndefined();
    expect(history.at(3)?.[0]?.tokens).toBe(20n);
    expect(history.at(4)?.[0]?.tokens).toBe(20n);
    expect(history.at(5)?.[0]?.tokens).toBe(30n);
  });
});
