import { returnablePath } from '@optwallet/domain';

/*
 * Where a person was going when the account guard sent them to onboarding or wallet setup (a
 * payment link, an invite, any deep link): kept for this tab, so that finishing setup leads
 * there rather than to the dashboard. Deep links already survive sign-in (`/login?next=`);
 * this carries them over the steps that come after it.
 */

const KEY = 'optwallet.return_path';

/** Keeps `path` (path and query) when it is a deep link of this app; landing paths are not kept. */
export function keepReturnPath(path: string): void {
  const kept = returnablePath(path);
  if (kept !== null) sessionStorage.setItem(KEY, kept);
}

/** The kept path, still kept. */
export function keptReturnPath(): string | null {
  return sessionStorage.getItem(KEY);
}

/** The kept path, now forgotten (it is where the person goes next). */
export function takeReturnPath(): string | null {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return kept;
}
