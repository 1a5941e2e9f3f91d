import {
  STORAGE_KEYS,
  decodeTokenPayload,
  sessionCountdownMs,
  sessionReducer,
  startSession,
} from '@optwallet/domain';
import type { SessionEvent, SessionSettings, SessionState } from '@optwallet/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';

/** What the hook needs from outside: the session store of the api-client and the app's clock. */
export interface InactivityDeps {
  getAccessToken: () => string | null;
  getLastActivityTime: () => number | null;
  setLastActivityTime: (ms: number) => void;
  now?: () => number;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
/** Activity is written to storage at most this often (other tabs read it). */
const ACTIVITY_WRITE_MS = 1000;
const TICK_MS = 1000;

/**
 * Product §4 session: active -> warning when idle reaches the limit -> logged out when the countdown
 * ends. lastActivityTime lives in localStorage so every tab shares it (storage events); the pure
 * machine of @optwallet/domain decides, this hook only feeds it events. It drives
 * SessionExpiryDialog in every app (wallet-web and the consent app).
 */
export function useInactivitySession(settings: SessionSettings, deps: InactivityDeps) {
  const now = deps.now ?? Date.now;
  const reducer = useCallback(
    (state: SessionState, event: SessionEvent) => sessionReducer(state, event, settings),
    [settings],
  );
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    startSession(
      {
        now: now(),
        lastActivityTime: deps.getLastActivityTime(),
        tokenIssuedAt: decodeTokenPayload(deps.getAccessToken())?.iat,
      },
      settings,
    ),
  );
  const lastWrite = useRef(0);
  const depsRef = useRef(deps);
  useEffect(() => {
    depsRef.current = deps;
  }, [deps]);

  // Own activity: restart the idle time here and in every other tab.
  useEffect(() => {
    if (state.status !== 'active') return;
    const onActivity = () => {
      const at = (depsRef.current.now ?? Date.now)();
      if (at - lastWrite.current < ACTIVITY_WRITE_MS) return;
      lastWrite.current = at;
      depsRef.current.setLastActivityTime(at);
      dispatch({ type: 'ACTIVITY', now: at });
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [state.status]);

  // Another tab was active or chose to stay signed in.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.lastActivityTime || event.newValue === null) return;
      const at = Number(event.newValue);
      if (!Number.isFinite(at) || at <= state.lastActivityTime) return;
      dispatch(
        state.status === 'warning'
          ? { type: 'STAY_SIGNED_IN', now: at }
          : { type: 'ACTIVITY', now: at },
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [state.status, state.lastActivityTime]);

  // The clock.
  useEffect(() => {
    if (state.status === 'loggedOut') return;
    const timer = window.setInterval(
      () => dispatch({ type: 'TICK', now: (depsRef.current.now ?? Date.now)() }),
      TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [state.status]);

  const staySignedIn = useCallback(() => {
    const at = (depsRef.current.now ?? Date.now)();
    depsRef.current.setLastActivityTime(at);
    dispatch({ type: 'STAY_SIGNED_IN', now: at });
  }, []);
  const signOut = useCallback(() => dispatch({ type: 'SIGN_OUT' }), []);

  return {
    state,
    /** Whole seconds left in the warning (for the dialog's countdown start). */
    remainingSeconds: Math.ceil(sessionCountdownMs(state, now(), settings) / 1000),
    staySignedIn,
    signOut,
  };
}
