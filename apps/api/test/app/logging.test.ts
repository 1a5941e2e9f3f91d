import { Writable } from 'node:stream';
import { endpoints } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { prepared, runPrepared } from '../../src/db/prepared';
import { createLogger } from '../../src/lib/logger';
import {
  type Harness,
  PASSWORD,
  createHarness,
  lastMessage,
  send,
  signUp,
} from '../support/harness';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, createLogger('info', sink));
});
afterAll(() => h.close());

describe('request logs', () => {
  it('log each request with a request id, and never a password, code, token or link', async () => {
    const s = await signUp(h, 'logs@example.com');
    await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: 'logs@example.com', platform_type: 'payments' },
    });
    const { link, code } = await lastMessage(h, 'logs@example.com');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    await h.app.request(`/api/resetPassword?token=${token}`);
    const all = lines.join('');
    const requests = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(4);
    expect(requests.every((r) => typeof r.requestId === 'string' && r.requestId !== '')).toBe(true);
    for (const secret of [PASSWORD, s.token, s.refresh, token, code ?? 'no-code']) {
      expect(all).not.toContain(secret);
    }
  });

  it('redacts secret-looking keys if an object reaches a log call', () => {
    const before = lines.length;
    h.deps.logger.info(
      { password: 'hunter2!!', body: { mnemonic: 'abandon abandon' }, token: 'tkn' },
      'oops',
    );
    const line = lines.slice(before).join('');
    expect(line).not.toContain('hunter2!!');
    expect(line).not.toContain('abandon abandon');
    expect(line).not.toContain('tkn');
  });

  it('writes where a query failed but never the values bound to it', async () => {
    const before = lines.length;
    const secrets = ['victim@example.com', '$argon2id$v=19$m=19456,t=2,p=1$secret-hash'];
    // A failed query the way the unhandled-error log met one: drizzle's error repeats every
    // bound parameter, and the database's message quotes the value it could not read.
    const failure = await h.deps.db
      .execute(sql`select ${secrets[0]}::int, ${secrets[1]}::text`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    h.deps.logger.error({ err: failure, path: '/api/register' }, 'unhandled error');
    const line = lines.slice(before).join('');
    for (const secret of secrets) expect(line).not.toContain(secret.slice(0, 20));
    const logged = JSON.parse(line) as { err: { query: string; cause: { code: string } } };
    expect(logged.err.query).toBe('select $1::int, $2::text');
    expect(logged.err.cause.code).toBe('22P02');
  });

  it('writes a failed prepared statement as its name and SQLSTATE, never the values bound to it', async () => {
    // The transfer the fuzz found: addresses, a memo and an amount beyond numeric(78, 0).
    const values = ['opt1sender', '0xReceiver', 'a private memo', '1'.repeat(90)];
    const statement = prepared(
      'logging_test_overflow',
      `SELECT $1::text AS sender, $2::text AS receiver, $3::text AS memo,
        $4::numeric(78, 0) AS amount`,
    );
    const failureOf = (work: Promise<unknown>) =>
      work.then(
        () => undefined,
        (error: unknown) => error,
      );
    // Prepared on the engine's session, and through drizzle inside a transaction.
    const failures = [
      await failureOf(runPrepared(h.deps.db, statement, values)),
      await failureOf(
        h.deps.db.transaction((tx) => runPrepared(tx as unknown as Db, statement, values)),
      ),
    ];
    for (const failure of failures) {
      const before = lines.length;
      h.deps.logger.error({ err: failure, path: '/api/wallets/w/transfer' }, 'unhandled error');
      const line = lines.slice(before).join('');
      for (const value of values) expect(line).not.toContain(value.slice(0, 12));
      const logged = JSON.parse(line) as { err: Record<string, unknown> };
      expect(logged.err).toMatchObject({
        type: 'StatementError',
        statement: 'logging_test_overflow',
        sqlState: '22003',
      });
      expect(logged.err).not.toHaveProperty('cause');
    }
  });
});
