import { describe, expect, it } from 'vitest';
import { decBps, decBytes, decRatio, decText } from './legacy-dec';

describe('LegacyDec atomics', () => {
  it('writes 18 decimals for REST, digits for protobuf strings and their ASCII for bytes', () => {
    expect(decText(decBps(1_200))).toBe('0.120000000000000000');
    expect(decText(42n * 10n ** 18n)).toBe('42.000000000000000000');
    expect(decText(0n)).toBe('0.000000000000000000');
    expect(decText(decRatio(1n, 3n))).toBe('0.333333333333333333');
    expect(new TextDecoder().decode(decBytes(decBps(5_000)))).toBe('500000000000000000');
  });
});
