/** What other modules may use of chains/evm (apps/api/README.md "Modules"). */
export type { EvmChain } from './evm-chain';
export { refreshEvmBalances } from './balances';
