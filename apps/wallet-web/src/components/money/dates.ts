const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as "Nov 22, 2026, 5:40 AM" (the user's time zone). */
export function displayDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const SHORT_THIS_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT_OTHER_YEAR = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A list row's date: "Nov 22, 6:21 AM" this year, "Nov 22, 2025" before (fits a 390 px row). */
export function displayShortDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.getFullYear() === now.getFullYear()
    ? SHORT_THIS_YEAR.format(date)
    : SHORT_OTHER_YEAR.format(date);
}

/** "2d 4h", "3h 12m", "5m 10s", "0s": time left until an instant. */
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
