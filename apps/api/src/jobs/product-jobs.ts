import type { Deps } from '../deps';
import { chainJobs } from '../chains/registry';
import { pruneEvents } from '../lib/event-hub';
import { expireRequests } from '../modules/requests';
import type { Job } from './job-list';

/**
 * The one list of the server's timed work: each chain's follower or indexer (its gateway's
 * jobs), payment requests closed when they expire (both people told), and the live-updates log
 * pruned. A new kind of timed work is one more entry here.
 */
export function productJobs(deps: Deps): Job[] {
  return [
    ...chainJobs(deps),
    {
      name: 'expire payment requests',
      // A devnet advance ages requests by days at once: its expiries are told within seconds.
      everyMs: deps.config.devnet ? 5_000 : 60_000,
      run: async () => void (await expireRequests(deps)),
    },
    { name: 'prune live events', everyMs: 60_000, run: () => pruneEvents(deps.db) },
  ];
}
