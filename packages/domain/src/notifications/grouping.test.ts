import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNotificationDate,
  groupNotifications,
  notificationGroupOf,
  parseServerDate,
  relativeTimeToday,
} from './grouping';
import type { NotificationLike } from './list';

// 03:08 UTC: Sunday 22 Nov 12:08 in Tokyo, still Saturday 21 Nov 22:08 in New York.
const NOW = new Date('2026-11-22T03:08:00Z');
const TOKYO = { now: NOW, timeZone: 'Asia/Tokyo' };
const NEW_YORK = { now: NOW, timeZone: 'America/New_York' };
const at = (iso: string) => new Date(iso);

describe('notificationGroupOf', () => {
  it.each([
    ['2026-11-22T02:00:00Z', 'today', 'today'],
    ['2026-11-21T14:30:00Z', 'yesterday', 'today'],
    ['2026-11-21T04:00:00Z', 'yesterday', 'yesterday'],
    ['2026-11-20T14:00:00Z', 'lastWeek', 'yesterday'],
    ['2026-11-15T01:00:00Z', 'lastWeek', 'lastWeek'],
    ['2026-11-14T16:00:00Z', 'lastWeek', 'lastWeek'],
    ['2026-11-14T14:00:00Z', 'older', 'lastWeek'],
    ['2026-11-13T14:00:00Z', 'older', 'older'],
    ['2026-11-23T01:00:00Z', 'today', 'today'],
  ] as const)('%s is %s in Tokyo and %s in New York', (iso, tokyo, newYork) => {
    expect(notificationGroupOf(at(iso), TOKYO)).toBe(tokyo);
    expect(notificationGroupOf(at(iso), NEW_YORK)).toBe(newYork);
  });
});

describe('relativeTimeToday', () => {
  it.each([
    [0, '0 sec ago'],
    [59, '59 sec ago'],
    [60, 'a few minutes ago'],
    [3599, 'a few minutes ago'],
    [3600, '1 hr ago'],
    [7199, '1 hr ago'],
    [7200, '2 hr ago'],
    [-30, '0 sec ago'],
  ])('%i seconds ago reads %j', (seconds, text) => {
    expect(relativeTimeToday(new Date(NOW.getTime() - seconds * 1000), NOW)).toBe(text);
  });
});

describe('formatNotificationDate', () => {
  it('shows yesterday and last week as upper-case date and time in the viewer zone', () => {
    expect(formatNotificationDate(at('2026-11-21T14:30:00Z'), TOKYO)).toBe(
      'NOV 21, 2026 - 11:30 PM',
    );
    expect(formatNotificationDate(at('2026-11-21T04:00:00Z'), NEW_YORK)).toBe(
      'NOV 20, 2026 - 11:00 PM',
    );
    expect(formatNotificationDate(at('2026-11-15T01:00:00Z'), TOKYO)).toBe(
      'NOV 15, 2026 - 10:00 AM',
    );
    expect(formatNotificationDate(at('2026-11-15T01:00:00Z'), NEW_YORK)).toBe(
      'NOV 14, 2026 - 08:00 PM',
    );
  });

  it('shows today relative in both zones', () => {
    expect(formatNotificationDate(at('2026-11-21T14:30:00Z'), NEW_YORK)).toBe('12 hr ago');
    expect(formatNotificationDate(at('2026-11-22T03:00:00Z'), TOKYO)).toBe('a few minutes ago');
  });

  it("shows older dates as 'MMMM d, yyyy', across a DST change", () => {
    expect(formatNotificationDate(at('2026-11-14T14:00:00Z'), TOKYO)).toBe('November 14, 2026');
    expect(formatNotificationDate(at('2026-10-31T03:30:00Z'), NEW_YORK)).toBe('October 30, 2026');
  });
});

describe('parseServerDate', () => {
  it('reads offsets and takes a timestamp without one as UTC', () => {
    expect(parseServerDate('2026-11-22T12:08:00+09:00')?.toISOString()).toBe(
      '2026-11-22T03:08:00.000Z',
    );
    expect(parseServerDate('2026-11-22 03:08:00')?.toISOString()).toBe('2026-11-22T03:08:00.000Z');
    expect(parseServerDate('')).toBeNull();
    expect(parseServerDate('yesterday')).toBeNull();
  });
});

describe('groupNotifications', () => {
  const item = (id: string, created_at: string): NotificationLike => ({
    id,
    read_at: null,
    created_at,
  });

  it('groups in order, keeps list order inside a group and leaves out empty groups', () => {
    const groups = groupNotifications(
      [
        item('1', '2026-11-22T02:00:00Z'),
        item('2', '2026-11-13T14:00:00Z'),
        item('3', '2026-11-21T14:30:00Z'),
        item('4', '2026-11-22T03:07:30Z'),
      ],
      TOKYO,
    );
    expect(
      groups.map((g) => [g.label, g.items.map((i) => [i.notification.id, i.displayDate])]),
    ).toEqual([
      [
        'Today',
        [
          ['1', '1 hr ago'],
          ['4', '30 sec ago'],
        ],
      ],
      ['Yesterday', [['3', 'NOV 21, 2026 - 11:30 PM']]],
      ['Older', [['2', 'November 13, 2026']]],
    ]);
  });

  it('puts an unreadable date under Older without a display date', () => {
    expect(groupNotifications([item('x', 'garbage')], TOKYO)).toEqual([
      {
        key: 'older',
        label: 'Older',
        items: [{ notification: item('x', 'garbage'), displayDate: '' }],
      },
    ]);
  });

  it('places every notification in exactly one group, in both zones', () => {
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(
        fc.array(instant, { maxLength: 25 }),
        instant,
        fc.constantFrom('Asia/Tokyo', 'America/New_York'),
        (times, now, timeZone) => {
          const items = times.map((t, i) => item(String(i), new Date(t).toISOString()));
          const groups = groupNotifications(items, { now: new Date(now), timeZone });
          const ids = groups.flatMap((g) => g.items.map((i) => i.notification.id));
          expect([...ids].sort()).toEqual(items.map((i) => i.id).sort());
          const order = ['today', 'yesterday', 'lastWeek', 'older'];
          expect(groups.map((g) => order.indexOf(g.key))).toEqual(
            [...groups.map((g) => order.indexOf(g.key))].sort(),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
