import type { Config } from '../config/env';

/** The API's own explorer page of a transaction (`modules/money/explorer-routes.ts`). */
export function apiExplorerLink(config: Config, hash: string): string {
  return `${config.apiPublicUrl}/explorer/tx/${hash}`;
}
