import { endpoints } from '@optwallet/contract';
import { mount } from '../../lib/endpoint';
import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import {
  checkNewWalletKey,
  createWallet,
  listWallets,
  newMnemonic,
  resetPasscode,
  verifyKey,
  walletView,
} from './service';

/** Custody: a fresh phrase, the wallet sealed under its passcode, key checks and passcode reset. */
export function walletsRoutes(deps: Deps) {
  const router = createRouter();

  // Before any /wallets/{id} route, so "mnemonic" and "checkKey" are never read as an id.
  mount(router, deps, 'mnemonic', endpoints.mnemonic, () =>
    Promise.resolve({ mnemonic: newMnemonic() }),
  );
  mount(router, deps, 'checkWalletKey', endpoints.checkWalletKey, async ({ c, body }) => {
    await checkNewWalletKey(deps, c.get('auth').userId, body.walletPasscode);
    return { message: 'This wallet key can be used' };
  });
  mount(router, deps, 'createWallet', endpoints.createWallet, async ({ c, body }) =>
    walletView(await createWallet(deps, c.get('auth').userId, body)),
  );
  mount(router, deps, 'wallets', endpoints.wallets, async ({ c }) =>
    (await listWallets(deps, c.get('auth').userId)).map(walletView),
  );
  mount(router, deps, 'verifyKey', endpoints.verifyKey, async ({ c, params, body }) => ({
    valid: await verifyKey(deps, c.get('auth').userId, params.id, body),
  }));
  mount(router, deps, 'resetPasscode', endpoints.resetPasscode, async ({ c, params, body }) => {
    await resetPasscode(deps, c.get('auth').userId, params.id, body);
    return { message: 'Wallet key updated successfully' };
  });

  return router;
}
