import type { Logger } from '../lib/logger';

/**
 * The loop of a chain follower (the EVM indexer, the OPT follower): passes until one finds
 * nothing new, then the recovery of pending sends, then a wait of `intervalMs`, until stopped.
 * A pass that fails (a node that does not answer) is logged; the next one continues.
 */
export function startFollowerLoop(options: {
  logger: Pick<Logger, 'warn'>;
  failure: string;
  intervalMs: number;
  /** One pass: how many blocks it indexed (0 when caught up). */
  pass: () => Promise<number>;
  recover: () => Promise<unknown>;
}) {
  const { logger, failure, intervalMs, pass, recover } = options;
  let stopped = false;
  let wake: () => void = () => undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        while (!stopped && (await pass()) > 0);
        if (!stopped) await recover();
      } catch (error) {
        logger.warn({ err: error }, failure);
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, intervalMs);
      });
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wake();
      await loop;
    },
  };
}
