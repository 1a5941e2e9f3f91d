/**
 * One send of a signer at a time in this process, from taking its sequence to the node's answer
 * to its broadcast (and the forgetting of a refused one). A refused transaction then never has a
 * later one of ours signed above it: its sequence is given back before the next send takes one,
 * so a refusal costs nobody else a 32 (cosmos-sends.ts). Signers do not wait for each other.
 */
const turns = new Map<string, Promise<void>>();

const keyOf = (chainId: string, signer: string) => `${chainId}:${signer}`;

/** Runs `work` once every earlier turn of the signer has ended. */
export async function inSignerTurn<T>(
  chainId: string,
  signer: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = keyOf(chainId, signer);
  const before = turns.get(key) ?? Promise.resolve();
  let end = () => {};
  const mine = new Promise<void>((resolve) => (end = resolve));
  const last = before.then(() => mine);
  turns.set(key, last);
  await before;
  try {
    return await work();
  } finally {
    end();
    if (turns.get(key) === last) turns.delete(key);
  }
}
