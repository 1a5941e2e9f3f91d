import { base64 } from '@scure/base';
import type { Context } from 'hono';
import { paginate, PaginationError, type Page, type PageRequest } from '../query/paginate';
import { badRequest } from './errors';

/** A `pagination.key` as gRPC-gateway reads bytes: standard or URL-safe base64, padding optional. */
function keyOf(text: string | undefined): Uint8Array {
  if (!text) return new Uint8Array();
  const standard = text.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  try {
    return base64.decode(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  } catch {
    throw badRequest(`invalid pagination.key ${text}`);
  }
}

function uint(text: string | undefined, name: string): bigint {
  if (text === undefined || text === '') return 0n;
  if (!/^\d{1,19}$/.test(text)) throw badRequest(`invalid ${name} ${text}`);
  return BigInt(text);
}

function bool(text: string | undefined, name: string): boolean {
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  throw badRequest(`invalid ${name} ${text}`);
}

/** The `pagination.*` query parameters of an SDK list endpoint. */
function pageRequestOf(query: (name: string) => string | undefined): PageRequest {
  return {
    key: keyOf(query('pagination.key')),
    offset: uint(query('pagination.offset'), 'pagination.offset'),
    limit: uint(query('pagination.limit'), 'pagination.limit'),
    countTotal: bool(query('pagination.count_total'), 'pagination.count_total'),
    reverse: bool(query('pagination.reverse'), 'pagination.reverse'),
  };
}

/** PageResponse as JSON: `next_key` base64 or null on the last page, `total` a string. */
export const pageJson = (page: Page<unknown>) => ({
  next_key: page.nextKey.length > 0 ? base64.encode(page.nextKey) : null,
  total: page.total.toString(),
});

/** One page of a list, as the request's `pagination.*` parameters ask (the first 100 without). */
export function pageOf<T>(c: Context, all: readonly T[], keyOf: (item: T) => string): Page<T> {
  try {
    return paginate(
      all,
      keyOf,
      pageRequestOf((name) => c.req.query(name)),
    );
  } catch (error) {
    if (error instanceof PaginationError) throw badRequest(error.message);
    throw error;
  }
}
