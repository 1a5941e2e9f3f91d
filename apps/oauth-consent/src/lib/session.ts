import { createAppSession } from '@optwallet/auth-web';
import { CONSENT_HOME } from './home';

/**
 * The consent origin's session (its own localStorage: users sign in here even when signed in to
 * wallet-web). A sign-in happens on the page that needs it (the request itself, Connected apps);
 * a logout keeps the address, so the request in it asks for a sign-in again.
 */
export const session = createAppSession({
  loadApi: () => import('./api').then((m) => m.api),
  signInPath: (returnTo) => (returnTo === '/' ? CONSENT_HOME : returnTo),
});
