import type { Clock } from '@optwallet/domain';

/** The viewer's clock: now, in the browser's time zone (notification groups are calendar days there). */
export function viewerClock(): Clock {
  return { now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}
