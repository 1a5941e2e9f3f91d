import { randomInt } from 'node:crypto';
import type { Logger } from './logger';

/**
 * Work that runs after the response: the answer of a request must not wait for (nor reveal by
 * its timing) what it set in motion, e.g. whether "mail me a link" found an account. A task's
 * failure is logged; it never reaches the caller. `settled()` waits for every task in flight
 * (shutdown, tests).
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export interface BackgroundOptions {
  /**
   * Each task starts after a random pause below this many ms (0: right after the answer). The
   * account's part of a request (its rows, its mail) still costs more than nobody's: begun at
   * once it slows the request sent right after the answer, which a prober firing back to back
   * measures. Spread out, that load falls on whichever request comes, known or not.
   */
  spreadMs?: number;
}

export function createBackground(logger: Logger, options: BackgroundOptions = {}): Background {
  const pending = new Set<Promise<unknown>>();
  const spread = options.spreadMs ?? 0;
  // A timer, never a microtask: begun in a microtask, a task's (synchronous, on PGlite) queries
  // ran between the steps of the answer itself.
  const pause = () =>
    new Promise<void>((resolve) => {
      if (spread > 0) setTimeout(resolve, randomInt(spread));
      else setImmediate(resolve);
    });
  return {
    run(name, task) {
      const running: Promise<unknown> = pause()
        .then(task)
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
