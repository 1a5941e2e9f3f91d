import { DEFAULT_SESSION_SETTINGS, translate } from '@optwallet/domain';
import type { SessionSettings } from '@optwallet/domain';
import { type InactivityDeps, SessionExpiryDialog, useInactivitySession } from '@optwallet/ui';
import { useEffect, useRef, useState } from 'react';
import { env } from '../../config/env';
import { api } from '../../lib/api';
import { logout } from '../../lib/session';

const settings: SessionSettings = { ...DEFAULT_SESSION_SETTINGS, inactivityMinutes: env.VITE_INACTIVITY_MINUTES };

const deps: InactivityDeps = {
  getAccessToken: () => api.session.getAccessToken(),
  getLastActivityTime: () => api.session.getLastActivityTime(),
  setLastActivityTime: (ms) => api.session.setLastActivityTime(ms),
};

/**
 * Spec §4 on the consent origin: idle -> the session-expiry dialog -> logged out (all of local
 * storage) when the countdown ends; a token over 24 hours old or idle past limit plus warning
 * logs out on load. Staying signed in refreshes the session; a failed refresh ends it.
 */
export function SessionWatch() {
  const { state, remainingSeconds, staySignedIn, signOut } = useInactivitySession(settings, deps);
  const [signingOut, setSigningOut] = useState(false);
  const loggedOut = useRef(false);

  useEffect(() => {
    if (state.status !== 'loggedOut' || loggedOut.current) return;
    loggedOut.current = true;
    logout({ clearAllStorage: true });
  }, [state.status]);

  return (
    <SessionExpiryDialog
      key={state.status === 'warning' ? `warning-${state.lastActivityTime}` : 'closed'}
      open={state.status === 'warning'}
      title={translate('expire_session.title')}
      seconds={Math.max(0, remainingSeconds)}
      message={(countdown) => translate('expire_session.body', { 'mm:ss': countdown })}
      staySignedInLabel={translate('expire_session.sign_in')}
      signOutLabel={translate('expire_session.sign_out')}
      signingOut={signingOut}
      onStaySignedIn={() => {
        staySignedIn();
        api.auth.refreshToken().catch(() => logout());
      }}
      onSignOut={() => {
        setSigningOut(true);
        signOut();
      }}
      onExpire={() => {
        if (loggedOut.current) return;
        loggedOut.current = true;
        logout({ clearAllStorage: true });
      }}
    />
  );
}
