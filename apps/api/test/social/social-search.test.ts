import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { endpoints } from '@optwallet/contract';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../src/config/env';
import { PGLITE_EXTENSIONS, migrationsFolder, queryRows } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { searchContacts } from '../../src/modules/social/service';
import { freshPostgres } from '../support/api-process';
import { type Harness, createHarness, onboarded, send } from '../support/harness';

/**
 * Contact search's kept lists (`contact_search`, migration 0022): the search walks the rarest
 * trigram of the query in username order, so the lists must follow every write of a username
 * or a name, and the page must be the first 20 matches by username whichever list is walked.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.clock.advance(61 * 60_000);
});

const person = (username: string | null, first: string, last: string, confirmed = true) => ({
  id: `qs-${username ?? `${first}-${last}`}`.toLowerCase(),
  username,
  email: confirmed ? `${username ?? first}.${last}@example.com`.toLowerCase() : null,
  pendingEmail: confirmed ? null : `${username ?? first}.${last}@example.com`.toLowerCase(),
  firstName: first,
  lastName: last,
});

async function found(viewerId: string, query: string) {
  const answer = await searchContacts(h.deps.db, viewerId, query);
  return Array.isArray(answer) ? answer.map((u) => u.username ?? u.id) : answer;
}

/** Rows the lists hold that a person's username and name do not give, and those missing. */
const DRIFT = `SELECT (SELECT count(*)::int FROM (
    SELECT trgm, username, user_id FROM contact_search
    EXCEPT SELECT t, u.username, u.id FROM users u,
      contact_search_person(u.username, u.first_name, u.last_name) t) x) AS extra,
  (SELECT count(*)::int FROM (
    SELECT t, u.username, u.id FROM users u,
      contact_search_person(u.username, u.first_name, u.last_name) t
    EXCEPT SELECT trgm, username, user_id FROM contact_search) x) AS missing,
  (SELECT count(*)::int FROM contact_search) AS total`;

async function listsDrift() {
  const [row] = await queryRows<{ extra: number; missing: number }>(h.deps.db, sql.raw(DRIFT));
  const [copies] = await queryRows<{ dupes: number }>(
    h.deps.db,
    sql`SELECT count(*)::int - count(DISTINCT (trgm, username, user_id))::int AS dupes
      FROM contact_search`,
  );
  return { extra: row?.extra, missing: row?.missing, dupes: copies?.dupes };
}

