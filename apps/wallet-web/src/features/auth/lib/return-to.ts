import { returnPathAfterSignIn } from '@optwallet/domain';

/**
 * Where a sign-in goes once done: back to /oauth or /oauth-consent when it started there, else to
 * the deep link /login carries (`?next=`, set on logout or on opening a signed-in screen signed
 * out), else `/`.
 */
export function returnToAfterSignIn(pathname: string, search: string): string {
  return pathname === '/oauth' || pathname === '/oauth-consent'
    ? `${pathname}${search}`
    : returnPathAfterSignIn(search);
}
