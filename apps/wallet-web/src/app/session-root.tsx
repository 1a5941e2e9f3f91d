import {
  DEFAULT_SESSION_SETTINGS,
  SHELL_TOAST_MS,
  decodeTokenPayload,
  isTokenTooOld,
} from '@optwallet/domain';
import type { SessionSettings } from '@optwallet/domain';
import { SessionWatch, Toaster } from '@optwallet/ui';
import { Outlet } from '../lib/router';
import { env } from '../config/env';
import { t } from './texts';
import { api } from '../lib/api';
import { logout, type LogoutReason } from '../lib/session';

const settings: SessionSettings = {
  ...DEFAULT_SESSION_SETTINGS,
  inactivityMinutes: env.VITE_INACTIVITY_MINUTES,
};

const deps = {
  getAccessToken: () => api.session.getAccessToken(),
  getLastActivityTime: () => api.session.getLastActivityTime(),
  setLastActivityTime: (ms: number) => api.session.setLastActivityTime(ms),
};

/** An old token (over 24 hours) is an expired session; otherwise the user was away too long. */
function inactivityReason(): LogoutReason {
  const payload = decodeTokenPayload(api.session.getAccessToken());
  return isTokenTooOld(payload?.iat, Date.now()) ? 'expired' : 'inactivity';
}

/** Root of the signed-in routes: inactivity tracking, its dialog, and the shell's 4 s toasts. */
export function SessionRoot() {
  return (
    <>
      <SessionWatch
        settings={settings}
        deps={deps}
        title={t('expire_session.title')}
        message={(countdown) => t('expire_session.body', { 'mm:ss': countdown })}
        staySignedInLabel={t('expire_session.sign_in')}
        signOutLabel={t('expire_session.sign_out')}
        onLogout={() => logout({ clearAllStorage: true, reason: inactivityReason() })}
        // The session-refresh action: a fresh token set; a failure ends the session. (The
        // timers restart from the new lastActivityTime the kit's watch has just set.)
        onStaySignedIn={() => void api.auth.refreshToken().catch(() => logout())}
      />
      <Toaster duration={SHELL_TOAST_MS} />
      <Outlet />
    </>
  );
}
