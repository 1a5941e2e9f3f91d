/** What other modules may use of modules/chain (apps/api/README.md "Modules"). */
export { displayName, ownersOf } from './owners';
export type { AddressOwner } from './owners';
export type { ChainWallet } from './wallet-reads';
