/** What other modules may use of modules/wallets (apps/api/README.md "Modules"). */
export { beginSpend, createWallet, getOwnedWallet, listWallets } from './service';
export { newMnemonic, toChecksumAddress } from './wallet-keys';
export { recordRight } from './wallet-passcode';
