import { Writable } from 'node:stream';
import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { type Harness, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/** Every wrong passcode the server checked is logged once: the log counts the argon2 checks. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const wrongChecks = () => lines.filter((line) => line.includes('"wrong wallet passcode"')).length;

let h: Harness;
beforeAll(async () => {
  // Tokens outlive the 15-minute lockout the test waits out on the clock.
  h = await createChainHarness({ accessTokenTtlSeconds: 60 * 60 }, createLogger('warn', sink));
}, 60_000);
afterAll(() => h.close());

describe('wallet passcode lockout under concurrency', () => {
  it('8 guesses at a time, 40 wrong then the right one: at most 5 are checked and the right one is refused while locked', async () => {
    const owner = await userWithWallet(h, 'lockout_owner');
    const payee = await userWithWallet(h, 'lockout_payee');
    const transfer = (walletPasscode: string) =>
      send(h, endpoints.transfer, {
        token: owner.token,
        params: { id: owner.walletId },
        body: {
          chainId: 'optchain-1',
          symbol: 'OPT',
          amount: '1',
          to: payee.native,
          transferType: 'send',
          description: '',
          walletPasscode,
        },
      });

    const statuses: number[] = [];
    const guesses = Array.from({ length: 40 }, (_, i) => `Wrong#guess${i}`);
    for (let i = 0; i < guesses.length; i += 8) {
      const batch = await Promise.all(guesses.slice(i, i + 8).map((guess) => transfer(guess)));
      statuses.push(...batch.map((res) => res.status));
    }
    const right = await transfer(PASSCODE);

    expect(wrongChecks()).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(right.status).toBe(429);
    expect(right.error?.message).toMatch(/locked; try again in 15 minutes/);
    expect(right.res.headers.get('Retry-After')).toMatch(/^\d+$/);
    const tokens = await send(h, endpoints.walletTokens, {
      token: owner.token,
      params: { id: owner.walletId },
    });
    expect(tokens.data?.tokens.find((t) => t.chainId === 'optchain-1')?.balance).toBe('1000');

    // Once the lock has passed, the right passcode opens the wallet again.
    h.clock.advance(15 * 60_000 + 1_000);
    const verified = await send(h, endpoints.verifyKey, {
      token: owner.token,
      params: { id: owner.walletId },
      body: { type: 'passcode', data: PASSCODE },
    });
    expect(verified.data).toEqual({ valid: true });
  }, 120_000);

  it('the owner’s own burst of right passcodes all go through (checks queue, none is refused)', async () => {
    const owner = await userWithWallet(h, 'burst_owner');
    const payee = await userWithWallet(h, 'burst_payee');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(h, endpoints.transfer, {
          token: owner.token,
          params: { id: owner.walletId },
          headers: { 'Idempotency-Key': `burst-${i}` },
          body: {
            chainId: 'optchain-1',
            symbol: 'OPT',
            amount: '1',
            to: payee.native,
            transferType: 'send',
            description: '',
            walletPasscode: PASSCODE,
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
  }, 120_000);
});
