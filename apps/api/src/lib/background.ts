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

export function createBackground(logger: Logger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running: Promise<unknown> = Promise.resolve()
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
