/** A failure the caller should see as-is: status and `{ message, error?, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503 | 504,
    message: string,
    readonly extra: { error?: string; errors?: Record<string, string[]> } = {},
    /** Response headers, e.g. Retry-After of a lockout. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

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

/**
 * The error codes of the token, revocation and introspection endpoints (RFC 6749 §5.2, RFC 7009
 * §2.2.1) this server answers.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_token_type';

/**
 * A token endpoint failure as RFC 6749 §5.2 writes it: `{ error, error_description }`, never
 * cached. OAuth client libraries read this shape, not the `{ message, errors }` of the rest of
 * the API. The status is the request's (`oauthErrorStatus`).
 */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * RFC 6749 §5.2: 400, except invalid_client to a client that authenticated with the
 * Authorization header, which hears 401 and a WWW-Authenticate challenge. A public client (PKCE,
 * client_id in the body) is not challenged: certified libraries (oauth4webapi) would take a 401
 * for a request to authenticate instead of reading the error.
 */
export function oauthErrorStatus(error: OAuthError, sentAuthorization: boolean): 400 | 401 {
  return error.error === 'invalid_client' && sentAuthorization ? 401 : 400;
}

/** Postgres refused a duplicate (SQLSTATE 23505), directly or as the cause of a failed query. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value !== null && typeof value === 'object' ? (value as { code?: unknown }).code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}

/** A read that found no wallet of this user: someone else's answers like a missing one. */
export function walletNotFound() {
  return notFound('Wallet not found');
}
