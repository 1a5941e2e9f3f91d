// What both web apps share (ARCHITECTURE.md, "the web apps' shared flow"): listed by name.

// The bootstrap: environment, entry, splash, toaster, server state.
export { webEnv } from './config/env';
export type { WebEnv } from './config/env-schema.js';
export { startWebApp } from './components/start-web-app';
export { Splash } from './components/splash';
export { DeferredToaster, requestToaster } from './components/deferred-toaster';
export { queryClient, WithQueries } from './lib/query-client';
export { oneFailureText } from './lib/failure-text';
export { loadPasskeys } from './lib/load-passkeys';

// The session: where it lives, signed in or not, logout, the API client over it.
export { sessionStore } from './lib/session-store';
export { createAppSession } from './lib/app-session';
export type {
  AppSession,
  AppSessionOptions,
  LogoutOptions,
  ReplaceLocation,
} from './lib/app-session';
export type { SignOutReason } from './lib/logout-reason';
export { createWebApi } from './lib/web-api';
export { AppSessionWatch } from './components/app-session-watch';
export { useWebRecaptcha } from './lib/use-web-recaptcha';
export {
  clearPendingSignIn,
  keepCodeRequest,
  readPendingSignIn,
  savePendingSignIn,
} from './lib/pending-sign-in';
export type { PendingSignIn } from './lib/pending-sign-in';

// The sign-in flow: password, 2-step code, mailed link, reCAPTCHA.
export { CardScreen, SignOutButton, cardScreenStyles } from './components/card-screen';
export type { CardScreenProps } from './components/card-screen';
export { LoginScreen } from './features/sign-in/login-screen';
export type { LoginScreenProps } from './features/sign-in/login-screen';
export { VerifyOtpScreen } from './features/sign-in/verify-otp-screen';
export { MagicLoginScreen } from './features/sign-in/magic-login-screen';
export { MagicLinkSignedInScreen } from './features/sign-in/magic-link-signed-in';
export type { MagicLinkSignedInProps } from './features/sign-in/magic-link-signed-in';
export { LinkFailedPage } from './features/sign-in/link-failed-page';
export { SignedInLinkChoices, accountLabel } from './features/sign-in/signed-in-link';

// "Continue as {name}": the consent app's one-tap sign-in over the wallet app's session.
export { ContinueAs } from './features/continue-as/continue-as';
export type { ContinueAsProps } from './features/continue-as/continue-as';

// The consent screen of product §6 and /oauth.
export { ConsentScreen } from './features/consent/consent-screen';
export type { ConsentScreenProps } from './features/consent/consent-screen';
export { OAuthRoute } from './features/consent/oauth-route';
export type { OAuthRouteProps } from './features/consent/oauth-route';
export { asksForSignIn, withSignInDone } from './features/consent/consent-request';

// Connected apps: the one list, on the consent app's home and the wallet's Permissions page.
export { ConnectedAppsList } from './features/connected-apps/connected-apps-list';
export type { ConnectedAppsListProps } from './features/connected-apps/connected-apps-list';
