import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  markAllNotificationsRead,
  markNotificationRead,
  mergeNotificationPage,
  unreadNotificationCount,
} from './list';
import type { NotificationLike } from './list';

const n = (id: string, read_at: string | null = null): NotificationLike => ({
  id,
  read_at,
  created_at: '2026-11-22T00:00:00Z',
});
const NOW = new Date('2026-11-22T03:08:00.000Z');

describe('mergeNotificationPage', () => {
  it('replaces the list with page 1 and appends later pages', () => {
    let items = mergeNotificationPage([], {
      data: [n('a'), n('b')],
      current_page: 1,
      last_page: 2,
    });
    expect(items.map((x) => x.id)).toEqual(['a', 'b']);
    items = mergeNotificationPage(items, { data: [n('c')], current_page: 2, last_page: 2 });
    expect(items.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    items = mergeNotificationPage(items, { data: [n('z')], current_page: 1, last_page: 1 });
    expect(items.map((x) => x.id)).toEqual(['z']);
  });

  it('keeps a notification once when the list shifted between pages', () => {
    expect(
      mergeNotificationPage([n('a'), n('b')], {
        data: [n('b'), n('c')],
        current_page: 2,
        last_page: 2,
      }).map((x) => x.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('loses and duplicates no notification across pages, even when pages overlap', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        (ids, pageSize, overlap) => {
          const all = ids.map((id) => n(id));
          const pages = Math.max(1, Math.ceil(all.length / pageSize));
          let items: NotificationLike[] = [];
          for (let page = 1; page <= pages; page += 1) {
            // Each page repeats up to `overlap` items of the previous one, as a shifting list does.
            const start = Math.max(0, (page - 1) * pageSize - overlap);
            const data = all.slice(start, page * pageSize);
            items = mergeNotificationPage(items, { data, current_page: page, last_page: pages });
          }
          expect(items.map((x) => x.id)).toEqual(ids);
        },
      ),
    );
  });
});

describe('read marks', () => {
  it('marks one, then all, keeping the time a notification was first read', () => {
    const items = [n('a'), n('b'), n('c', '2026-01-01T00:00:00.000Z')];
    const one = markNotificationRead(items, 'b', NOW);
    expect(one.map((x) => x.read_at)).toEqual([
      null,
      '2026-11-22T03:08:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(unreadNotificationCount(one)).toBe(1);
    const all = markAllNotificationsRead(one, new Date('2026-11-22T04:00:00.000Z'));
    expect(all.map((x) => x.read_at)).toEqual([
      '2026-11-22T04:00:00.000Z',
      '2026-11-22T03:08:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(unreadNotificationCount(all)).toBe(0);
  });

  it('leaves other notifications untouched when marking one read', () => {
    const items = [n('a'), n('b')];
    const marked = markNotificationRead(items, 'a', NOW);
    expect(marked[1]).toBe(items[1]);
    expect(markNotificationRead(items, 'nope', NOW)).toEqual(items);
    expect(markAllNotificationsRead([], NOW)).toEqual([]);
  });
});
