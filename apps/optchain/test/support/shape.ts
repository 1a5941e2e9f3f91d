/** JSON type names as a reader of the answer sees them. */
function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Where `ours` lacks the shape of a recorded answer: every key of the recording must be present
 * with the same JSON type (a recorded null accepts anything; the first element of an array stands
 * for all of them). Extra keys of ours are allowed. Empty list = same shape.
 */
export function shapeDifferences(recorded: unknown, ours: unknown, path = '$'): string[] {
  if (recorded === null) return [];
  if (kind(recorded) !== kind(ours)) return [`${path}: ${kind(ours)} instead of ${kind(recorded)}`];
  if (Array.isArray(recorded)) {
    const [first] = recorded as unknown[];
    const list = ours as unknown[];
    if (first === undefined) return [];
    if (list.length === 0) return [`${path}: empty, the recording has items`];
    return list.flatMap((item, i) => shapeDifferences(first, item, `${path}[${i}]`));
  }
  if (kind(recorded) === 'object') {
    const theirs = recorded as Record<string, unknown>;
    const mine = ours as Record<string, unknown>;
    return Object.keys(theirs).flatMap((key) =>
      key in mine
        ? shapeDifferences(theirs[key], mine[key], `${path}.${key}`)
        : [`${path}.${key}: missing`],
    );
  }
  return [];
}
