import { translate } from '../catalogue/catalogue';

/**
 * Where a form says that a call failed. `fields`: a 422's (or 409's) messages for the fields the
 * form shows, each under its field. `message`: one text for the whole form (a toast or the form's
 * error): a 422 that names no field of the form, or none at all, is the catalogue's
 * 'Something Went Wrong!', since nothing on screen could be corrected; a wrong one-time code (the
 * server's 401 'Invalid Auth Code') says so in words; any other failure is the client's product §8
 * text. A failure is never silent.
 */
export type FailureDisplay<F extends string> =
  | { readonly kind: 'fields'; readonly messages: Readonly<Partial<Record<F, string>>> }
  | { readonly kind: 'message'; readonly message: string };

/** The first message a failure's validation data gives `field`, if any. */
export function failureFieldMessage(failure: unknown, field: string): string | undefined {
  const validation = (failure as { validation?: unknown } | null)?.validation;
  if (!validation || typeof validation !== 'object' || Array.isArray(validation)) return undefined;
  const messages = (validation as Record<string, unknown>)[field];
  const first: unknown = Array.isArray(messages) ? (messages as unknown[])[0] : undefined;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/**
 * `failure`: what a call threw (the api-client's ApiError carries `status`, `message` and
 * `validation`; any Error its `message`); `fields`: the fields the form shows, by their wire names.
 */
export function failureDisplay<F extends string>(
  failure: unknown,
  fields: readonly F[],
): FailureDisplay<F> {
  const messages: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = failureFieldMessage(failure, field);
    if (message !== undefined) messages[field] = message;
  }
  if (Object.keys(messages).length > 0) return { kind: 'fields', messages };
  const { status, message } = (failure ?? {}) as { status?: unknown; message?: unknown };
  if (status === 422) return { kind: 'message', message: translate('error.something_went_wrong') };
  // The server's wrong-code text is what the §8 401 rule matches (no refresh); people read this.
  if (status === 401 && message === translate('error.invalid_auth_code'))
    return { kind: 'message', message: translate('error.wrong_code') };
  if (failure instanceof Error && typeof message === 'string' && message !== '')
    return { kind: 'message', message };
  return { kind: 'message', message: translate('error.unknown') };
}
