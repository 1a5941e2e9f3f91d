import { runDueAt } from '@optwallet/domain';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { cosmosRecurringSends } from '../../db/schema';
import type { Deps } from '../../deps';
import { newId } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/errors';
import type { RecurringSchedule, RecurringSendsGateway } from '../gateway';
import { GAS, revokeMessages } from './auto-compound-grants';
import { accountOn } from './messages';
import type { CosmosNode } from './node-client';
import { schedulerOf } from './product-accounts';
import { SEND_TYPE, sendGrantMessage, sendGrantOnNode } from './recurring-grants';
import { reachable, signAsWallet } from './wallet-signer';

/**
 * Recurring sends, the wallet's side: a new schedule signs, with the wallet's key, a MsgGrant of
 * a SendAuthorization to the scheduler account whose spend_limit is what the wallet's active
 * schedules still send (this one's amount × runs included) and whose allow_list is their
 * recipients; stopping one signs a narrower MsgGrant, or a MsgRevoke when no schedule is left.
 * The wallet pays these transactions' fees; the runs are the scheduler's job (recurring-job.ts).
 */

/** A grant lasts until a week of chain time after its schedules' last run (room for a retry). */
const MARGIN_MS = 7 * 86_400_000;

type Row = typeof cosmosRecurringSends.$inferSelect;

const unavailable = () =>
  new HttpError(422, 'Recurring sends are not available on this server', {
    errors: { chainId: ['Recurring sends are not available on this server'] },
  });

/** What a schedule may still send: its amount for each run not sent or failed yet. */
const leftOf = (row: Pick<Row, 'amount' | 'runs' | 'sent' | 'failed'>) =>
  row.amount * BigInt(row.runs - row.sent - row.failed);

const lastDueOf = (row: Pick<Row, 'startedAt' | 'every' | 'runs'>) =>
  runDueAt(row.startedAt, row.every as 'week' | 'month', row.runs);

function scheduleOf(row: Row): RecurringSchedule {
  return {
    ...row,
    every: row.every as RecurringSchedule['every'],
    lastRunStatus: row.lastRunStatus as RecurringSchedule['lastRunStatus'],
  };
}

export function recurringSendsGateway(node: CosmosNode): RecurringSendsGateway {
  const { config } = node;
  const { chainId } = config;
  const ofWallet = (wallet: string) =>
    and(eq(cosmosRecurringSends.chainId, chainId), eq(cosmosRecurringSends.wallet, wallet));
  const active = (deps: Deps, wallet: string) =>
    deps.db
      .select()
      .from(cosmosRecurringSends)
      .where(
        and(
          ofWallet(wallet),
          isNull(cosmosRecurringSends.cancelledAt),
          isNotNull(cosmosRecurringSends.nextRunAt),
        ),
      );

  /**
   * Grants what `schedules` still send (a MsgGrant replaces the wallet's grant to the scheduler),
   * or revokes the grant when none is left and the node still holds it.
   */
  async function grantFor(
    mnemonic: string,
    wallet: string,
    grantee: string,
    schedules: Pick<
      Row,
      'amount' | 'runs' | 'sent' | 'failed' | 'startedAt' | 'every' | 'recipient'
    >[],
  ): Promise<void> {
    const granter = accountOn(config, wallet);
    const signer = { mnemonic, stored: wallet };
    if (schedules.length === 0) {
      const held = await reachable(() => sendGrantOnNode(node, granter, grantee));
      if (held) {
        await signAsWallet(node, signer, revokeMessages(granter, grantee, [SEND_TYPE]), GAS.revoke);
      }
      return;
    }
    const message = sendGrantMessage(config, {
      granter,
      grantee,
      spendLimit: schedules.reduce((sum, row) => sum + leftOf(row), 0n),
      recipients: [...new Set(schedules.map((row) => accountOn(config, row.recipient)))],
      expiresAt: Math.max(...schedules.map(lastDueOf)) + MARGIN_MS,
    });
    await signAsWallet(node, signer, [message], GAS.grant);
  }

  const granteeOf = async () => {
    const scheduler = schedulerOf(node);
    if (!scheduler) throw unavailable();
    return (await scheduler).address;
  };

  async function stop(deps: Deps, mnemonic: string, wallet: string, ids: string[] | 'all') {
    const rows = await active(deps, wallet);
    const left = ids === 'all' ? [] : rows.filter((row) => !ids.includes(row.id));
    const grantee = rows[0]?.grantee ?? (await granteeOf());
    await grantFor(mnemonic, wallet, grantee, left);
    const stopped = rows.filter((row) => !left.includes(row));
    for (const row of stopped) {
      await deps.db
        .update(cosmosRecurringSends)
        .set({ cancelledAt: deps.clock().getTime(), nextRunAt: null })
        .where(eq(cosmosRecurringSends.id, row.id));
    }
  }

  return {
    available: schedulerOf(node) !== undefined,

    async chainNow() {
      return Date.parse((await reachable(() => node.reader.getBlock())).header.time);
    },

    async list(deps, wallet) {
      const rows = await deps.db
        .select()
        .from(cosmosRecurringSends)
        .where(ofWallet(wallet))
        .orderBy(desc(cosmosRecurringSends.createdAt), desc(cosmosRecurringSends.id));
      return rows.map(scheduleOf);
    },

    async create(deps, { mnemonic, wallet, ...schedule }) {
      const grantee = await granteeOf();
      const others = await active(deps, wallet);
      const fresh = { ...schedule, sent: 0, failed: 0 };
      await grantFor(mnemonic, wallet, grantee, [...others, fresh]);
      await deps.db.insert(cosmosRecurringSends).values({
        id: newId(),
        chainId,
        wallet,
        grantee,
        ...schedule,
        nextRunAt: runDueAt(schedule.startedAt, schedule.every, 1),
        createdAt: deps.clock().getTime(),
      });
    },

    async cancel(deps, { mnemonic, wallet, id }) {
      const [row] = await deps.db
        .select()
        .from(cosmosRecurringSends)
        .where(and(ofWallet(wallet), eq(cosmosRecurringSends.id, id)));
      if (!row) throw notFound('No such recurring send of this wallet.');
      if (row.cancelledAt !== null || row.nextRunAt === null) return;
      await stop(deps, mnemonic, wallet, [id]);
    },

    async cancelAll(deps, { mnemonic, wallet }) {
      await stop(deps, mnemonic, wallet, 'all');
    },
  };
}
