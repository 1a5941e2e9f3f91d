import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('lists every page when they all fit', () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses on both sides of the current page in the middle', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('keeps the first pages together near the start and the last near the end', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('gives nothing for zero pages and clamps an out-of-range page', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(99, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });
});
