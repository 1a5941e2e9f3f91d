import { requestToaster } from '@optwallet/auth-web';
import { failureDisplay } from '@optwallet/domain';
import { toast } from '@optwallet/ui';

/** Puts a server message under a field: react-hook-form's `setError`, or a form's own setter. */
export type SetFieldError<F extends string> = (
  field: F,
  error: { type: 'server'; message: string },
) => void;

/**
 * Shows a failed call the way product §8 words it (domain's `failureDisplay`): validation errors of
 * fields the form has go under those fields; anything else is an error toast, 'Something Went
 * Wrong!' for a 422 the form cannot show (a field it does not have, or none), else the client's
 * message. Never silent.
 */
export function showServerError<F extends string>(
  error: unknown,
  setError?: SetFieldError<F>,
  fields: readonly F[] = [],
): void {
  const shown = failureDisplay(error, setError ? fields : []);
  if (shown.kind === 'fields') {
    for (const field of fields) {
      const message = shown.messages[field];
      if (message !== undefined) setError?.(field, { type: 'server', message });
    }
    return;
  }
  requestToaster();
  toast.error(shown.message);
}

/**
 * The setter of a form whose one input is its whole form (a search box, a photo picker, the code
 * boxes when they show no error of their own): the field's message in a toast.
 */
export const toastFieldError: SetFieldError<string> = (_field, { message }) => {
  requestToaster();
  toast.error(message);
};
