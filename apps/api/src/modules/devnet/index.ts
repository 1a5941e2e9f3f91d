/** What other modules may use of modules/devnet (apps/api/README.md "Modules"). */
export { advanceDevnet, faucet, findTransaction, tokenHistory } from './devnet-tools';
