import type { Config } from '../config/env';

/** The API's own explorer page of a transaction (`routes/explorer.ts`). */
export function apiExplorerLink(config: Config, hash: string): string {
  return `${config.apiPublicUrl}/explorer/tx/${hash}`;
}
