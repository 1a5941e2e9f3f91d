import { endpoints } from '@optwallet/contract';
import { type Harness, onboarded, send } from './harness';

/** The wallet key of every test wallet. */
export const PASSCODE = 'Wallet#key1';

/**
 * An onboarded user with a wallet made the way the app makes one (GET /wallets/mnemonic, then
 * POST /wallets), or from a given phrase. `native` is its opt1… address, `evm` its 0x… one.
 */
export async function userWithWallet(h: Harness, username: string, mnemonic?: string) {
  const user = await onboarded(h, username);
  const phrase =
    mnemonic ?? (await send(h, endpoints.mnemonic, { token: user.token })).data?.mnemonic;
  if (!phrase) throw new Error('no mnemonic');
  const created = await send(h, endpoints.createWallet, {
    token: user.token,
    body: { walletPasscode: PASSCODE, mnemonic: phrase },
  });
  if (!created.data) {
    throw new Error(`createWallet ${created.status} ${JSON.stringify(created.error)}`);
  }
  const wallet = created.data;
  const address = (chainId: string) =>
    wallet.addresses.find((a) => a.chainId === chainId)?.address ?? '';
  return {
    ...user,
    phrase,
    wallet,
    walletId: wallet.id,
    native: address('optchain-1'),
    evm: address('1'),
  };
}
