import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * The timed work of the job list (src/jobs): one row per job, shared by every replica. The row is
 * the job's lease (`holder` until `expires_at`: the one replica that runs it; another takes it
 * over once it lapses) and its last run as staff and GET /health see it.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The replica that holds the lease (a random id per process). */
  holder: text('holder').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
  lastRunAt: epochMs('last_run_at'),
  lastSuccessAt: epochMs('last_success_at'),
  /** How far behind the job's source the last run left it (a follower: the chain's head). */
  lagMs: epochMs('lag_ms'),
  /** The last run's failure, cleared by a success. */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});
