/** The most characters of a symbol a token's letter avatar shows. */
const TOKEN_MONOGRAM_MAX = 4;

/**
 * What a token without its own mark shows in its round avatar: the symbol itself, upper-cased,
 * up to 4 characters ('usdt' -> 'USDT', 'STETH' -> 'STET'). Not one initial: USDT and USDC side by
 * side would both read 'U'.
 */
export function tokenMonogram(symbol: string): string {
  const letters = Array.from(symbol.trim().toLocaleUpperCase()).filter((char) => char.trim());
  return letters.slice(0, TOKEN_MONOGRAM_MAX).join('') || '?';
}

/**
 * A token's second line: its name and its chain, each once. A token named after its chain
 * ('OptChain' on OptChain, or on 'OptChain Testnet') shows only the chain:
 * 'Tether USD · Ethereum', 'OptChain', 'OptChain Testnet'.
 */
export function tokenCaption(name: string, network?: string | null): string {
  const token = name.trim();
  const chain = network?.trim() ?? '';
  if (!chain) return token;
  if (!token) return chain;
  const a = token.toLocaleLowerCase();
  const b = chain.toLocaleLowerCase();
  if (a === b || b.startsWith(`${a} `)) return chain;
  return `${token} · ${chain}`;
}
