import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../lib/http';
import { createWallet, listWallets, newMnemonic } from '../wallets';
import { fundWallet, seedChain } from './wallet-chain';

/** The seeded demo user's wallet passcode (README: "Sign in to the seeded devnet"). */
export const DEMO_WALLET_PASSCODE = 'DemoWallet#2026';

/**
 * Devnet start: the four seed validators when the chain is empty, and a funded wallet for the
 * demo user when they have none. Runs on every start (both steps are no-ops once done), so a
 * data directory seeded before the chain existed catches up too.
 */
export async function seedDevnetChain(deps: Deps, demoEmail: string): Promise<void> {
  const created = await seedChain(deps);
  if (created > 0) deps.logger.info({ validators: created }, 'devnet validators seeded');
  const [demo] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail));
  if (!demo || (await listWallets(deps, demo.id)).length > 0) return;
  // Without the hook: fund explicitly, and let a failure surface at startup.
  const wallet = await createWallet({ ...deps, afterWalletCreated: undefined }, demo.id, {
    walletPasscode: DEMO_WALLET_PASSCODE,
    mnemonic: newMnemonic(),
  });
  await fundWallet(deps, wallet);
  deps.logger.info({ walletId: wallet.id }, 'demo wallet created and funded');
}
