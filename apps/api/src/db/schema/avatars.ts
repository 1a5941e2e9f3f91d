import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Postgres bytea as a Buffer (node-postgres answers Buffer, PGlite Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Profile photos: one per user, re-encoded by the server (metadata stripped), served by content
 * hash at /api/avatars/{sha256}.{png|jpg} so a URL never changes meaning and caches forever.
 */
export const avatars = pgTable(
  'avatars',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('avatars_sha256_idx').on(t.sha256)],
);
