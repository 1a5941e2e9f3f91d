import { translate } from '../catalogue/catalogue';

/** Remaining time as 'mm:ss', counting whole seconds up (4:59.2 left shows 05:00); never negative. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The session-expiry dialog body with the countdown filled in (spec §8). */
export function sessionExpiryMessage(remainingMs: number): string {
  return translate('expire_session.body', { 'mm:ss': formatCountdown(remainingMs) });
}
