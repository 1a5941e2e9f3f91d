let started = false;

/**
 * Starts the installed app's support (the service worker's registration, the offline and update
 * notices: ./mount-app-status.tsx) once the page has loaded and painted, when the browser is idle: none
 * of it is on a route's first load, so /login's budget pays only for these lines. Once per page.
 */
export function startAfterFirstPaint() {
  if (started) return;
  started = true;
  const start = () => {
    // Offline with nothing cached there is no chunk to load: the page works on without notices.
    import('./mount-app-status')
      .then(({ mountAppStatus }) => mountAppStatus())
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
