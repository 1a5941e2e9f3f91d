import { createHash } from 'node:crypto';
import * as z from 'zod';
import { invalid } from '../../lib/errors';

/**
 * A position in the history's order (time, height DESC, rank ASC, seq DESC): the last row read.
 * The read statements take it as four parameters (read-statements.ts, afterCursor).
 */
export interface HistoryPosition {
  time: string;
  height: number;
  rank: number;
  seq: string;
}

const MAX_BIGINT = 9223372036854775807n;
const MAX_INT = 2_147_483_647;

/** Before the newest row: the largest time, height and seq (where the indexes start). */
export const BEFORE_NEWEST: HistoryPosition = {
  time: String(MAX_BIGINT),
  height: MAX_INT,
  rank: 0,
  seq: String(MAX_BIGINT),
};

/** The statement parameters of a position, in afterCursor's order. */
export function positionParams(position: HistoryPosition): unknown[] {
  return [position.time, position.height, position.rank, position.seq];
}

/** The position of a row the read statements returned (its time, height, rank and seq). */
export function positionOf(row: Record<string, unknown>): HistoryPosition {
  return {
    time: String(row.time),
    height: Number(row.height),
    rank: Number(row.rank),
    seq: String(row.seq),
  };
}

const CURSOR_VERSION = 1;
const INVALID_CURSOR = 'Cursor must be the nextCursor of the previous page of this list.';

/** A bigint column's value as the engine takes it: digits, at most the largest bigint. */
const bigintText = z
  .string()
  .regex(/^\d{1,19}$/)
  .refine((value) => BigInt(value) <= MAX_BIGINT);

/** What a cursor holds: [version, the page it leads to, its list, time, height, rank, seq]. */
const payloadSchema = z.tuple([
  z.literal(CURSOR_VERSION),
  z.number().int().min(2),
  z.string(),
  bigintText,
  z.number().int().min(0).max(MAX_INT),
  z.number().int().min(0).max(1),
  bigintText,
]);

/** Which list a cursor belongs to: the wallet, the page size and every filter. */
export interface CursorList {
  walletId: string;
  limit: number;
  type?: string | undefined;
  chainId?: string | undefined;
  symbol?: string | undefined;
  rewards?: string | undefined;
}

/** A short digest of the list, so a cursor of another list (or wallet) is refused. */
function listKey(list: CursorList): string {
  const key = JSON.stringify([
    list.walletId,
    list.limit,
    list.type ?? null,
    list.chainId ?? null,
    list.symbol ?? null,
    list.rewards ?? 'each',
  ]);
  return createHash('sha256').update(key).digest('base64url').slice(0, 16);
}

/**
 * The cursor of page `page` of `list`, after `position` (the last row of the page before it):
 * base64url JSON, opaque to callers.
 */
export function encodeCursor(list: CursorList, page: number, position: HistoryPosition): string {
  const payload = [
    CURSOR_VERSION,
    page,
    listKey(list),
    position.time,
    position.height,
    position.rank,
    position.seq,
  ];
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/**
 * The position a cursor of page `page` of `list` starts after. Anything else (not one this
 * server wrote, another list's or wallet's, another page's) is a 422 naming `cursor`.
 */
export function decodeCursor(cursor: string, list: CursorList, page: number): HistoryPosition {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('cursor', INVALID_CURSOR);
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) throw invalid('cursor', INVALID_CURSOR);
  const [, forPage, key, time, height, rank, seq] = parsed.data;
  if (forPage !== page || key !== listKey(list)) throw invalid('cursor', INVALID_CURSOR);
  return { time, height, rank, seq };
}
