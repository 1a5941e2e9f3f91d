import { LoginScreen } from '@optwallet/auth-web';
import { env } from '../config/env';
import { session } from '../lib/session';

/**
 * The shared sign-in, on the consent origin: it comes back to `returnTo` (the request); sign-up
 * and password reset live in wallet-web.
 */
export function SignIn({
  returnTo,
  subtitle,
  identifierHint,
}: {
  returnTo: string;
  subtitle: string;
  /** OpenID Connect login_hint: prefills the identifier, nothing more. */
  identifierHint?: string | undefined;
}) {
  return (
    <LoginScreen
      {...(identifierHint === undefined ? {} : { identifierHint })}
      session={session}
      returnTo={returnTo}
      subtitle={subtitle}
      signUpHref={`${env.VITE_WALLET_URL}/signup`}
      forgotPasswordHref={`${env.VITE_WALLET_URL}/forgot-password`}
    />
  );
}
