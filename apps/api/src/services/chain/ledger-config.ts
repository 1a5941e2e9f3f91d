import { DEFAULT_LEDGER_CONFIG, type LedgerConfig } from '@optwallet/ledger';

/** The devnet's settings (fees, periods, faucet amounts, prices): the ledger's defaults. */
export const LEDGER_CONFIG: LedgerConfig = DEFAULT_LEDGER_CONFIG;
