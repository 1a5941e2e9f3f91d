import { endpoints } from '@optwallet/contract';
import { systemAccounts } from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { seedChain } from '../src/modules/devnet/devnet-tools';
import { settleChain } from '../src/chains/opt/settle';
import { type Harness, createHarness, send } from './harness';
import { PASSCODE, userWithWallet } from './wallet-fixture';

const DAY = 86_400;
const pools = systemAccounts();

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedChain(h.deps);
}, 60_000);
afterAll(() => h.close());

type Person = Awaited<ReturnType<typeof userWithWallet>>;

function transfer(p: Person, body: Record<string, unknown>) {
  return send(h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      description: '',
      walletPasscode: PASSCODE,
      ...body,
    },
  });
}

const validatorNamed = async (p: Person, moniker: string) =>
  (await send(h, endpoints.validatorsDetails, { token: p.token })).data?.validatorSet.find(
    (v) => v.moniker === moniker,
  )?.address ?? '';

/**
 * The chain's invariants read in ONE statement (one snapshot): pools against the rows they
 * stand for, every ordinary balance against its postings, pending undelegations against the
 * unbonding entries that carry them. Zero everywhere when nothing is half-applied.
 */
async function halfApplied(): Promise<Record<string, number>> {
  const sum = (account: string) =>
    sql`(SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE chain_id = 'optchain-1' AND account = ${account} AND denom = 'uopt')`;
  const [row] = await queryRows<Record<string, unknown>>(
    h.deps.db,
    sql`SELECT
      ${sum(pools.bondedPool)} - (SELECT coalesce(sum(amount), 0) FROM ledger_delegations WHERE chain_id = 'optchain-1') AS bonded_vs_delegations,
      ${sum(pools.bondedPool)} - (SELECT coalesce(sum(tokens), 0) FROM ledger_validators WHERE chain_id = 'optchain-1') AS bonded_vs_validators,
      ${sum(pools.unbondingPool)} - (SELECT coalesce(sum(balance), 0) FROM ledger_unbondings WHERE chain_id = 'optchain-1') AS unbonding_vs_entries,
      ${sum(pools.redelegationPool)} - (SELECT coalesce(sum(amount), 0) FROM ledger_redelegations WHERE chain_id = 'optchain-1') AS moving_vs_moves,
      (SELECT count(*) FROM ledger_balances b WHERE b.amount <> (SELECT coalesce(sum(p.amount), 0)
         FROM ledger_postings p WHERE p.chain_id = b.chain_id AND p.account = b.account AND p.denom = b.denom)) AS balances_vs_postings,
      (SELECT count(*) FROM ledger_transactions t WHERE t.type = 'undelegate' AND t.status = 'pending'
         AND NOT EXISTS (SELECT 1 FROM ledger_unbondings u WHERE u.tx_hashes ? t.hash)) AS pending_without_entry`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

const NOTHING_HALF_APPLIED = {
  bonded_vs_delegations: 0,
  bonded_vs_validators: 0,
  unbonding_vs_entries: 0,
  moving_vs_moves: 0,
  balances_vs_postings: 0,
  pending_without_entry: 0,
};

describe('settlement', () => {
  it('refuses to move the devnet more than 60 days in one call (422 on seconds)', async () => {
    const res = await send(h, endpoints.devAdvance, { body: { seconds: 60 * DAY + 1 } });
    expect(res.status).toBe(422);
    expect(res.error?.errors).toEqual({
      seconds: ['Advance the devnet by at most 60 days (5184000 seconds) at a time'],
    });
  });

  it('a 60-day advance settles in many short transactions, and a transfer goes through between them', async () => {
    const alice = await userWithWallet(h, 'settle_alice');
    const bob = await userWithWallet(h, 'settle_bob');
    // Count the advance's transactions; at the third, a send runs to the end before it starts.
    const db = h.database.db;
    const transaction = db.transaction.bind(db);
    let transactions = 0;
    let sentMeanwhile: number | undefined;
    db.transaction = (async (...args: Parameters<typeof db.transaction>) => {
      transactions += 1;
      if (transactions === 3) {
        sentMeanwhile = (
          await transfer(alice, { amount: '1', to: bob.native, transferType: 'send' })
        ).status;
      }
      return transaction(...args);
    }) as typeof db.transaction;
    try {
      expect((await send(h, endpoints.devAdvance, { body: { seconds: 60 * DAY } })).status).toBe(
        200,
      );
    } finally {
      db.transaction = transaction;
    }
    expect(sentMeanwhile).toBe(200);
    // cygnus pays hourly: 60 days is far more payouts than one settling transaction holds.
    const [payouts] = await queryRows<{ n: unknown }>(
      h.deps.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE type = 'distribution'`,
    );
    expect(Number(payouts?.n)).toBeGreaterThan(1_000);
    expect(transactions).toBeGreaterThan(5);
    expect(await halfApplied()).toEqual(NOTHING_HALF_APPLIED);
  }, 180_000);

  it('a read during a settlement never sees it half applied: a matured unstake is either pending or paid', async () => {
    const carol = await userWithWallet(h, 'settle_carol');
    const draco = await validatorNamed(carol, 'draco');
    expect(
      (await transfer(carol, { amount: '100', to: draco, transferType: 'delegate' })).status,
    ).toBe(200);
    expect(
      (await transfer(carol, { amount: '100', to: draco, transferType: 'undelegate' })).status,
    ).toBe(200);
    const detail = async () =>
      (
        await send(h, endpoints.tokenDetail, {
          token: carol.token,
          params: { id: carol.walletId, chainId: 'optchain-1', symbol: 'OPT' },
        })
      ).data;
    const before = await detail();
    expect(before?.unbondingDetails.entries).toHaveLength(1);
    const pending = Number(before?.balanceToken);

    // The unstake matures among 22 days of payouts; reads and invariant snapshots run throughout.
    let settling = true;
    const advance = send(h, endpoints.devAdvance, { body: { seconds: 22 * DAY } }).finally(() => {
      settling = false;
    });
    const seen: { entries: number; balance: number }[] = [];
    const snapshots: Record<string, number>[] = [];
    while (settling) {
      const [read, snapshot] = await Promise.all([detail(), halfApplied()]);
      seen.push({
        entries: read?.unbondingDetails.entries.length ?? -1,
        balance: Number(read?.balanceToken),
      });
      snapshots.push(snapshot);
    }
    await advance;
    const after = await detail();
    seen.push({
      entries: after?.unbondingDetails.entries.length ?? -1,
      balance: Number(after?.balanceToken),
    });

    expect(seen.length).toBeGreaterThan(1);
    for (const { entries, balance } of seen) {
      // Pending with its entry, or paid without it: never one without the other.
      expect([
        [1, pending],
        [0, pending + 100],
      ]).toContainEqual([entries, balance]);
    }
    expect(seen.at(-1)).toEqual({ entries: 0, balance: pending + 100 });
    for (const snapshot of snapshots) expect(snapshot).toEqual(NOTHING_HALF_APPLIED);
  }, 180_000);

  it('settling the same chain from two callers at once settles each event once', async () => {
    const dave = await userWithWallet(h, 'settle_dave');
    const cygnus = await validatorNamed(dave, 'cygnus');
    expect(
      (await transfer(dave, { amount: '50', to: cygnus, transferType: 'delegate' })).status,
    ).toBe(200);
    await h.deps.db.execute(
      sql`UPDATE ledger_heads SET offset_ms = offset_ms + ${10 * DAY * 1000}::bigint`,
    );
    const [a, b] = await Promise.all([
      settleChain(h.deps, 'optchain-1'),
      settleChain(h.deps, 'optchain-1'),
    ]);
    // Ten days of hourly payouts (and the others'), split between the two, none twice.
    expect(a + b).toBeGreaterThanOrEqual(240);
    const [dup] = await queryRows<{ n: unknown }>(
      h.deps.db,
      sql`SELECT count(*) AS n FROM (SELECT from_address, to_address, time FROM ledger_transactions
        WHERE type = 'distribution' GROUP BY 1, 2, 3 HAVING count(*) > 1) d`,
    );
    expect(Number(dup?.n)).toBe(0);
    expect(await halfApplied()).toEqual(NOTHING_HALF_APPLIED);
  }, 180_000);
});
