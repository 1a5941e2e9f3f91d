import { DEFAULT_INACTIVITY_MINUTES, MINUTE_MS, SESSION_WARNING_MS } from '../constants';
import { isTokenTooOld } from './token';

/** Product §4 session states; the dialog shows while `warning`. */
export type SessionStatus = 'active' | 'warning' | 'loggedOut';

export type LogoutReason = 'signedOut' | 'countdownEnded' | 'idleTooLong' | 'tokenTooOld';

export interface SessionSettings {
  /** Inactivity limit in minutes (a setting; the spec leaves the number open). */
  readonly inactivityMinutes: number;
  /** Length of the warning countdown in ms (product §9: 5 minutes). */
  readonly warningMs: number;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  inactivityMinutes: DEFAULT_INACTIVITY_MINUTES,
  warningMs: SESSION_WARNING_MS,
};

export interface SessionState {
  readonly status: SessionStatus;
  /** ms timestamp of the last user activity (stored as lastActivityTime). */
  readonly lastActivityTime: number;
  readonly logoutReason: LogoutReason | null;
}

export type SessionEvent =
  | { readonly type: 'TICK'; readonly now: number }
  | { readonly type: 'ACTIVITY'; readonly now: number }
  | { readonly type: 'STAY_SIGNED_IN'; readonly now: number }
  | { readonly type: 'SIGN_OUT' };

function inactivityLimitMs(settings: SessionSettings): number {
  return settings.inactivityMinutes * MINUTE_MS;
}

/** When the countdown ends: last activity + inactivity limit + warning period. */
function sessionDeadline(state: SessionState, settings: SessionSettings): number {
  return state.lastActivityTime + inactivityLimitMs(settings) + settings.warningMs;
}

/** ms left on the warning countdown at `now` (0 once it has ended). */
export function sessionCountdownMs(
  state: SessionState,
  now: number,
  settings: SessionSettings = DEFAULT_SESSION_SETTINGS,
): number {
  return Math.max(0, sessionDeadline(state, settings) - now);
}

function loggedOut(state: SessionState, reason: LogoutReason): SessionState {
  return { ...state, status: 'loggedOut', logoutReason: reason };
}

/** Where idle time alone puts a session at `now`. */
function byIdleTime(state: SessionState, now: number, settings: SessionSettings): SessionState {
  const idle = now - state.lastActivityTime;
  if (idle >= inactivityLimitMs(settings) + settings.warningMs) {
    return loggedOut(state, state.status === 'warning' ? 'countdownEnded' : 'idleTooLong');
  }
  if (idle >= inactivityLimitMs(settings))
    return state.status === 'warning' ? state : { ...state, status: 'warning' };
  return state;
}

export interface SessionLoad {
  readonly now: number;
  /** Stored lastActivityTime; null when none is stored (a fresh sign-in counts as activity now). */
  readonly lastActivityTime: number | null;
  /** The access token's iat in seconds; missing or zero forces logout. */
  readonly tokenIssuedAt: number | null | undefined;
}

/**
 * The session as a page load finds it: logged out when the token is too old or has no issue time,
 * or when idle time is at or past limit + warning; warning when idle time is past the limit.
 */
export function startSession(
  load: SessionLoad,
  settings: SessionSettings = DEFAULT_SESSION_SETTINGS,
): SessionState {
  const state: SessionState = {
    status: 'active',
    lastActivityTime: load.lastActivityTime ?? load.now,
    logoutReason: null,
  };
  if (isTokenTooOld(load.tokenIssuedAt, load.now)) return loggedOut(state, 'tokenTooOld');
  return byIdleTime(state, load.now, settings);
}

/** Pure transition; logged out is final (a new sign-in starts a new session). */
export function sessionReducer(
  state: SessionState,
  event: SessionEvent,
  settings: SessionSettings = DEFAULT_SESSION_SETTINGS,
): SessionState {
  if (state.status === 'loggedOut') return state;
  switch (event.type) {
    case 'SIGN_OUT':
      return loggedOut(state, 'signedOut');
    case 'TICK':
      return byIdleTime(state, event.now, settings);
    case 'ACTIVITY':
      // While the dialog is open only its buttons count: moving the mouse does not dismiss it.
      return state.status === 'active'
        ? { ...state, lastActivityTime: Math.max(state.lastActivityTime, event.now) }
        : state;
    case 'STAY_SIGNED_IN':
      if (state.status !== 'warning') return state;
      if (event.now >= sessionDeadline(state, settings)) return loggedOut(state, 'countdownEnded');
      // Product §3 toggles a resetTime flag "to restart inactivity timers": every timer here counts
      // from lastActivityTime, so setting it is the restart, and no flag is kept (README).
      return {
        ...state,
        status: 'active',
        lastActivityTime: event.now,
      };
  }
}
