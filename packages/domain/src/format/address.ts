/** 'opt1qxy…' -> first 6 and last 3 characters around an ellipsis (product §9). */
export function abbreviateAddress(address: string): string {
  if (address.length <= 9) return address;
  return `${address.slice(0, 6)}...${address.slice(-3)}`;
}
