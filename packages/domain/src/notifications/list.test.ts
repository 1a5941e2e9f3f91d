import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasMoreNotifications,
  initialNotificationsState,
  markAllNotificationsRead,
  markNotificationRead,
  mergeNotificationPage,
  nextNotificationPage,
  notificationsReducer,
  unreadNotificationCount,
} from './list';
import type { NotificationLike, NotificationsEvent, NotificationsState } from './list';

const n = (id: string, read_at: string | null = null): NotificationLike => ({
  id,
  read_at,
  created_at: '2026-11-22T00:00:00Z',
});
const NOW = new Date('2026-11-22T03:08:00.000Z');

type State = NotificationsState<NotificationLike>;
const reduce = (state: State, event: NotificationsEvent<NotificationLike>) =>
  notificationsReducer(state, event);

describe('notificationsReducer', () => {
  it('replaces the list with page 1 and appends later pages', () => {
    let state = reduce(initialNotificationsState(), { type: 'PAGE_REQUESTED' });
    expect(state.status).toBe('pending');
    state = reduce(state, {
      type: 'PAGE_LOADED',
      page: { data: [n('a'), n('b')], current_page: 1, last_page: 2 },
    });
    expect(state.items.map((x) => x.id)).toEqual(['a', 'b']);
    expect(hasMoreNotifications(state)).toBe(true);
    expect(nextNotificationPage(state)).toBe(2);
    state = reduce(state, {
      type: 'PAGE_LOADED',
      page: { data: [n('c')], current_page: 2, last_page: 2 },
    });
    expect(state.items.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(hasMoreNotifications(state)).toBe(false);
    state = reduce(state, {
      type: 'PAGE_LOADED',
      page: { data: [n('z')], current_page: 1, last_page: 1 },
    });
    expect(state.items.map((x) => x.id)).toEqual(['z']);
    expect(state.status).toBe('succeeded');
  });

  it('empties the list when a load fails', () => {
    const loaded = reduce(initialNotificationsState(), {
      type: 'PAGE_LOADED',
      page: { data: [n('a')], current_page: 1, last_page: 3 },
    });
    expect(reduce(loaded, { type: 'PAGE_FAILED' })).toEqual({
      items: [],
      currentPage: 0,
      lastPage: 0,
      status: 'failed',
    });
  });

  it('marks one, marks all and clears', () => {
    const loaded = reduce(initialNotificationsState(), {
      type: 'PAGE_LOADED',
      page: {
        data: [n('a'), n('b'), n('c', '2026-01-01T00:00:00.000Z')],
        current_page: 1,
        last_page: 1,
      },
    });
    const one = reduce(loaded, { type: 'MARKED_READ', id: 'b', now: NOW });
    expect(one.items.map((x) => x.read_at)).toEqual([
      null,
      '2026-11-22T03:08:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(unreadNotificationCount(one.items)).toBe(1);
    const all = reduce(one, { type: 'ALL_MARKED_READ', now: new Date('2026-11-22T04:00:00.000Z') });
    expect(all.items.map((x) => x.read_at)).toEqual([
      '2026-11-22T04:00:00.000Z',
      '2026-11-22T03:08:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    const cleared = reduce(all, { type: 'CLEARED' });
    expect(cleared.items).toEqual([]);
    expect(hasMoreNotifications(cleared)).toBe(false);
  });
});

describe('list helpers', () => {
  it('keeps a notification once when the list shifted between pages', () => {
    expect(
      mergeNotificationPage([n('a'), n('b')], {
        data: [n('b'), n('c')],
        current_page: 2,
        last_page: 2,
      }).map((x) => x.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('leaves other notifications untouched when marking one read', () => {
    const items = [n('a'), n('b')];
    const marked = markNotificationRead(items, 'a', NOW);
    expect(marked[1]).toBe(items[1]);
    expect(markNotificationRead(items, 'nope', NOW)).toEqual(items);
    expect(markAllNotificationsRead([], NOW)).toEqual([]);
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
          let state = initialNotificationsState<NotificationLike>();
          for (let page = 1; page <= pages; page += 1) {
            // Each page repeats up to `overlap` items of the previous one, as a shifting list does.
            const start = Math.max(0, (page - 1) * pageSize - overlap);
            const data = all.slice(start, page * pageSize);
            state = notificationsReducer(state, {
              type: 'PAGE_LOADED',
              page: { data, current_page: page, last_page: pages },
            });
          }
          expect(state.items.map((x) => x.id)).toEqual(ids);
        },
      ),
    );
  });
});
