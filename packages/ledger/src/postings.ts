import type { ChainId, JournalEntry, Posting } from './types';

/** Two postings moving `amount` of `denom` from one account to another. */
export function transfer(
  chainId: ChainId,
  denom: string,
  from: string,
  to: string,
  amount: bigint,
): Posting[] {
  if (amount === 0n) return [];
  return [
    { chainId, account: from, denom, amount: -amount },
    { chainId, account: to, denom, amount },
  ];
}

const key = (posting: Pick<Posting, 'chainId' | 'denom'>) =>
  `${posting.chainId}\u0000${posting.denom}`;

/** Net amount per chain and denom; a balanced entry nets to zero everywhere. */
export function netByDenom(postings: readonly Posting[]): Map<string, bigint> {
  const net = new Map<string, bigint>();
  for (const posting of postings)
    net.set(key(posting), (net.get(key(posting)) ?? 0n) + posting.amount);
  return net;
}

export function isBalanced(postings: readonly Posting[]): boolean {
  return [...netByDenom(postings).values()].every((amount) => amount === 0n);
}

/** Throws unless the entry's postings sum to zero per chain and denom: the double-entry rule. */
export function assertBalanced(entry: JournalEntry): void {
  if (!isBalanced(entry.postings)) {
    throw new Error(`Unbalanced journal entry ${entry.id}`);
  }
}

/** Balances recomputed from journal entries, keyed `${chainId}|${account}|${denom}`. */
export function balancesFromEntries(entries: readonly JournalEntry[]): Map<string, bigint> {
  const balances = new Map<string, bigint>();
  for (const entry of entries) {
    for (const p of entry.postings) {
      const k = balanceKey(p.chainId, p.account, p.denom);
      balances.set(k, (balances.get(k) ?? 0n) + p.amount);
    }
  }
  return balances;
}

export function balanceKey(chainId: ChainId, account: string, denom: string): string {
  return `${chainId}|${account}|${denom}`;
}
