import { isApiError } from '@optwallet/api-client';
import { toast } from '@optwallet/ui';
import { requestToaster } from '../components/deferred-toaster';

/** Puts a server message under a field: react-hook-form's `setError`, or a form's own setter. */
export type SetFieldError<F extends string> = (
  field: F,
  error: { type: 'server'; message: string },
) => void;

/**
 * Shows a failed call the way spec §8 words it: validation errors of fields the form has go under
 * those fields; anything else becomes an error toast with the client's message.
 */
export function showServerError<F extends string>(
  error: unknown,
  setError?: SetFieldError<F>,
  fields: readonly F[] = [],
): void {
  if (
    isApiError(error) &&
    setError &&
    error.validation &&
    typeof error.validation === 'object' &&
    !Array.isArray(error.validation)
  ) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.validation as Record<string, unknown>)) {
      const first: unknown = Array.isArray(messages) ? (messages as unknown[])[0] : undefined;
      if (typeof first === 'string' && (fields as readonly string[]).includes(field)) {
        setError(field as F, { type: 'server', message: first });
        placed = true;
      }
    }
    if (placed) return;
  }
  requestToaster();
  toast.error(
    isApiError(error) || error instanceof Error ? error.message : 'An unknown error occurred',
  );
}
