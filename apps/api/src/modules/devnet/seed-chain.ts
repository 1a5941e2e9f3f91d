import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { createWallet, listWallets, newMnemonic } from '../wallets';
import { fundOnNodes, fundWallet } from './devnet-tools';

/** The wallet passcode of the seeded people's wallets (README: "Wallets on the devnet chain"). */
const DEMO_WALLET_PASSCODE = 'DemoWallet#2026';

/** Seeded people who also get a funded wallet, so a send to `bobby` works at once. */
const OTHER_WALLET_EMAILS = [
  'alice@optwallet.dev',
  'bob@optwallet.dev',
  'carol@optwallet.dev',
  'dave@optwallet.dev',
];

/**
 * Devnet start: a funded wallet for the demo user (and alice, bobby, carol, dave) when they have
 * none (the validators are the nodes' genesis). The funds are the node faucet's signed MsgSend,
 * which the follower indexes like any receive; a seeded wallet a node has never seen is funded
 * there. Runs on every start (each step is a no-op once done), so a data directory seeded
 * before a node was started afresh catches up too.
 */
export async function seedDevnetChain(deps: Deps, demoEmail: string): Promise<void> {
  for (const email of [demoEmail, ...OTHER_WALLET_EMAILS]) {
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    const [existing] = await listWallets(deps, user.id);
    if (existing) {
      if ((await fundOnNodes(deps, existing)) > 0)
        deps.logger.info({ walletId: existing.id }, 'seeded wallet funded on the OptChain node');
      continue;
    }
    // Without the hook: fund explicitly, and let a failure surface at startup.
    const wallet = await createWallet({ ...deps, afterWalletCreated: undefined }, user.id, {
      walletPasscode: DEMO_WALLET_PASSCODE,
      mnemonic: newMnemonic(),
    });
    await fundWallet(deps, wallet);
    deps.logger.info({ walletId: wallet.id }, 'seeded wallet created and funded');
  }
}
