import type { SessionSettings } from '@optwallet/domain';
import { type InactivityDeps, SessionExpiryDialog, useInactivitySession } from '@optwallet/ui';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/use-text';

export interface SessionManagerProps {
  settings: SessionSettings;
  deps: InactivityDeps;
  /** Ends the session; `clearAllStorage` for the inactivity flow (spec §4). */
  onLogout: (options: { clearAllStorage: boolean }) => void;
  /** The session-refresh action run when the user stays signed in (spec §4). */
  onStaySignedIn: () => void;
}

/** Tracks inactivity and shows the session-expiry dialog (spec §4, §8, §9). */
export function SessionManager({ settings, deps, onLogout, onStaySignedIn }: SessionManagerProps) {
  const t = useText();
  const { state, remainingSeconds, staySignedIn, signOut } = useInactivitySession(settings, deps);
  const [signingOut, setSigningOut] = useState(false);
  const loggedOut = useRef(false);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  useEffect(() => {
    if (state.status !== 'loggedOut' || loggedOut.current) return;
    loggedOut.current = true;
    // Every logout of this flow (countdown, idle on load, old token, sign out from the dialog)
    // is the inactivity flow: all of local storage goes (spec §4).
    onLogoutRef.current({ clearAllStorage: true });
  }, [state.status]);

  return (
    <SessionExpiryDialog
      // A fresh countdown each time the warning opens, from what is really left.
      key={state.status === 'warning' ? `warning-${state.lastActivityTime}` : 'closed'}
      open={state.status === 'warning'}
      title={t('expire_session.title')}
      seconds={Math.max(0, remainingSeconds)}
      message={(countdown) => t('expire_session.body', { 'mm:ss': countdown })}
      staySignedInLabel={t('expire_session.sign_in')}
      signOutLabel={t('expire_session.sign_out')}
      signingOut={signingOut}
      onStaySignedIn={() => {
        staySignedIn();
        onStaySignedIn();
      }}
      onSignOut={() => {
        setSigningOut(true);
        signOut();
      }}
      onExpire={() => {
        if (loggedOut.current) return;
        loggedOut.current = true;
        onLogoutRef.current({ clearAllStorage: true });
      }}
    />
  );
}
