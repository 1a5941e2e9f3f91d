export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show around the current page, with ellipses, always including the first
 * and last page: (5, 10) -> [1, '…', 4, 5, 6, '…', 10].
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const totalSlots = siblings * 2 + 5;
  if (pageCount <= totalSlots) return Array.from({ length: pageCount }, (_, i) => i + 1);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showStart = left > 3;
  const showEnd = right < pageCount - 2;

  if (!showStart) {
    const count = siblings * 2 + 3;
    return [...range(1, count), 'ellipsis-end', pageCount];
  }
  if (!showEnd) {
    const count = siblings * 2 + 3;
    return [1, 'ellipsis-start', ...range(pageCount - count + 1, pageCount)];
  }
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
