import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerValidators, users, wallets } from '../src/db/schema';
import { DEMO_WALLET_PASSCODE } from '../src/modules/devnet/seed-chain';
import { walletTokens } from '../src/modules/chain/wallet-reads';
import { DEMO_EMAIL, seedDevnet } from '../src/modules/devnet/seed';
import { openMnemonic } from '../src/modules/wallets/wallet-seal';
import { type Harness, createHarness, raw } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

describe('devnet seed', () => {
  it('seeds the four validators and a funded demo wallet once, opened by the documented passcode', async () => {
    expect(await seedDevnet(h.deps)).toBe(true);
    expect(await seedDevnet(h.deps)).toBe(false);
    const validators = await h.deps.db.select().from(ledgerValidators);
    expect(validators.map((v) => v.moniker).sort()).toEqual([
      'aurora',
      'borealis',
      'cygnus',
      'draco',
    ]);
    const [demo] = await h.deps.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const rows = await h.deps.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, demo?.id ?? ''));
    expect(rows).toHaveLength(1);
    const ref = { userId: demo?.id ?? '', walletId: rows[0]?.id ?? '' };
    const phrase = await openMnemonic({
      sealed: rows[0]?.sealedMnemonic ?? '',
      passcode: DEMO_WALLET_PASSCODE,
      walletId: ref.walletId,
      serverKey: h.deps.config.walletSealKey,
    });
    expect(phrase?.split(' ')).toHaveLength(24);
    const { tokens } = await walletTokens(h.deps, ref);
    expect(tokens.find((t) => t.chainId === 'optchain-1')?.balance).toBe('1000');
    // Alice, bobby, carol and dave can be paid at once too.
    expect(await h.deps.db.select().from(wallets)).toHaveLength(5);
  }, 180_000);

  it('serves no devnet advance or faucet outside devnet, but still the explorer', async () => {
    const production = await createHarness({ devnet: false });
    try {
      const body = { seconds: 60 };
      expect((await raw(production, 'POST', '/dev/devnet/advance', { body })).status).toBe(404);
      const faucet = await raw(production, 'POST', '/dev/faucet', { body: { address: 'opt1x' } });
      expect(faucet.status).toBe(404);
      expect((await production.app.request('/explorer/tx/ABC')).status).toBe(404);
      const page = await production.app.request('/explorer/tx/ABC');
      expect(await page.text()).toContain('Transaction not found');
    } finally {
      await production.close();
    }
  }, 60_000);
});
