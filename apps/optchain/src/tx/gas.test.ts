import { DEFAULT_LEDGER_CONFIG } from '@optwallet/ledger';
import { describe, expect, it } from 'vitest';
import { checkFeeAndGas, gasOf, minimumFee } from './gas';
import type { ChainMsg } from './messages';

const send: ChainMsg = { type: 'send', typeUrl: '', from: 'a', to: 'b', amount: 1n };
const delegate: ChainMsg = {
  type: 'delegate',
  typeUrl: '',
  delegator: 'a',
  validator: 'v',
  amount: 1n,
};

describe('gas and fees', () => {
  it('prices each message so that its gas at 0.025uopt is the ledger fee', () => {
    expect(gasOf([send], DEFAULT_LEDGER_CONFIG)).toBe(200_000n);
    expect(minimumFee(gasOf([send], DEFAULT_LEDGER_CONFIG))).toBe(
      DEFAULT_LEDGER_CONFIG.nativeFees.send,
    );
    expect(minimumFee(gasOf([send, delegate], DEFAULT_LEDGER_CONFIG))).toBe(12_500n);
    expect(minimumFee(1n)).toBe(1n);
  });

  it('wants enough gas (11) and a fee worth the gas limit (13)', () => {
    expect(() => checkFeeAndGas(5_000n, 200_000n, 200_000n)).not.toThrow();
    expect(() => checkFeeAndGas(5_000n, 199_999n, 200_000n)).toThrow(
      expect.objectContaining({ code: 11 }),
    );
    expect(() => checkFeeAndGas(6_999n, 280_000n, 200_000n)).toThrow(
      expect.objectContaining({ code: 13 }),
    );
  });
});
