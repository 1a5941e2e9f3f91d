import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tryParseAmount } from './decimal';
import { readTypedAmount, typedAmountOrText } from './typed-amount';

describe('readTypedAmount: what a typed amount means, without guessing', () => {
  it.each([
    // Plain decimals, as the wire carries them.
    ['12.5', '12.5'],
    ['0', '0'],
    ['0.000001', '0.000001'],
    ['12.50', '12.50'],
    // Spaces around, leading zeros, a missing whole part, a trailing mark: the same number.
    ['  12.5\t', '12.5'],
    ['007', '7'],
    ['000.5', '0.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['5,', '5'],
    // English grouping with a decimal point.
    ['1,000.50', '1000.50'],
    ['1,234,567.891', '1234567.891'],
    ['12,345.6', '12345.6'],
    // German grouping with a decimal comma: the last mark is the decimal mark.
    ['1.000,50', '1000.50'],
    ['1.234.567,891', '1234567.891'],
    // One mark written several times groups thousands.
    ['1,000,000', '1000000'],
    ['1.000.000', '1000000'],
    // A lone point is the decimal mark, as the app writes amounts.
    ['1.000', '1.000'],
    ['12.345', '12.345'],
    // A lone comma where it cannot group thousands is the decimal mark.
    ['1,5', '1.5'],
    ['1,50', '1.50'],
    [',5', '0.5'],
    ['0,125', '0.125'],
    ['12,3456', '12.3456'],
    ['1000,5', '1000.5'],
    ['1000,000', '1000.000'],
    // Many decimals and many digits are read in full: the token's rules judge them next.
    ['1.1234567890123456789', '1.1234567890123456789'],
    ['9'.repeat(90), '9'.repeat(90)],
  ])('reads %j as %j', (typed, amount) => {
    expect(readTypedAmount(typed)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['-0', 'negative'],
    ['\u22125', 'negative'],
    ['- 5', 'negative'],
    ['+5', 'sign'],
    ['1e3', 'exponent'],
    ['1E3', 'exponent'],
    ['1.5e-3', 'exponent'],
    ['2e+10', 'exponent'],
    ['1 000', 'spaces'],
    ['1\u00a0000,50', 'spaces'],
    ['1 000.5', 'spaces'],
    ['12abc', 'characters'],
    ['abc', 'characters'],
    ['NaN', 'characters'],
    ['Infinity', 'characters'],
    ['0x10', 'characters'],
    ['$5', 'characters'],
    ['5 OPT', 'characters'],
    ["1'000.50", 'characters'],
    ['1e', 'characters'],
    ['\u0665', 'characters'],
    ['\uff15', 'characters'],
    ['.', 'no_digits'],
    [',', 'no_digits'],
    ['1.2.3', 'separators'],
    ['1..5', 'separators'],
    ['1,,000', 'separators'],
    ['1,00.5', 'separators'],
    ['1,0000.5', 'separators'],
    ['10,00,000', 'separators'],
    ['0,000.5', 'separators'],
    [',100.5', 'separators'],
    ['1.000,000,5', 'separators'],
    ['1,5.000', 'separators'],
    ['1.000.5', 'separators'],
    ['1,000,', 'separators'],
  ])('refuses %j (%s)', (typed, reason) => {
    expect(readTypedAmount(typed)).toEqual({ ok: false, reason });
  });

  it.each([
    ['1,000', '1000', '1'],
    ['12,500', '12500', '12.5'],
    ['999,999', '999999', '999.999'],
  ])('refuses %j as ambiguous, naming both readings', (typed, thousands, decimal) => {
    expect(readTypedAmount(typed)).toEqual({ ok: false, reason: 'ambiguous', thousands, decimal });
  });

  it('reads every plain decimal the wire carries as itself (leading zeros aside)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.nat({ max: 18 }),
        (units, decimals) => {
          const whole = (units / 10n ** BigInt(decimals)).toString();
          const fraction = (units % 10n ** BigInt(decimals)).toString().padStart(decimals, '0');
          const wire = decimals === 0 ? whole : `${whole}.${fraction}`;
          expect(readTypedAmount(wire)).toEqual({ ok: true, amount: wire });
        },
      ),
    );
  });

  it('never changes the number: an English-grouped amount reads as the value it groups', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        fc.nat({ max: 999 }),
        (whole, cents) => {
          const grouped = new Intl.NumberFormat('en-US').format(whole);
          const typed = `${grouped}.${String(cents).padStart(3, '0')}`;
          const reading = readTypedAmount(typed);
          expect(reading).toEqual({
            ok: true,
            amount: `${whole}.${String(cents).padStart(3, '0')}`,
          });
          expect(reading.ok && tryParseAmount(reading.amount, 3).ok).toBe(true);
        },
      ),
    );
  });
});

describe('typedAmountOrText', () => {
  it('is the reading when there is one, else the text as typed for the form to refuse', () => {
    expect(typedAmountOrText('1,000.50')).toBe('1000.50');
    expect(typedAmountOrText('-5')).toBe('-5');
    expect(typedAmountOrText('1,000')).toBe('1,000');
  });
});
