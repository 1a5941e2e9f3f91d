import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_SETTINGS,
  sessionCountdownMs,
  sessionReducer,
  startSession,
} from './machine';
import type { SessionEvent, SessionState } from './machine';

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const IAT = NOW / 1000 - 3600; // issued an hour ago
const settings = { inactivityMinutes: 15, warningMs: 5 * MIN };

describe('startSession (on load)', () => {
  it.each([
    ['no stored activity', null, 'active', null],
    ['idle 14:59', NOW - 15 * MIN + 1000, 'active', null],
    ['idle exactly 15:00', NOW - 15 * MIN, 'warning', null],
    ['idle 19:59', NOW - 20 * MIN + 1000, 'warning', null],
    ['idle exactly 20:00 (limit + warning)', NOW - 20 * MIN, 'loggedOut', 'idleTooLong'],
    ['idle a day', NOW - 24 * 60 * MIN, 'loggedOut', 'idleTooLong'],
  ] as const)('%s -> %s', (_case, lastActivityTime, status, reason) => {
    const state = startSession({ now: NOW, lastActivityTime, tokenIssuedAt: IAT }, settings);
    expect(state.status).toBe(status);
    expect(state.logoutReason).toBe(reason);
  });

  it.each([
    ['issued exactly 24 h ago', NOW / 1000 - 86_400, 'active'],
    ['issued 24 h and 1 s ago', NOW / 1000 - 86_401, 'loggedOut'],
    ['without issue time', undefined, 'loggedOut'],
    ['with issue time 0', 0, 'loggedOut'],
  ] as const)('a token %s -> %s', (_case, tokenIssuedAt, status) => {
    const state = startSession({ now: NOW, lastActivityTime: NOW, tokenIssuedAt }, settings);
    expect(state.status).toBe(status);
    if (status === 'loggedOut') expect(state.logoutReason).toBe('tokenTooOld');
  });

  it('uses 15 minutes and a 5 minute warning by default', () => {
    expect(DEFAULT_SESSION_SETTINGS).toEqual({ inactivityMinutes: 15, warningMs: 300_000 });
    expect(
      startSession({ now: NOW, lastActivityTime: NOW - 15 * MIN, tokenIssuedAt: IAT }).status,
    ).toBe('warning');
  });

  it('honours another inactivity setting', () => {
    const thirty = { ...settings, inactivityMinutes: 30 };
    expect(
      startSession({ now: NOW, lastActivityTime: NOW - 20 * MIN, tokenIssuedAt: IAT }, thirty)
        .status,
    ).toBe('active');
  });
});

describe('sessionReducer', () => {
  const active = startSession({ now: NOW, lastActivityTime: NOW, tokenIssuedAt: IAT }, settings);
  const tick = (state: SessionState, now: number) =>
    sessionReducer(state, { type: 'TICK', now }, settings);

  it('warns when idle time reaches the limit and counts down 5 minutes', () => {
    expect(tick(active, NOW + 15 * MIN - 1).status).toBe('active');
    const warning = tick(active, NOW + 15 * MIN);
    expect(warning.status).toBe('warning');
    expect(sessionCountdownMs(warning, NOW + 15 * MIN, settings)).toBe(5 * MIN);
    expect(sessionCountdownMs(warning, NOW + 19 * MIN, settings)).toBe(MIN);
  });

  it('logs out when the countdown ends', () => {
    const warning = tick(active, NOW + 15 * MIN);
    expect(tick(warning, NOW + 20 * MIN - 1).status).toBe('warning');
    const out = tick(warning, NOW + 20 * MIN);
    expect(out).toMatchObject({ status: 'loggedOut', logoutReason: 'countdownEnded' });
    expect(sessionCountdownMs(out, NOW + 21 * MIN, settings)).toBe(0);
  });

  it('logs out an active session whose tab slept past limit + warning', () => {
    expect(tick(active, NOW + 20 * MIN)).toMatchObject({
      status: 'loggedOut',
      logoutReason: 'idleTooLong',
    });
  });

  it('staying signed in returns to active and restarts the idle time from that moment, with no flag to toggle', () => {
    const warning = tick(active, NOW + 16 * MIN);
    const stayed = sessionReducer(
      warning,
      { type: 'STAY_SIGNED_IN', now: NOW + 17 * MIN },
      settings,
    );
    // The whole state: the restart is lastActivityTime itself (product §3's resetTime is not kept).
    expect(stayed).toEqual({
      status: 'active',
      lastActivityTime: NOW + 17 * MIN,
      logoutReason: null,
    });
    // The next warning comes a full limit after staying, not after the first activity.
    expect(tick(stayed, NOW + 31 * MIN).status).toBe('active');
    expect(tick(stayed, NOW + 32 * MIN).status).toBe('warning');
  });

  it('cannot stay signed in once the countdown has ended', () => {
    const warning = tick(active, NOW + 16 * MIN);
    expect(
      sessionReducer(warning, { type: 'STAY_SIGNED_IN', now: NOW + 20 * MIN }, settings).status,
    ).toBe('loggedOut');
  });

  it('signs out from active or warning', () => {
    expect(sessionReducer(active, { type: 'SIGN_OUT' }, settings).logoutReason).toBe('signedOut');
    expect(sessionReducer(tick(active, NOW + 16 * MIN), { type: 'SIGN_OUT' }).status).toBe(
      'loggedOut',
    );
  });

  it('counts activity only while active', () => {
    const moved = sessionReducer(active, { type: 'ACTIVITY', now: NOW + 10 * MIN }, settings);
    expect(moved.lastActivityTime).toBe(NOW + 10 * MIN);
    expect(tick(moved, NOW + 24 * MIN).status).toBe('active');
    const warning = tick(active, NOW + 16 * MIN);
    expect(sessionReducer(warning, { type: 'ACTIVITY', now: NOW + 17 * MIN }, settings)).toBe(
      warning,
    );
    expect(sessionReducer(active, { type: 'STAY_SIGNED_IN', now: NOW + 1 }, settings)).toBe(active);
  });

  it('never leaves logged out', () => {
    const out = sessionReducer(active, { type: 'SIGN_OUT' }, settings);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({
              type: fc.constantFrom(
                'TICK' as const,
                'ACTIVITY' as const,
                'STAY_SIGNED_IN' as const,
              ),
              now: fc.integer(),
            }),
            fc.constant({ type: 'SIGN_OUT' as const }),
          ),
        ),
        (events: SessionEvent[]) => {
          expect(events.reduce((s, e) => sessionReducer(s, e, settings), out)).toBe(out);
        },
      ),
    );
  });

  it('is never active with idle time at or past the limit after a tick', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * MIN }), { maxLength: 20 }), (steps) => {
        let now = NOW;
        let state = active;
        for (const step of steps) {
          now += step;
          state = tick(state, now);
          if (state.status === 'active')
            expect(now - state.lastActivityTime).toBeLessThan(15 * MIN);
        }
      }),
    );
  });
});
