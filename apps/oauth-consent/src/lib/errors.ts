import { failureDisplay } from '@optwallet/domain';

/**
 * The one text a failed call shows (domain's `failureDisplay`): the message of one of `fields`
 * when the server named it, 'Something Went Wrong!' for any other 422, else the client's spec §8
 * text. Forms with several fields read `failureDisplay` themselves.
 */
export function errorText(error: unknown, fields: readonly string[] = []): string {
  const shown = failureDisplay(error, fields);
  if (shown.kind === 'message') return shown.message;
  return (
    fields.map((field) => shown.messages[field]).find((message) => message !== undefined) ?? ''
  );
}
