import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { type Mailer, type OutgoingMessage, REDACTED } from '../../src/lib/outbox';
import { type Harness, createHarness, registerBody, send } from '../support/harness';

/** A mailbox: what the mailer delivered, newest last. */
const delivered: OutgoingMessage[] = [];
const mailer: Mailer = {
  deliver: (message) => {
    delivered.push(message);
    return Promise.resolve('sent');
  },
};

let h: Harness;
beforeAll(async () => {
  // Outside devnet (a production-like server): the outbox is only a delivery record.
  h = await createHarness({ devnet: false }, undefined, mailer);
});
afterAll(() => h.close());

const last = (to: string) => delivered.filter((m) => m.to === to).at(-1);

describe('outside devnet, the outbox table holds no live secret', () => {
  it('mails the sign-up code, reset link and code, and magic link, but stores none of them', async () => {
    const email = 'vault@example.com';
    const registered = await send(h, endpoints.register, { body: registerBody(email) });
    expect(registered.status).toBe(200);
    await h.settled();
    const signUpCode = last(email)?.meta?.code ?? '';
    expect(signUpCode).toMatch(/^\d{6}$/);
    const login = await send(h, endpoints.authCodeLogin, {
      body: { identifier: email, authCode: signUpCode, platform_type: 'payments' },
    });
    expect(login.status).toBe(200);

    await send(h, endpoints.forgotPassword, { body: { type: 'email', identifier: email } });
    await send(h, endpoints.resendMagicLink, {
      body: { type: 'email', identifier: email, platform_type: 'payments' },
    });
    await h.settled();
    const sent = delivered.filter((m) => m.to === email);
    const secrets = sent.flatMap((m) => [m.meta?.code, m.meta?.link]).filter(Boolean) as string[];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const message of sent) {
      for (const secret of [message.meta?.code, message.meta?.link].filter(Boolean)) {
        expect(`${message.subject}\n${message.body}`).toContain(secret);
      }
    }

    const rows = await h.deps.db.select().from(outbox);
    expect(rows.length).toBe(sent.length);
    const stored = JSON.stringify(rows);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    for (const row of rows) {
      expect(row.meta).toEqual({});
      expect(`${row.subject}\n${row.body}`).toContain(REDACTED);
      expect(row.status).toBe('sent');
    }
  });
});
