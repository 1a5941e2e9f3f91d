import { loadDevnetEnv } from './config/env';
import { launch } from './launch';

/**
 * The devnet as `pnpm start` (and `npm start`) runs it: both native chain ids, each its own node
 * with its own ports and data (optchain-1 on 26657 / 1317, optchain-testnet-1 on 26667 / 1327).
 * One chain alone: main.ts.
 */
await launch(() => loadDevnetEnv());
