import { sessionStore } from '@optwallet/auth-web';
import type { AppRoute } from './lib/router/app-route';
import { pagesFor } from './lib/router/match';
import { loadSignedInApp, loadSignedOutApp } from './app/routes/sets';
import { signedInRoutes } from './app/routes/signed-in';
import { signedOutRoutes } from './app/routes/signed-out';

/*
 * The first script of index.html, about 5 KiB with both route tables: it starts loading the
 * chunks of the route being opened (its route set, its screen and everything they import, as
 * modulepreloads and CSS) while the browser is still fetching React and the app; without it a
 * screen's chunks are asked for only once the app has run. The app then finds those modules
 * loaded. Both tables are here, not fetched on demand: a signed-in first load would otherwise
 * wait one more round trip before it knows what to preload.
 */
const ignore = () => undefined; // a failure shows when the app itself loads the chunk

function preload(routes: readonly AppRoute[]) {
  for (const load of pagesFor(routes, window.location.pathname)) void load().catch(ignore);
}

if (sessionStore.getAccessToken()) {
  void loadSignedInApp().catch(ignore);
  preload(signedInRoutes);
} else {
  void loadSignedOutApp().catch(ignore);
  preload(signedOutRoutes);
}
