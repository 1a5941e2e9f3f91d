import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { createWallet, listWallets, newMnemonic } from '../wallets';
import { fundWallet, seedChain } from './devnet-tools';

/** The wallet passcode of the seeded people's wallets (README: "Wallets on the devnet chain"). */
export const DEMO_WALLET_PASSCODE = 'DemoWallet#2026';

/** Seeded people who also get a funded wallet, so a send to `bobby` works at once. */
const OTHER_WALLET_EMAILS = [
  'alice@optwallet.dev',
  'bob@optwallet.dev',
  'carol@optwallet.dev',
  'dave@optwallet.dev',
];

/**
 * Devnet start: the four seed validators when the chain is empty, and a funded wallet for the
 * demo user (and alice, bobby, carol, dave) when they have none. Runs on every start (each step
 * is a no-op once done), so a data directory seeded before the chain existed catches up too.
 */
export async function seedDevnetChain(deps: Deps, demoEmail: string): Promise<void> {
  const created = await seedChain(deps);
  if (created > 0) deps.logger.info({ validators: created }, 'devnet validators seeded');
  for (const email of [demoEmail, ...OTHER_WALLET_EMAILS]) {
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user || (await listWallets(deps, user.id)).length > 0) continue;
    // Without the hook: fund explicitly, and let a failure surface at startup.
    const wallet = await createWallet({ ...deps, afterWalletCreated: undefined }, user.id, {
      walletPasscode: DEMO_WALLET_PASSCODE,
      mnemonic: newMnemonic(),
    });
    await fundWallet(deps, wallet);
    deps.logger.info({ walletId: wallet.id }, 'seeded wallet created and funded');
  }
}
