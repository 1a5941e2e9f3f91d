/** Characters compared at each end: what a hurried reader checks of an address. */
const LOOKALIKE_EDGE_CHARS = 4;

/** The part after a chain's fixed head ("opt1", "0x"), lower-cased: only that part is chosen by an attacker. */
function body(address: string): string {
  const text = address.trim().toLowerCase();
  if (text.startsWith('0x')) return text.slice(2);
  const separator = text.lastIndexOf('1');
  return separator > 0 ? text.slice(separator + 1) : text;
}

/**
 * Address poisoning: `candidate` shows the same first and last characters as `known` (after the
 * chain's fixed head) but is a different address. EVM case differences are the same address.
 */
export function looksAlike(candidate: string, known: string, edge = LOOKALIKE_EDGE_CHARS): boolean {
  const a = body(candidate);
  const b = body(known);
  if (a === b || a.length <= edge * 2 || b.length <= edge * 2) return false;
  return a.slice(0, edge) === b.slice(0, edge) && a.slice(-edge) === b.slice(-edge);
}

/** The first of `history` that `candidate` imitates, or null. */
export function findLookalike(candidate: string, history: readonly string[]): string | null {
  return history.find((known) => looksAlike(candidate, known)) ?? null;
}
