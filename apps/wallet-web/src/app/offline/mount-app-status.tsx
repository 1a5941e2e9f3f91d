import { createRoot } from 'react-dom/client';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { AppStatus } from './app-status';
import styles from './app-status.module.css';
import { useOnline } from './use-online';

/** AppStatus fed by the browser: the connection, and the service worker's registration. */
function LiveAppStatus() {
  const online = useOnline();
  const {
    needRefresh: [updateWaiting, setUpdateWaiting],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <AppStatus
      online={online}
      updateWaiting={updateWaiting}
      // Activates the waiting worker; the page reloads once it controls it.
      onReload={() => updateServiceWorker(true)}
      // The new version then starts once every tab of the app has been closed.
      onLater={() => setUpdateWaiting(false)}
    />
  );
}

/** Registers the service worker and shows the notices, in a root of their own beside the app's. */
export function mountAppStatus() {
  const host = document.createElement('div');
  host.className = styles.host ?? '';
  document.body.append(host);
  createRoot(host).render(<LiveAppStatus />);
}
