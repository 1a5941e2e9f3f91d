/** Where a sign-in started on /oauth or /oauth-consent goes back to; elsewhere `/`. */
export function returnToAfterSignIn(pathname: string, search: string): string {
  return pathname === '/oauth' || pathname === '/oauth-consent' ? `${pathname}${search}` : '/';
}
