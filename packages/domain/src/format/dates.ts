/*
 * Dates on screen, in the viewer's time zone, from one set of Intl formatters. (Notification
 * dates follow the spec's own patterns, see notifications/grouping.ts.)
 */

const LOCALE = 'en-US';

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const LONG_DATE = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const SHORT_THIS_YEAR = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT_OTHER_YEAR = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 22, 2026, 5:40 AM"; an unreadable value is shown as it came. */
export function displayDateTime(iso: string): string {
  const date = dateOf(iso);
  return date ? DATE_TIME.format(date) : iso;
}

/** "November 22, 2026" (product §9 'MMMM d, yyyy'); empty for an unreadable value. */
export function displayLongDate(iso: string): string {
  const date = dateOf(iso);
  return date ? LONG_DATE.format(date) : '';
}

/**
 * A list row's date: "Nov 22, 6:21 AM" this year, "Nov 22, 2025" before. The time is kept whole
 * (a no-break space before AM/PM): a narrow row wraps it after the comma, never as "6:21" / "AM".
 */
export function displayShortDate(iso: string, now: Date = new Date()): string {
  const date = dateOf(iso);
  if (!date) return iso;
  return date.getFullYear() === now.getFullYear()
    ? SHORT_THIS_YEAR.format(date).replace(/\s(AM|PM)$/, '\u00a0$1')
    : SHORT_OTHER_YEAR.format(date);
}

/** "2d 4h", "3h 12m", "5m 10s", "0m 0s": time left until an instant. */
export function displayTimeLeft(untilIso: string, now: number): string {
  const ms = Math.max(0, new Date(untilIso).getTime() - now);
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds % 60}s`;
}

/** A period in seconds as words: 1814400 -> "21 days", 3600 -> "1 hour", 90 -> "90 seconds". */
export function displayDuration(seconds: number): string {
  const units: Array<[number, string]> = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  for (const [size, name] of units) {
    if (seconds >= size) {
      const count = Math.round((seconds / size) * 10) / 10;
      return `${count} ${name}s`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
