import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, differenceInSeconds, format, isValid, parseISO } from 'date-fns';
import { translate } from '../catalogue/catalogue';
import { DATE_FORMAT_DATETIME, DATE_FORMAT_OLDER } from '../constants';
import type { NotificationLike } from './list';

export type NotificationGroupKey = 'today' | 'yesterday' | 'lastWeek' | 'older';

const NOTIFICATION_GROUP_ORDER: readonly NotificationGroupKey[] = [
  'today',
  'yesterday',
  'lastWeek',
  'older',
];

const GROUP_LABEL_KEYS = {
  today: 'notifications.group_today',
  yesterday: 'notifications.group_yesterday',
  lastWeek: 'notifications.group_last_week',
  older: 'notifications.group_older',
} as const;

function notificationGroupLabel(key: NotificationGroupKey): string {
  return translate(GROUP_LABEL_KEYS[key]);
}

/** `now` and the viewer's IANA time zone: every date rule here is explicit about both. */
export interface Clock {
  readonly now: Date;
  readonly timeZone: string;
}

const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/** Reads a server timestamp; one without an offset ("2026-11-22 03:08:00") is taken as UTC. */
export function parseServerDate(value: string): Date | null {
  const text = value.trim().replace(' ', 'T');
  if (text === '') return null;
  const date = parseISO(HAS_OFFSET.test(text) ? text : `${text}Z`);
  return isValid(date) ? date : null;
}

/**
 * Group by calendar day in `timeZone`:
 * - today: the same calendar day as now (and anything dated in the future: clocks drift);
 * - yesterday: the calendar day before;
 * - lastWeek: 2 to 7 calendar days before today, i.e. the rest of the past week after yesterday;
 * - older: 8 or more calendar days before today.
 */
export function notificationGroupOf(date: Date, clock: Clock): NotificationGroupKey {
  const days = differenceInCalendarDays(clock.now, date, { in: tz(clock.timeZone) });
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days <= 7) return 'lastWeek';
  return 'older';
}

/** Today's relative time: '12 sec ago', 'a few minutes ago' for anything minute-based, '3 hr ago'. */
export function relativeTimeToday(date: Date, now: Date): string {
  const seconds = Math.max(0, differenceInSeconds(now, date));
  if (seconds < 60) return translate('notifications.seconds_ago', { count: seconds });
  if (seconds < 3600) return translate('notifications.few_minutes_ago');
  return translate('notifications.hours_ago', { count: Math.floor(seconds / 3600) });
}

/** The display date of a notification in its group (product §4, §9). */
export function formatNotificationDate(date: Date, clock: Clock): string {
  const group = notificationGroupOf(date, clock);
  if (group === 'today') return relativeTimeToday(date, clock.now);
  const zone = { in: tz(clock.timeZone) };
  if (group === 'older') return format(date, DATE_FORMAT_OLDER, zone);
  return format(date, DATE_FORMAT_DATETIME, zone).toUpperCase();
}

export interface DatedNotification<T extends NotificationLike> {
  readonly notification: T;
  /** Derived display date (product §3); empty for an unreadable created_at. */
  readonly displayDate: string;
}

export interface NotificationGroup<T extends NotificationLike> {
  readonly key: NotificationGroupKey;
  readonly label: string;
  readonly items: readonly DatedNotification<T>[];
}

/**
 * Groups in the order Today, Yesterday, Last Week, Older, keeping the list order inside each and
 * leaving out empty groups. A notification whose created_at cannot be read goes to Older.
 */
export function groupNotifications<T extends NotificationLike>(
  items: readonly T[],
  clock: Clock,
): NotificationGroup<T>[] {
  const buckets = new Map<NotificationGroupKey, DatedNotification<T>[]>(
    NOTIFICATION_GROUP_ORDER.map((key) => [key, []]),
  );
  for (const notification of items) {
    const date = parseServerDate(notification.created_at);
    const key = date ? notificationGroupOf(date, clock) : 'older';
    buckets
      .get(key)
      ?.push({ notification, displayDate: date ? formatNotificationDate(date, clock) : '' });
  }
  return NOTIFICATION_GROUP_ORDER.flatMap((key) => {
    const grouped = buckets.get(key) ?? [];
    return grouped.length === 0
      ? []
      : [{ key, label: notificationGroupLabel(key), items: grouped }];
  });
}
