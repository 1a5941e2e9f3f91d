import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Deps } from '../deps';

/**
 * The server's timed work, in one list (the chain followers and indexers, request expiry, reward
 * refreshes, pruning): each job has a name and a schedule, runs on one replica at a time (the
 * holder of its lease in `job_leases`, taken over by another replica once it lapses), and leaves
 * its last run, lag and error where GET /health shows them. `main.ts` starts the list; nothing
 * else starts a loop.
 */
export interface Job {
  name: string;
  /** The pause after a run before the next. */
  everyMs: number;
  /**
   * One run. A follower's run passes until it is caught up. Answers how far behind its source it
   * left the job (ms), when it knows.
   */
  run(): Promise<{ lagMs?: number } | void>;
}

export interface JobList {
  stop(): Promise<void>;
}

/** This process, as a lease holder. */
const HOLDER = randomBytes(8).toString('hex');

/** A lease outlives a few runs, so a replica that stops is replaced within seconds. */
const leaseMs = (job: Job) => Math.max(10_000, job.everyMs * 3);

/** A job's last run is written at most this often while nothing changes (its row, not a log). */
const RECORD_EVERY_MS = 5_000;

/** What this process knows of one job's lease and of what it last wrote. */
interface Held {
  holder: string;
  until: number;
  recordedAt: number;
  failing: boolean;
}

/**
 * Takes or renews the job's lease (one statement) when it is not held or half spent: held by
 * this process, or lapsed. Answers whether this replica runs the job now.
 */
async function lease(deps: Deps, job: Job, held: Held): Promise<boolean> {
  const now = Date.now();
  if (held.until - now > leaseMs(job) / 2) return true;
  const rows = await queryRows(
    deps.db,
    sql`INSERT INTO job_leases (name, holder, expires_at) VALUES (${job.name}, ${held.holder}, ${now + leaseMs(job)})
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE job_leases.holder = excluded.holder OR job_leases.expires_at < ${now}
      RETURNING name`,
  );
  held.until = rows.length > 0 ? now + leaseMs(job) : 0;
  return rows.length > 0;
}

/** The run's outcome in the job's row: a failure, a recovery, or every RECORD_EVERY_MS. */
async function record(
  deps: Deps,
  job: Job,
  held: Held,
  outcome: { lagMs?: number } | { error: unknown },
) {
  const now = Date.now();
  const failing = 'error' in outcome;
  if (failing === held.failing && now - held.recordedAt < RECORD_EVERY_MS) return;
  held.failing = failing;
  held.recordedAt = now;
  if ('error' in outcome) {
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await deps.db.execute(
      sql`UPDATE job_leases SET last_run_at = ${now}, runs = runs + 1,
        last_error = ${message.slice(0, 500)} WHERE name = ${job.name} AND holder = ${held.holder}`,
    );
    return;
  }
  await deps.db.execute(
    sql`UPDATE job_leases SET last_run_at = ${now}, last_success_at = ${now}, runs = runs + 1,
      last_error = NULL, lag_ms = ${outcome.lagMs ?? null} WHERE name = ${job.name} AND holder = ${held.holder}`,
  );
}

/**
 * Runs every job on its schedule, each on the replica that holds its lease. `holder` names this
 * replica (a process's own by default; tests start two in one process).
 */
export function startJobs(deps: Deps, jobs: readonly Job[], holder = HOLDER): JobList {
  let stopped = false;
  const wakes = new Set<() => void>();
  const loops = jobs.map(async (job) => {
    const held: Held = { holder, until: 0, recordedAt: 0, failing: false };
    while (!stopped) {
      try {
        if (await lease(deps, job, held)) {
          try {
            await record(deps, job, held, (await job.run()) ?? {});
          } catch (error) {
            deps.logger.warn({ err: error, job: job.name }, 'job run failed');
            await record(deps, job, held, { error });
          }
        }
      } catch (error) {
        // The lease itself failed (the database is away): the next tick asks again.
        held.until = 0;
        deps.logger.warn({ err: error, job: job.name }, 'job lease failed');
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, job.everyMs);
        function done() {
          clearTimeout(timer);
          wakes.delete(done);
          resolve();
        }
        wakes.add(done);
      });
    }
  });
  return {
    async stop() {
      stopped = true;
      for (const wake of [...wakes]) wake();
      await Promise.all(loops);
      // Another replica takes the jobs over at once instead of after the lease.
      await deps.db
        .execute(sql`UPDATE job_leases SET expires_at = 0 WHERE holder = ${holder}`)
        .catch(() => undefined);
    },
  };
}

/** Every job's last run, as GET /health shows it. */
export async function jobStatuses(deps: Pick<Deps, 'db'>) {
  const rows = await queryRows<{
    name: string;
    last_run_at: unknown;
    last_success_at: unknown;
    lag_ms: unknown;
    last_error: string | null;
    expires_at: unknown;
  }>(
    deps.db,
    sql`SELECT name, last_run_at, last_success_at, lag_ms, last_error, expires_at
      FROM job_leases ORDER BY name`,
  );
  const iso = (value: unknown) => (value === null ? null : new Date(Number(value)).toISOString());
  return rows.map((row) => ({
    name: row.name,
    lastRunAt: iso(row.last_run_at),
    lastSuccessAt: iso(row.last_success_at),
    lagMs: row.lag_ms === null ? null : Number(row.lag_ms),
    failing: row.last_error !== null,
    error: row.last_error,
    leased: Number(row.expires_at) > Date.now(),
  }));
}
