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
  it('derives valid opt1 addresses from labels, the same every time', () => {
    const native = devnetAddress('alice');
    expect(native).toMatch(/^opt1[02-9ac-hj-np-z]{38}$/);
    expect(isNativeAddress(native)).toBe(true);
    expect(devnetAddress('alice')).toBe(native);
    expect(isEvmAddress(native)).toBe(false);
  });

  it('tells a 0x address (apps/api serves them from the EVM node) from a native one', () => {
    const evm = `0x${'a1'.repeat(20)}`;
    expect(isEvmAddress(evm)).toBe(true);
    expect(isNativeAddress(evm)).toBe(false);
    expect(isEvmAddress(`${evm}00`)).toBe(false);
  });

  it('rejects a native address with a broken checksum or another prefix', () => {
    const native = devnetAddress('alice');
    const broken = native.slice(0, -1) + (native.endsWith('q') ? 'p' : 'q');
    expect(isNativeAddress(broken)).toBe(false);
    expect(isNativeAddress(toOperatorAddress(native))).toBe(false);
    expect(isNativeAddress('cosmos1qqqqqq')).toBe(false);
  });

  it('turns an account into its optvaloper operator address', () => {
    const operator = toOperatorAddress(devnetAddress('alice'));
    expect(operator.startsWith('optvaloper1')).toBe(true);
    expect(isOperatorAddress(operator)).toBe(true);
  });

  it('gives the native chains five distinct module accounts', () => {
    const native = Object.values(systemAccounts());
    expect(new Set(native).size).toBe(5);
    expect(native.every(isNativeAddress)).toBe(true);
  });
});
