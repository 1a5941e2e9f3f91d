/** What other modules may use of modules/identity (apps/api/README.md "Modules"). */
export { claimIdentifier, dropShell, findSignInAccount, isShell } from './identities';
export { countsOf } from './user-counts';
export {
  findUserById,
  findUserByIdOrUsername,
  findUserByIdentifier,
  hasBlocked,
  isBlockedEitherWay,
  requireUser,
  rolesOf,
} from './users';
export type { UserRow } from './users';
