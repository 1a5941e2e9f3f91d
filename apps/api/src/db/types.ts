import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One query layer over either engine: PGlite (embedded) or a Postgres server (`pg`). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
