import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { bip32PrivateKey, seedOf } from '../../lib/crypto';

/**
 * The signing key of a recovery phrase on a Cosmos chain (coin type 118, account 0, as Keplr and
 * cosmjs's makeCosmoshubPath(0)), with its address under `prefix`. The seed and the path's key
 * are Node's crypto (lib/crypto.ts `seedOf`, `bip32PrivateKey`: PBKDF2 off the event loop, no
 * JavaScript curve arithmetic): cosmjs's own DirectSecp256k1HdWallet.fromMnemonic stretches the
 * phrase in plain JavaScript on the event loop, about 0.7 s a send here, which held every other
 * request of the API (bench: OPT sends/s).
 */
export async function phraseKey(mnemonic: string, prefix: string) {
  const seed = await seedOf(mnemonic.trim().split(/\s+/).join(' '));
  const key = bip32PrivateKey(seed, "m/44'/118'/0'/0/0");
  const wallet = await DirectSecp256k1Wallet.fromKey(key, prefix);
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('A key without an account');
  return { wallet, address: account.address };
}

export type PhraseKey = Awaited<ReturnType<typeof phraseKey>>;
