/** What other modules may use of chains/evm (apps/api/README.md "Modules"). */
export type { EvmChain } from './evm-chain';
export { evmFaucet } from './evm-transfers';
export { refreshEvmBalances } from './balances';
