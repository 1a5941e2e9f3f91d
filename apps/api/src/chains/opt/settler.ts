import { sql } from 'drizzle-orm';
import { type Database, type DatabaseSession, queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { ensureHeads } from './chain-context';
import { LEDGER_CONFIG } from '../catalogue';
import { dueChainsSql } from './read-sql';
import { settleChain } from './settle';

const NATIVE_CHAINS = LEDGER_CONFIG.chains.filter((c) => c.kind === 'native').map((c) => c.chainId);

export interface Settler {
  /** Chains this replica leads now. */
  leading(): readonly string[];
  /** Stops ticking, waits for the tick in progress, and gives up leadership. */
  stop(): Promise<void>;
}

/**
 * One settler per chain across every replica: the leader of a chain holds a session-level
 * advisory lock on a connection of its own (it ends with the session, so a dead replica hands
 * over by itself); the others try again each tick. Each tick the leader asks one question — is
 * anything due on its chains? — and settles what is, in bounded transactions under the chain's
 * settle lock (which a read that finds due work takes too). PGlite has one session: the one
 * process leads every chain.
 */
export function startSettler(
  deps: Deps,
  database: Pick<Database, 'session'>,
  options: { intervalMs: number },
): Settler {
  let session: DatabaseSession | undefined;
  const led = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const drop = async () => {
    led.clear();
    const old = session;
    session = undefined;
    await old?.release().catch(() => undefined);
  };

  const lead = async () => {
    session ??= await database.session();
    for (const chainId of NATIVE_CHAINS) {
      if (led.has(chainId)) continue;
      const [row] = await session.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS ok',
        [`ledger-settler:${chainId}`],
      );
      if (row?.ok) {
        led.add(chainId);
        deps.logger.info({ chainId }, 'settler leads the chain');
      }
    }
  };

  const tick = async () => {
    try {
      await lead();
      if (led.size === 0) return;
      await ensureHeads(deps);
      const [row] = await queryRows<{ due_chains: string[] }>(
        deps.db,
        sql`SELECT ${dueChainsSql(deps)} AS due_chains`,
      );
      for (const chainId of row?.due_chains ?? []) {
        if (!led.has(chainId) || stopped) continue;
        const settled = await settleChain(deps, chainId);
        if (settled > 0) deps.logger.info({ chainId, settled }, 'settled what fell due');
      }
    } catch (error) {
      // A lost connection loses the leadership with it: start over on the next tick.
      deps.logger.error({ err: error }, 'settler tick failed');
      await drop();
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, options.intervalMs);
  };
  schedule();

  return {
    leading: () => [...led],
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await drop();
    },
  };
}
