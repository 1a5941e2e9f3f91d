import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The SDK's query pagination (types/query.Paginate) over a list the node builds whole: a page is
 * `limit` items (100 when 0 or unset) from `key` (the `next_key` a previous page answered) or
 * from `offset`, in the list's key order (`reverse`: descending). Keys are opaque bytes to a
 * client; here the UTF-8 of each item's sort key, so a walk resumes where it stopped even when
 * items were added or removed meanwhile. `total` is counted with `count_total` or when no limit
 * was given, never on a page asked by key (as the SDK).
 */
export interface PageRequest {
  key: Uint8Array;
  offset: bigint;
  limit: bigint;
  countTotal: boolean;
  reverse: boolean;
}

export interface Page<T> {
  items: T[];
  /** The key of the first item after the page; empty on the last page. */
  nextKey: Uint8Array;
  /** The list's length when counted, else 0. */
  total: bigint;
}

const DEFAULT_LIMIT = 100n;

/** A request the SDK refuses (InvalidArgument): both a key and an offset. */
export class PaginationError extends Error {
  override readonly name = 'PaginationError';
}

export const firstPage = (): PageRequest => ({
  key: new Uint8Array(),
  offset: 0n,
  limit: 0n,
  countTotal: false,
  reverse: false,
});

const decoder = new TextDecoder();

/** Where the page starts in the sorted keys: at the first key at or after `key`, else `offset`. */
function startOf(keys: readonly string[], request: PageRequest): number {
  if (request.key.length === 0) return Number(request.offset);
  const key = decoder.decode(request.key);
  const at = keys.findIndex((k) => (request.reverse ? k <= key : k >= key));
  return at === -1 ? keys.length : at;
}

export function paginate<T>(
  all: readonly T[],
  keyOf: (item: T) => string,
  request: PageRequest = firstPage(),
): Page<T> {
  if (request.key.length > 0 && request.offset > 0n) {
    throw new PaginationError('invalid request, either offset or key is expected, got both');
  }
  const direction = request.reverse ? -1 : 1;
  const sorted = all
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? -direction : direction));
  const limit = Number(request.limit > 0n ? request.limit : DEFAULT_LIMIT);
  const start = startOf(
    sorted.map((s) => s.key),
    request,
  );
  const next = sorted[start + limit];
  const counted = request.key.length === 0 && (request.countTotal || request.limit === 0n);
  return {
    items: sorted.slice(start, start + limit).map((s) => s.item),
    nextKey: next ? utf8ToBytes(next.key) : new Uint8Array(),
    total: counted ? BigInt(all.length) : 0n,
  };
}

/** One page of a list as a gRPC answer has it: the items, and `pagination` (a PageResponse). */
export function pageOf<T>(
  all: readonly T[],
  keyOf: (item: T) => string,
  request: PageRequest | undefined,
): { items: T[]; pagination: { nextKey: Uint8Array; total: bigint } } {
  const { items, nextKey, total } = paginate(all, keyOf, request);
  return { items, pagination: { nextKey, total } };
}
