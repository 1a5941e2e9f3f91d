/** Decimal display string -> integer base units. Throws on more decimals than the token has. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) throw new RangeError(`More than ${decimals} decimals: ${amount}`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}
