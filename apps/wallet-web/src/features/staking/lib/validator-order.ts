import type { Validator } from '@optwallet/contract';
import { compareDecimalAmounts, formatMoniker } from '@optwallet/domain';

export type ValidatorSort = 'neutral' | 'apr' | 'fee' | 'uptime' | 'stake';

/** A deterministic shuffle (mulberry32 on a seed): the same order for the whole visit, but no one always on top. */
export function shuffleWithSeed<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const DECIMALS = 18;

/**
 * The validator list as shown: filtered by moniker or address, then ordered. 'neutral' is a shuffle
 * fixed for the visit, so the list does not steer everyone to the biggest or the first validator;
 * fee sorts lowest first; APR (after commission), uptime and stake highest first.
 */
export function orderValidators(
  validators: readonly Validator[],
  search: string,
  sort: ValidatorSort,
  seed: number,
): Validator[] {
  const query = search.trim().toLowerCase();
  const found = validators.filter(
    (validator) =>
      query === '' ||
      validator.moniker.toLowerCase().includes(query) ||
      validator.address.toLowerCase().includes(query),
  );
  if (sort === 'neutral') return shuffleWithSeed(found, seed);
  const byName = (a: Validator, b: Validator) =>
    formatMoniker(a.moniker).localeCompare(formatMoniker(b.moniker));
  return [...found].sort((a, b) => {
    const order =
      sort === 'apr'
        ? compareDecimalAmounts(b.apr ?? '0', a.apr ?? '0', DECIMALS)
        : sort === 'fee'
          ? compareDecimalAmounts(a.fee, b.fee, DECIMALS)
          : sort === 'uptime'
            ? compareDecimalAmounts(b.uptime, a.uptime, DECIMALS)
            : compareDecimalAmounts(b.votingPower, a.votingPower, DECIMALS);
    return order === 0 ? byName(a, b) : order;
  });
}
