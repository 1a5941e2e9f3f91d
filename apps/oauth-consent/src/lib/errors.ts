import { isApiError } from '@optwallet/api-client';

/** The text spec §8 gives a failed call (the api-client already applies the rules). */
export function errorText(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : 'An unknown error occurred';
}

/** The first message a 422 names for `field`, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (
    !isApiError(error) ||
    !error.validation ||
    typeof error.validation !== 'object' ||
    Array.isArray(error.validation)
  )
    return undefined;
  const messages = (error.validation as Record<string, unknown>)[field];
  const first: unknown = Array.isArray(messages) ? (messages as unknown[])[0] : undefined;
  return typeof first === 'string' ? first : undefined;
}
