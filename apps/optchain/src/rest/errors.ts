import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A gRPC-gateway error body: `{ code, message, details }` (code is the gRPC status code). */
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly grpcCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new RestError(404, 5, message);
export const badRequest = (message: string) => new RestError(400, 3, message);

export function restError(c: Context, error: RestError) {
  return c.json({ code: error.grpcCode, message: error.message, details: [] }, error.status);
}

/** An error the SDK returns without a gRPC status: the gateway answers gRPC Unknown, HTTP 500. */
export const unknown = (message: string) => new RestError(500, 2, message);
