import { validatePassword, validatePasswordConfirmation } from '@optwallet/domain';
import { HttpError } from '../../lib/errors';

/** Server-side check of the §5 password rules: the same functions and texts as the forms. */
export function assertPasswordRules(password: string, confirmation: string): void {
  const errors: Record<string, string[]> = {};
  const passwordError = validatePassword(password);
  const confirmationError = validatePasswordConfirmation(password, confirmation);
  if (passwordError) errors.password = [passwordError.message];
  if (confirmationError) errors.password_confirmation = [confirmationError.message];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, { errors });
}
