import { STAFF_ROLES } from '@optwallet/domain';
import { forbidden } from '../../lib/errors';
import type { Deps } from '../../deps';
import { consumeLink, createLink } from '../../lib/codes';
import { findUserById, rolesOf } from '../identity';
import type { UserRow } from '../identity';

/**
 * The admin entry (product §2 shell): the app trades its access token for a code that opens the
 * admin login-by-session page once. A code is a single-use link token (hashed at rest), so the
 * address it travels in (browser history, proxy and server logs) opens nothing after its first
 * use or its minute.
 */
const ADMIN_CODE_TTL_SECONDS = 60;

/** The staff roles (product §6) a user holds; none means no admin entry. */
async function staffRolesOf(deps: Deps, userId: string): Promise<string[]> {
  const roles = await rolesOf(deps.db, userId);
  return roles.filter((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** A fresh code for a staff user (403 for anyone else). */
export async function issueAdminCode(deps: Deps, userId: string) {
  if ((await staffRolesOf(deps, userId)).length === 0) {
    throw forbidden('Your account has no staff role.');
  }
  const code = await createLink(deps, userId, 'admin_session', ADMIN_CODE_TTL_SECONDS * 1000);
  return { code, expires_in: ADMIN_CODE_TTL_SECONDS };
}

export type AdminEntry =
  { kind: 'staff'; user: UserRow; roles: string[] } | { kind: 'invalid' } | { kind: 'not_staff' };

/** Spends a code: the staff user it opens the console for, once, while the code is fresh. */
export async function openAdminCode(deps: Deps, code: string): Promise<AdminEntry> {
  const userId = await consumeLink(deps, code, 'admin_session');
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) return { kind: 'invalid' };
  // The role is checked again: it may have been taken away since the code was issued.
  const roles = await staffRolesOf(deps, user.id);
  return roles.length > 0 ? { kind: 'staff', user, roles } : { kind: 'not_staff' };
}
