import { ContinueAs, LoginScreen } from '@optwallet/auth-web';
import { env } from '../config/env';
import { session } from '../lib/session';

/**
 * The shared sign-in, on the consent origin: it comes back to `returnTo` (the request); sign-up
 * and password reset live in wallet-web. Signed in to wallet-web in this browser, the person is
 * first offered "Continue as {name}" (auth-web's ContinueAs), unless a new sign-in is asked for.
 */
export function SignIn({
  returnTo,
  subtitle,
  identifierHint,
  oneTap = true,
}: {
  returnTo: string;
  subtitle: string;
  /** OpenID Connect login_hint: prefills the identifier, nothing more. */
  identifierHint?: string | undefined;
  /** False when the request asks for a new sign-in (prompt=login, max_age): no "Continue as". */
  oneTap?: boolean;
}) {
  const login = (
    <LoginScreen
      {...(identifierHint === undefined ? {} : { identifierHint })}
      session={session}
      returnTo={returnTo}
      subtitle={subtitle}
      signUpHref={`${env.VITE_WALLET_URL}/signup`}
      forgotPasswordHref={`${env.VITE_WALLET_URL}/forgot-password`}
    />
  );
  if (!oneTap) return login;
  return <ContinueAs session={session} returnTo={returnTo} subtitle={subtitle} signIn={login} />;
}
