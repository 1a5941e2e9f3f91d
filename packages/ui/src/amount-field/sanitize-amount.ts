/**
 * Keeps what a user types into an amount box a decimal string ("1,5" -> "1.5", ".5" -> "0.5",
 * letters dropped). Never a float. Fraction digits beyond `decimals` are kept, not silently
 * dropped: the form says 'Amount can have at most {count} decimal places' (spec §5). A token
 * without decimals takes whole numbers only.
 */
export function sanitizeAmountInput(raw: string, decimals: number): string {
  const normalised = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = normalised.indexOf('.');
  if (dot === -1) return stripLeadingZeros(normalised);
  const whole = stripLeadingZeros(normalised.slice(0, dot)) || '0';
  if (decimals <= 0) return whole;
  const fraction = normalised.slice(dot + 1).replace(/\./g, '');
  return `${whole}.${fraction}`;
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}
