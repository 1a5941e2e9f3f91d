import type { Config } from '../../config/env';
import { apiExplorerLink } from '../../lib/explorer-link';

/**
 * A transaction's page on the EVM network: with EVM_EXPLORER_URL (Etherscan's
 * `https://sepolia.etherscan.io/tx/{hash}`) that page, for the transaction hash; otherwise the
 * API's own page.
 */
export function evmExplorerLink(config: Config, hash: string): string {
  if (!config.evmExplorerUrl) return apiExplorerLink(config, hash);
  // A second movement of one transaction is recorded as `<hash>:<log index>`.
  return config.evmExplorerUrl.replaceAll('{hash}', hash.split(':')[0] ?? hash);
}
