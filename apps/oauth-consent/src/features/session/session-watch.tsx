import { DEFAULT_SESSION_SETTINGS, translate } from '@optwallet/domain';
import type { SessionSettings } from '@optwallet/domain';
import { type InactivityDeps, SessionWatch as KitSessionWatch } from '@optwallet/ui';
import { env } from '../../config/env';
import { api } from '../../lib/api';
import { logout } from '../../lib/session';

const settings: SessionSettings = {
  ...DEFAULT_SESSION_SETTINGS,
  inactivityMinutes: env.VITE_INACTIVITY_MINUTES,
};

const deps: InactivityDeps = {
  getAccessToken: () => api.session.getAccessToken(),
  getLastActivityTime: () => api.session.getLastActivityTime(),
  setLastActivityTime: (ms) => api.session.setLastActivityTime(ms),
};

/**
 * Spec §4 on the consent origin (the kit's SessionWatch): idle -> the session-expiry dialog ->
 * logged out, all of local storage, when the countdown ends. Staying signed in refreshes the
 * session; a failed refresh ends it.
 */
export function SessionWatch() {
  return (
    <KitSessionWatch
      settings={settings}
      deps={deps}
      title={translate('expire_session.title')}
      message={(countdown) => translate('expire_session.body', { 'mm:ss': countdown })}
      staySignedInLabel={translate('expire_session.sign_in')}
      signOutLabel={translate('expire_session.sign_out')}
      onLogout={() => logout({ clearAllStorage: true })}
      onStaySignedIn={() => {
        api.auth.refreshToken().catch(() => logout());
      }}
    />
  );
}
