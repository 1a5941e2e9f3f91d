import { loadEnv } from './config/env';
import { launch } from './launch';

/** One chain, configured by OPTCHAIN_* (the devnet's pair of chains: devnet.ts). */
await launch(() => [loadEnv()]);
