/** What other modules may use of chains/opt (apps/api/README.md "Modules"). */
export {
  chainCall,
  ensureHeads,
  inTransaction,
  ledgerEnv,
  ledgerHttpError,
  randomNonce,
} from './chain-context';
export { TX_COLUMNS_TEXT, int, txOf } from '../ledger-rows';
export { PgLedgerState } from './pg-ledger-state';
export { settleChain } from './settle';
export { runTransferStatement } from './transfer-statement';
export { readSettled, validatorOf } from './read-sql';
