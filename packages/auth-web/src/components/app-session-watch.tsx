import {
  DEFAULT_INACTIVITY_MINUTES,
  DEFAULT_SESSION_SETTINGS,
  decodeTokenPayload,
  isTokenTooOld,
  translate,
} from '@optwallet/domain';
import type { SessionSettings } from '@optwallet/domain';
import { SessionWatch, type InactivityDeps } from '@optwallet/ui';
import { webEnv } from '../config/env';
import type { AppSession } from '../lib/app-session';
import type { SignOutReason } from '../lib/logout-reason';
import { sessionStore } from '../lib/session-store';

const settings: SessionSettings = {
  ...DEFAULT_SESSION_SETTINGS,
  inactivityMinutes: webEnv.VITE_INACTIVITY_MINUTES ?? DEFAULT_INACTIVITY_MINUTES,
};

const deps: InactivityDeps = {
  getAccessToken: () => sessionStore.getAccessToken(),
  getLastActivityTime: () => sessionStore.getLastActivityTime(),
  setLastActivityTime: (ms) => sessionStore.setLastActivityTime(ms),
};

/** An old token (over 24 hours) is an expired session; otherwise the user was away too long. */
function inactivityReason(): SignOutReason {
  const payload = decodeTokenPayload(sessionStore.getAccessToken());
  return isTokenTooOld(payload?.iat, Date.now()) ? 'expired' : 'inactivity';
}

/**
 * Product §4 while signed in (the kit's SessionWatch over domain's session machine): idle, the
 * session-expiry dialog, then logged out with all of local storage (but the trusted-device
 * tokens) when the countdown ends, said on the sign-in screen. Staying signed in restarts the
 * timers and refreshes the session; a failed refresh ends it.
 */
export function AppSessionWatch({ session }: { session: AppSession }) {
  return (
    <SessionWatch
      settings={settings}
      deps={deps}
      title={translate('expire_session.title')}
      message={(countdown) => translate('expire_session.body', { 'mm:ss': countdown })}
      staySignedInLabel={translate('expire_session.sign_in')}
      signOutLabel={translate('expire_session.sign_out')}
      onLogout={() => session.logout({ clearAllStorage: true, reason: inactivityReason() })}
      onStaySignedIn={() => {
        session
          .loadApi()
          .then((api) => api.auth.refreshToken())
          .catch(() => session.logout());
      }}
    />
  );
}
