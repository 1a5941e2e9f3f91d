import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { firstPage, paginate, PaginationError, type PageRequest } from './paginate';

const letters = [...'dbeac'];
const ask = (request: Partial<PageRequest>) =>
  paginate(letters, (x) => x, { ...firstPage(), ...request });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('paginate (the SDK query.Paginate rules)', () => {
  it('answers the first 100 in key order with the total when no limit is given', () => {
    const page = paginate(
      Array.from({ length: 101 }, (_, i) => i),
      (i) => String(i).padStart(3, '0'),
    );
    expect(page.items).toHaveLength(100);
    expect(text(page.nextKey)).toBe('100');
    expect(page.total).toBe(101n);
  });

  it('walks by next_key, counts only when asked, never on a page asked by key', () => {
    const first = ask({ limit: 2n });
    expect(first).toMatchObject({ items: ['a', 'b'], total: 0n });
    const second = ask({ limit: 2n, key: first.nextKey, countTotal: true });
    expect(second).toMatchObject({ items: ['c', 'd'], total: 0n });
    const last = ask({ limit: 2n, key: second.nextKey });
    expect(last.items).toEqual(['e']);
    expect(last.nextKey).toHaveLength(0);
    expect(ask({ limit: 2n, countTotal: true }).total).toBe(5n);
  });

  it('pages by offset, in reverse, and resumes after a removed key', () => {
    expect(ask({ offset: 3n, limit: 10n }).items).toEqual(['d', 'e']);
    expect(ask({ reverse: true, limit: 2n })).toMatchObject({ items: ['e', 'd'] });
    expect(text(ask({ reverse: true, limit: 2n }).nextKey)).toBe('c');
    expect(ask({ reverse: true, key: utf8ToBytes('bb') }).items).toEqual(['b', 'a']);
    expect(ask({ key: utf8ToBytes('bb') }).items).toEqual(['c', 'd', 'e']);
    expect(ask({ offset: 9n }).items).toEqual([]);
  });

  it('refuses a key and an offset together', () => {
    expect(() => ask({ key: utf8ToBytes('a'), offset: 1n })).toThrow(PaginationError);
  });
});
