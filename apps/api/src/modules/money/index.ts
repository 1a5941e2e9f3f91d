/** What other modules may use of modules/money (apps/api/README.md "Modules"). */
export type { ChainWallet } from './wallet-reads';
export { submitTransfer } from './transfers';
