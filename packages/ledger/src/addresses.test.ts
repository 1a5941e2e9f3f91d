import { describe, expect, it } from 'vitest';
import {
  devnetAddress,
  isEvmAddress,
  isNativeAddress,
  isOperatorAddress,
  systemAccounts,
  toOperatorAddress,
} from './addresses';

describe('addresses', () => {
  it('derives valid opt1 and 0x addresses from labels, the same every time', () => {
    const native = devnetAddress('native', 'alice');
    expect(native).toMatch(/^opt1[02-9ac-hj-np-z]{38}$/);
    expect(isNativeAddress(native)).toBe(true);
    expect(devnetAddress('native', 'alice')).toBe(native);
    expect(isEvmAddress(devnetAddress('evm', 'alice'))).toBe(true);
  });

  it('rejects a native address with a broken checksum or another prefix', () => {
    const native = devnetAddress('native', 'alice');
    const broken = native.slice(0, -1) + (native.endsWith('q') ? 'p' : 'q');
    expect(isNativeAddress(broken)).toBe(false);
    expect(isNativeAddress(toOperatorAddress(native))).toBe(false);
    expect(isNativeAddress('cosmos1qqqqqq')).toBe(false);
  });

  it('turns an account into its optvaloper operator address', () => {
    const operator = toOperatorAddress(devnetAddress('native', 'alice'));
    expect(operator.startsWith('optvaloper1')).toBe(true);
    expect(isOperatorAddress(operator)).toBe(true);
  });

  it('gives each chain kind distinct module accounts, the EVM mint being the zero address', () => {
    const native = Object.values(systemAccounts('native'));
    expect(new Set(native).size).toBe(5);
    expect(native.every(isNativeAddress)).toBe(true);
    expect(systemAccounts('evm').mint).toBe('0x0000000000000000000000000000000000000000');
  });
});
