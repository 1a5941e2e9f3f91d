import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/lib/outbox';
import { type Harness, createHarness, registerBody, send, signUp } from '../support/harness';

/**
 * A mail server that can be held: while held, no delivery finishes. An answer that waited for
 * the account's mail (the old forgot-password and magic link took 10.5 ms for an account against
 * 6.5 ms for nobody, and would take the mail server's latency) never comes while it is held.
 */
let held: Promise<void> | null = null;
let release = () => {};
const mailer: Mailer = {
  deliver: async () => {
    if (held) await held;
    return 'stored';
  },
};
function holdMail() {
  held = new Promise((resolve) => {
    release = () => {
      held = null;
      resolve();
    };
  });
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, undefined, mailer);
  await signUp(h, 'known@example.com');
});
afterAll(async () => {
  release();
  await h.close();
});

const P = 'payments' as const;
const requests = {
  register: (identifier: string) => send(h, endpoints.register, { body: registerBody(identifier) }),
  forgotPassword: (identifier: string) =>
    send(h, endpoints.forgotPassword, { body: { type: 'email', identifier } }),
  magicLink: (identifier: string) =>
    send(h, endpoints.resendMagicLink, { body: { type: 'email', identifier, platform_type: P } }),
};

/** The answer minus the address it repeats (sign-up echoes it, masked, in its message). */
function withoutAddress(data: unknown) {
  return JSON.parse(
    JSON.stringify(data)
      .replace(/[^"\s]+@example\.com/g, '<address>')
      .replace(/[a-z]\*\*\*@/g, '<masked>@'),
  ) as unknown;
}

describe('an existing and an unknown account get the same answer, without waiting on the account', () => {
  it.each(Object.entries(requests))(
    '%s',
    async (_name, request) => {
      holdMail();
      try {
        // Both answer while every mail is still held: neither waits on its account's part.
        const [known, unknown] = await Promise.all([
          request('known@example.com'),
          request(`nobody-${_name}@example.com`),
        ]);
        expect(known.status).toBe(200);
        expect(unknown.status).toBe(known.status);
        expect(withoutAddress(unknown.data)).toEqual(withoutAddress(known.data));
        expect([...known.res.headers.keys()].sort()).toEqual(
          [...unknown.res.headers.keys()].sort(),
        );
      } finally {
        release();
        await h.settled();
      }
    },
    10_000,
  );
});
