import { failureDisplay } from '@optwallet/domain';

/**
 * How a screen shows a failed call (domain's `failureDisplay`, product §8): the messages of
 * the fields it has, else one text for the form ('Something Went Wrong!' for a 422 it cannot
 * show, else the client's). Loaded with the first failure: it brings the spec's catalogue, which
 * the sign-in's first load does without.
 */
export function failureText<F extends string>(
  failure: unknown,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; form?: string } {
  const shown = failureDisplay(failure, fields);
  return shown.kind === 'fields' ? { fields: shown.messages } : { fields: {}, form: shown.message };
}

/** One text for a failure: a field's message when the server named one of `fields`, else the form's. */
export function oneFailureText(failure: unknown, fields: readonly string[] = []): string {
  const shown = failureText(failure, fields);
  return fields.map((field) => shown.fields[field]).find(Boolean) ?? shown.form ?? '';
}
