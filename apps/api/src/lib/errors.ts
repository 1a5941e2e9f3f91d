/** A failure the caller should see as-is: status and `{ message, error?, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503,
    message: string,
    readonly extra: { error?: string; errors?: Record<string, string[]> } = {},
    /** Response headers, e.g. Retry-After of a lockout. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { errors: { [field]: [message] } } : {});
export const invalid = (field: string, message: string) =>
  new HttpError(422, message, { errors: { [field]: [message] } });
export const tooManyRequests = (
  message = 'Too many attempts. Please wait a few minutes and try again.',
  retryAfterSeconds?: number,
) =>
  new HttpError(
    429,
    message,
    {},
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
  );
