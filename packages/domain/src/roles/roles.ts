import { STAFF_ROLES } from '../constants';

/** Any of Admin, Compliance Officer, Customer Support, Operations Staff (product §6). */
export function isStaff(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** Product §2: the Admin entry shows only to staff who have a wallet. */
export function canSeeAdmin(
  user: { readonly roles?: readonly string[] | null } | null | undefined,
  hasWallet: boolean,
): boolean {
  return hasWallet && isStaff(user?.roles);
}
