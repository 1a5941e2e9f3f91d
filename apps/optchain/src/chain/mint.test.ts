import { describe, expect, it } from 'vitest';
import { decBps, decText } from './legacy-dec';
import { mintFigures } from './mint';

describe('mint figures derived from the ledger reward rate', () => {
  it('gives Keplr APR = inflation / bonded ratio = the reward rate when all bonded tokens earn', () => {
    const supply = 1_000_000_000n;
    const bonded = 250_000_000n;
    const { inflation, annualProvisions } = mintFigures({
      rewardRateBps: 1_200,
      activeBonded: bonded,
      supply,
    });
    expect(decText(annualProvisions)).toBe('30000000.000000000000000000');
    expect(decText(inflation)).toBe('0.030000000000000000');
    // APR = inflation x (1 - 0) / (bonded / supply)
    expect((inflation * supply) / bonded).toBe(decBps(1_200));
  });

  it('answers no inflation for an empty chain', () => {
    expect(mintFigures({ rewardRateBps: 1_200, activeBonded: 0n, supply: 0n })).toEqual({
      inflation: 0n,
      annualProvisions: 0n,
    });
  });
});
