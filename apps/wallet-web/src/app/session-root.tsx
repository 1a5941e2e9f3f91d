import { DEFAULT_SESSION_SETTINGS, SHELL_TOAST_MS } from '@optwallet/domain';
import type { SessionSettings } from '@optwallet/domain';
import { SessionWatch, Toaster } from '@optwallet/ui';
import { Outlet } from 'react-router';
import { env } from '../config/env';
import { useText } from '../i18n/use-text';
import { api } from '../lib/api';
import { logout } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';

const settings: SessionSettings = {
  ...DEFAULT_SESSION_SETTINGS,
  inactivityMinutes: env.VITE_INACTIVITY_MINUTES,
};

const deps = {
  getAccessToken: () => api.session.getAccessToken(),
  getLastActivityTime: () => api.session.getLastActivityTime(),
  setLastActivityTime: (ms: number) => api.session.setLastActivityTime(ms),
};

/** Root of the signed-in routes: inactivity tracking, its dialog, and the shell's 4 s toasts. */
export function SessionRoot() {
  const t = useText();
  return (
    <>
      <SessionWatch
        settings={settings}
        deps={deps}
        title={t('expire_session.title')}
        message={(countdown) => t('expire_session.body', { 'mm:ss': countdown })}
        staySignedInLabel={t('expire_session.sign_in')}
        signOutLabel={t('expire_session.sign_out')}
        onLogout={() => logout({ clearAllStorage: true })}
        onStaySignedIn={() => {
          useAuthStore.getState().toggleResetTime();
          // The session-refresh action: a fresh token set; a failure ends the session.
          api.auth.refreshToken().catch(() => logout());
        }}
      />
      <Toaster duration={SHELL_TOAST_MS} />
      <Outlet />
    </>
  );
}
