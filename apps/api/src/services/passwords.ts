import { PASSWORD_MIN_LENGTH } from '@optwallet/domain';
import { HttpError } from '../lib/errors';

/** Spec §5: the special characters a password needs at least one of. */
const SPECIAL = `!@#$%^&*()+=.[]{}_<>;:'"\\|,?/-`;

/** Server-side check of the §5 password rules (the client checks the same before sending). */
export function assertPasswordRules(password: string, confirmation: string): void {
  const errors: Record<string, string[]> = {};
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) {
    errors.password = [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`];
  } else if (![...password].some((ch) => SPECIAL.includes(ch))) {
    errors.password = ['Password must contain at least one special character'];
  }
  if (confirmation !== password) errors.password_confirmation = ['Passwords must match'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, { errors });
}
