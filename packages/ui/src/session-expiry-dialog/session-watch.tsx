import type { SessionSettings } from '@optwallet/domain';
import { useEffect, useRef, useState } from 'react';
import { SessionExpiryDialog } from './session-expiry-dialog';
import { type InactivityDeps, useInactivitySession } from './use-inactivity-session';

export interface SessionWatchProps {
  settings: SessionSettings;
  deps: InactivityDeps;
  /** Title of the warning (catalogue key expire_session.title). */
  title: string;
  /** Body of the warning from the mm:ss countdown (expire_session.body). */
  message: (countdown: string) => string;
  staySignedInLabel: string;
  signOutLabel: string;
  /**
   * Ends the session, once. Every logout of this flow (countdown, idle or an old token on load,
   * sign out from the dialog) is the inactivity flow: product §4 clears all of local storage.
   */
  onLogout: () => void;
  /** The session-refresh action, run when the user stays signed in (product §4). */
  onStaySignedIn: () => void;
}

/**
 * Product §4 for a signed-in app: idle -> the session-expiry dialog -> logged out when the countdown
 * ends; a token over 24 hours old, or idle past limit plus warning, logs out on load.
 */
export function SessionWatch({
  settings,
  deps,
  title,
  message,
  staySignedInLabel,
  signOutLabel,
  onLogout,
  onStaySignedIn,
}: SessionWatchProps) {
  const { state, remainingSeconds, staySignedIn, signOut } = useInactivitySession(settings, deps);
  const [signingOut, setSigningOut] = useState(false);
  const loggedOut = useRef(false);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  const logoutOnce = () => {
    if (loggedOut.current) return;
    loggedOut.current = true;
    onLogoutRef.current();
  };

  useEffect(() => {
    if (state.status === 'loggedOut') logoutOnce();
  }, [state.status]);

  return (
    <SessionExpiryDialog
      // A fresh countdown each time the warning opens, from what is really left.
      key={state.status === 'warning' ? `warning-${state.lastActivityTime}` : 'closed'}
      open={state.status === 'warning'}
      title={title}
      seconds={Math.max(0, remainingSeconds)}
      message={message}
      staySignedInLabel={staySignedInLabel}
      signOutLabel={signOutLabel}
      signingOut={signingOut}
      onStaySignedIn={() => {
        staySignedIn();
        onStaySignedIn();
      }}
      onSignOut={() => {
        setSigningOut(true);
        signOut();
      }}
      onExpire={logoutOnce}
    />
  );
}