describe('contact search lists', () => {
  it('follow sign-ups, onboarding, renames, name changes and deletes', async () => {
    const me = await onboarded(h, 'qs_keeper');
    const friend = await onboarded(h, 'qs_oldname', ['Marguerite', 'Oakhollow']);
    expect(await found(me.id, 'oldname')).toEqual(['qs_oldname']);
    expect(await found(me.id, 'gueri')).toEqual(['qs_oldname']);

    // A new username through the onboarding form (the same route renames).
    const renamed = await send(h, endpoints.onboardUser, {
      token: friend.token,
      body: {
        first_name: 'Marguerite',
        last_name: 'Oakhollow',
        username: 'qs_newhandle',
        country: 'DE',
        platform_type: 'payments',
      },
    });
    expect(renamed.status).toBe(200);
    expect(await found(me.id, 'oldname')).toBe('No contacts found');
    expect(await found(me.id, 'newhandle')).toEqual(['qs_newhandle']);
    expect(await found(me.id, 'gueri')).toEqual(['qs_newhandle']);

    // A new name through the profile form.
    const profile = await send(h, endpoints.updateProfile, {
      token: friend.token,
      body: { first_name: 'Philippa', last_name: 'Oakhollow', bio: '', country: 'DE' },
    });
    expect(profile.status).toBe(200);
    expect(await found(me.id, 'gueri')).toBe('No contacts found');
    expect(await found(me.id, 'lippa oak')).toEqual(['qs_newhandle']);

    // Any writer: a plain update of several people, a person without a username, a delete.
    await h.deps.db.insert(users).values([person(null, 'Quillon', 'Nobodyhandle')]);
    await h.deps.db
      .update(users)
      .set({ lastName: sql`${users.lastName} || 'ex'` })
      .where(sql`${users.id} in ('qs-quillon-nobodyhandle', ${friend.id})`);
    expect(await found(me.id, 'akhollowex')).toEqual(['qs_newhandle']);
    expect(await found(me.id, 'bodyhandleex')).toEqual(['qs-quillon-nobodyhandle']);
    await h.deps.db.delete(users).where(eq(users.id, 'qs-quillon-nobodyhandle'));
    expect(await found(me.id, 'bodyhandle')).toBe('No contacts found');

    expect(await listsDrift()).toEqual({ extra: 0, missing: 0, dupes: 0 });
  });

  it('answers the first 20 by username whichever trigram is the rarest', async () => {
    const me = await onboarded(h, 'qs_orderer');
    // "qzz" is in every one of these; "zzr" only in the late ones; "rvy" in all of the names.
    const early = Array.from({ length: 23 }, (_, i) => `aqzzr${String(i).padStart(2, '0')}`);
    const late = Array.from({ length: 23 }, (_, i) => `zqzzr${String(i).padStart(2, '0')}`);
    const decoys = Array.from({ length: 30 }, (_, i) => `bqzzx${String(i).padStart(2, '0')}`);
    await h.deps.db.insert(users).values([
      ...[...late, ...decoys, ...early].map((u) => person(u, 'Test', 'Harvey')),
      // Found by the name only, with no username: sorts after every username.
      person(null, 'Qzzrina', 'Harvey'),
      // Holds "qzz" and "zzr" but not "qzzr" (the trigrams in the username and the name).
      person('mqzzmid', 'Zzrowan', 'Harvey'),
      // Not confirmed: no one yet.
      person('aqzzr00a', 'Test', 'Harvey', false),
    ]);
    expect(await found(me.id, 'qzzr')).toEqual(early.slice(0, 20));
    expect(await found(me.id, 'zqzzr')).toEqual(late.slice(0, 20));
    expect(await found(me.id, 'QZZRINA')).toEqual(['qs-qzzrina-harvey']);
    expect(await found(me.id, 'qzzx1')).toEqual(decoys.slice(10, 20));
    // Every 21st+ match is past the page: the last ones ask for the tail of the list.
    expect(await found(me.id, 'zqzzr2')).toEqual(['zqzzr20', 'zqzzr21', 'zqzzr22']);
    expect(await found(me.id, 'qzzrowan')).toBe('No contacts found');
    expect(await found(me.id, 'zzrowan')).toEqual(['mqzzmid']);
  });

  it('adds an exact email or phone beside the substring matches, once, in username order', async () => {
    const me = await onboarded(h, 'qs_mailer');
    await h.deps.db
      .insert(users)
      .values([person('qs_target', 'Tess', 'Target'), person('qs_other', 'Otto', 'Other')]);
    // The exact value beside the walk (no name holds it); part of it finds no one.
    expect(await found(me.id, 'qs_target.target@example.com')).toEqual(['qs_target']);
    expect(await found(me.id, 'qs_other.other@example.com')).toEqual(['qs_other']);
    expect(await found(me.id, '.other@example.com')).toBe('No contacts found');
  });

  it('works through the route, hiding blocked people', async () => {
    const me = await onboarded(h, 'qs_blocker');
    const them = await onboarded(h, 'qs_blockee', ['Bartholomew', 'Quince']);
    const search = async () => {
      const res = await send(h, endpoints.searchContacts, {
        token: me.token,
        params: { query: 'tholomew' },
      });
      return Array.isArray(res.data) ? res.data.map((u) => u.username) : res.data;
    };
    expect(await search()).toEqual(['qs_blockee']);
    await send(h, endpoints.block, { token: me.token, params: { id: them.id } });
    expect(await search()).toBe('No contacts found');
  });
});

/** The migrations before 0022, as a folder of their own. */
function migrationsBefore0022(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'optwallet-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 22);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const EXISTING_PEOPLE = `INSERT INTO users (id, email, username, first_name, last_name)
  SELECT 'mig_' || i, 'mig' || i || '@example.com',
    CASE WHEN i % 5 <> 0 THEN 'Mig_User' || i END,
    CASE WHEN i % 3 <> 0 THEN 'Ëlise' END, CASE WHEN i % 4 <> 0 THEN 'O''Brien-' || i END
  FROM generate_series(1, 60) i`;

describe('migration 0022', () => {
  it('fills the lists of a database that already holds people', async () => {
    const before = migrationsBefore0022();
    const serverUrl = testDatabaseUrl();
    try {
      let drift: unknown;
      if (!serverUrl) {
        const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
        await client.waitReady;
        const db = drizzlePglite(client);
        await migratePglite(db, { migrationsFolder: before });
        await client.exec(EXISTING_PEOPLE);
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
        drift = (await client.query(DRIFT)).rows[0];
        await client.close();
      } else {
        const fresh = await freshPostgres(serverUrl);
        const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
        try {
          const db = drizzlePg(pool);
          await migratePg(db, { migrationsFolder: before });
          await pool.query(EXISTING_PEOPLE);
          await migratePg(db, { migrationsFolder: migrationsFolder() });
          drift = (await pool.query(DRIFT)).rows[0];
        } finally {
          await pool.end();
          await fresh.drop();
        }
      }
      expect(drift).toMatchObject({ extra: 0, missing: 0 });
      expect((drift as { total: number }).total).toBeGreaterThan(60 * 10);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
