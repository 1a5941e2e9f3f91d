import {
  type RewardsMode,
  type Transaction,
  type TransactionType,
  type WalletTransactionsResponse,
  transactionTypeSchema,
  endpoints,
} from '@optwallet/contract';
import {
  EVM_CHAIN_ID,
  NATIVE_CHAIN_ID,
  NATIVE_TESTNET_CHAIN_ID,
  formatAmount,
  parseAmount,
} from '@optwallet/domain';
import {
  DEFAULT_SEED_VALIDATORS,
  type TxRecord,
  devnetAddress,
  priceAt,
  toOperatorAddress,
  viewOf,
} from '@optwallet/ledger';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { LEDGER_CONFIG } from '../../src/chains/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenDetail, walletTransactions } from '../../src/modules/money/wallet-reads';
import { transactionView } from '../../src/chains/presentation';
import { transactionsCsv } from '../../src/modules/money/transactions-csv';
import { encodeCursor } from '../../src/modules/money/transactions-cursor';
import { raw, send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { ledgerTransactions, ledgerValidators } from '../../src/db/schema';
import { TX_COLUMNS, txOf, txRow } from '../../src/chains/history-rows';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';
import { advanceDevnet } from '../../src/modules/devnet/devnet-tools';

const HOUR_S = 3_600;
const HOUR_MS = HOUR_S * 1000;
const DAY_MS = 24 * HOUR_MS;

let h: ChainHarness;
let alice: { nativeAddress: string };
let bob: { nativeAddress: string };
let aliceRef: { userId: string; walletId: string };
let aliceToken = '';

/** The username behind each of the test's addresses (a send's other side names its user). */
const usernames = new Map<string, string>();

/** Operator addresses of the node's genesis validators, by moniker. */
let validators: Record<string, string> = {};
/** The validator that pays every hour. */
let hourly = '';

/**
 * Rows written into the API's index as the follower writes them (one per transaction, a block
 * event's payout keyed `<block>:<index>`): the pages are read from this table whatever wrote it,
 * so a history of any length and shape is written directly, in one statement.
 */
async function writeHistory(records: TxRecord[]): Promise<void> {
  await h.deps.db.insert(ledgerTransactions).values(records.map(txRow));
}

let written = 0;
/** A history row of optchain-1 (or `chainId`) with the follower's shape and a hash of its own. */
function row(
  fields: Partial<TxRecord> & Pick<TxRecord, 'type' | 'from' | 'to' | 'amount' | 'time'>,
): TxRecord {
  written += 1;
  return {
    hash: `${'PAGES'.padEnd(60, '0')}${String(written).padStart(4, '0')}`,
    chainId: NATIVE_CHAIN_ID,
    height: 0,
    denom: 'uopt',
    symbol: 'OPT',
    fee: fields.type === 'distribution' || fields.from !== alice.nativeAddress ? 0n : 5_000n,
    feeDenom: 'uopt',
    memo: '',
    status: 'success',
    completedOn: null,
    ...fields,
  };
}

/** Hourly (or any period's) automatic payouts of a validator to a delegator, as block events. */
function payoutRows(
  validator: string,
  delegator: string,
  from: number,
  count: number,
  everyMs: number,
) {
  return Array.from({ length: count }, (_, i) =>
    row({
      type: 'distribution',
      from: validator,
      to: delegator,
      amount: 1_000n + BigInt(i * 7),
      time: from + i * everyMs,
      height: 10_000 + Math.floor((from + i * everyMs) / 1000),
      validator,
    }),
  );
}

/**
 * The list as a reference computes it (every row of the address in memory, sorted: time, then
 * height, then the later record), to compare with the pages read in SQL: a send or receive names
 * the user on its other side.
 */
async function everyTransaction(address = alice.nativeAddress): Promise<Transaction[]> {
  const rows = await queryRows<Record<string, unknown>>(
    h.deps.db,
    sql`SELECT ${TX_COLUMNS}, t.seq FROM ledger_transactions t
      WHERE t.from_address = ${address} OR t.to_address = ${address}`,
  );
  return rows
    .map((r) => ({ tx: txOf(r), seq: Number(r.seq) }))
    .sort((a, b) => b.tx.time - a.tx.time || b.tx.height - a.tx.height || b.seq - a.seq)
    .map(({ tx }) => {
      const view = transactionView(h.deps.config, viewOf(tx, address), address);
      const payment = view.type === 'send' || view.type === 'receive';
      return {
        ...view,
        counterpartyUsername: payment ? (usernames.get(view.walletAddress) ?? null) : null,
      };
    });
}

beforeAll(async () => {
  h = await createChainHarness({}, undefined, undefined, { testnet: true });
  const a = await userWithWallet(h, 'pages_alice');
  const b = await userWithWallet(h, 'pages_bob');
  alice = { nativeAddress: a.native };
  bob = { nativeAddress: b.native };
  usernames.set(a.native, 'pages_alice').set(b.native, 'pages_bob');
  aliceRef = { userId: a.id, walletId: a.walletId };
  aliceToken = a.token;
  const set = await h.deps.db.select().from(ledgerValidators);
  validators = Object.fromEntries(set.map((v) => [v.moniker, v.operatorAddress]));
  // The node pays its seed validators on their own schedules, which no SDK staking query tells
  // (the index holds the chain's default frequency for each): the hourly one is the seed's.
  const hourlySeed = DEFAULT_SEED_VALIDATORS.find((v) => v.rewardPayoutFrequencySeconds === HOUR_S);
  hourly = hourlySeed ? toOperatorAddress(devnetAddress(hourlySeed.label)) : '';
  const { aurora = '', borealis = '' } = validators;
  const A = alice.nativeAddress;
  const B = bob.nativeAddress;
  // Rounds an hour apart, a day ahead of the faucet (distinct times), every transaction of a
  // round in one block (ties on time and height).
  const start = Date.now() + DAY_MS;
  const history: TxRecord[] = [];
  for (let round = 0; round < 4; round += 1) {
    const time = start + round * HOUR_MS;
    const height = 1_000 + round;
    const at = { time, height };
    const amount = 1_000n + BigInt(round);
    history.push(
      row({ ...at, type: 'send', from: A, to: B, amount, memo: `r${round}` }),
      row({ ...at, type: 'send', from: B, to: A, amount }),
      row({ ...at, type: 'send', from: A, to: A, amount }),
      row({ ...at, type: 'send', from: A, to: B, amount, chainId: NATIVE_TESTNET_CHAIN_ID }),
      row({ ...at, type: 'delegate', from: A, to: aurora, amount: 50_000n, validator: aurora }),
      row({
        ...at,
        type: 'undelegate',
        from: A,
        to: aurora,
        amount: 20_000n,
        validator: aurora,
        completedOn: time + 21 * DAY_MS,
      }),
      row({
        ...at,
        type: 'cancelUndelegate',
        from: A,
        to: aurora,
        amount: 5_000n,
        validator: aurora,
        creationHeight: height,
      }),
      row({
        ...at,
        type: 'moveDelegation',
        from: A,
        to: borealis,
        amount: 10_000n,
        validator: borealis,
        fromValidator: aurora,
        toValidator: borealis,
        completedOn: time + 21 * DAY_MS,
      }),
    );
  }
  // A month of daily payouts from both validators, after the unstakes matured.
  const later = start + 22 * DAY_MS;
  history.push(
    ...payoutRows(aurora, A, later, 30, DAY_MS),
    ...payoutRows(borealis, A, later + 1, 30, DAY_MS),
  );
  history.push(
    row({
      type: 'createValidator',
      from: A,
      to: `optvaloper${A.slice(3)}`,
      amount: 1_000_000n,
      time: later + 31 * DAY_MS,
      height: 99_000,
    }),
  );
  await writeHistory(history);
}, 180_000);

afterAll(() => h.close());

interface ListQuery {
  limit: number;
  type?: TransactionType;
  chainId?: string;
  symbol?: string;
  rewards?: RewardsMode;
}

/**
 * Every page of a list by number (and one past the end; the pages past the middle are read
 * from the list's end, the others from its front), checked against the same list walked
 * by cursor from page 1: each page read with the previous one's nextCursor is the page by
 * number, byte for byte (its own nextCursor too), and the last page's nextCursor is null.
 * Returns the pages by number without nextCursor, for the caller's reference checks.
 */
async function everyPage(query: ListQuery, ref = aliceRef): Promise<string[]> {
  const byNumber: WalletTransactionsResponse[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages + 1; page += 1) {
    const got = await walletTransactions(h.deps, ref, { ...query, page });
    totalPages = got.totalPages;
    expect(got.nextCursor === null).toBe(page >= totalPages);
    byNumber.push(got);
  }
  let walked = byNumber[0] as WalletTransactionsResponse;
  let pages = 1;
  while (walked.nextCursor !== null) {
    const page = walked.pageNumber + 1;
    walked = await walletTransactions(h.deps, ref, {
      ...query,
      page,
      cursor: walked.nextCursor,
    });
    expect(JSON.stringify(walked)).toBe(JSON.stringify(byNumber[page - 1]));
    pages += 1;
  }
  expect(pages).toBe(Math.max(totalPages, 1));
  return byNumber.map((got) => JSON.stringify({ ...got, nextCursor: undefined }));
}

/** Every wire type (product §3), so a new one is covered by the filters below. */
const TYPES = transactionTypeSchema.options;

describe('the wallet transaction list pages in SQL', () => {
  it('the history has every wire type on both OPT chains, with ties on time and height', async () => {
    const all = await everyTransaction();
    expect(all.length).toBeGreaterThanOrEqual(37);
    expect(new Set(all.map((t) => t.type))).toEqual(new Set(TYPES));
    expect(new Set(all.map((t) => t.chainId))).toEqual(
      new Set([NATIVE_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID]),
    );
    expect(all.length).toBeGreaterThan(new Set(all.map((t) => t.date)).size);
  });

  const filters: { type?: TransactionType; chainId?: string; symbol?: string }[] = [
    {},
    ...TYPES.map((type) => ({ type })),
    { chainId: NATIVE_CHAIN_ID },
    { chainId: NATIVE_TESTNET_CHAIN_ID },
    { symbol: 'OPT' },
    { type: 'send', chainId: NATIVE_TESTNET_CHAIN_ID },
    { type: 'receive', symbol: 'OPT' },
    { type: 'delegate', chainId: NATIVE_TESTNET_CHAIN_ID },
  ];

  it('a send and a receive name the user on the other side, with the memo', async () => {
    const sent = await walletTransactions(h.deps, aliceRef, { limit: 50, page: 1, type: 'send' });
    const toBob = sent.transactions.find(
      (t) => t.walletAddress === bob.nativeAddress && t.chainId === NATIVE_CHAIN_ID,
    );
    expect(toBob).toMatchObject({ counterpartyUsername: 'pages_bob', memo: 'r3' });
    const received = await walletTransactions(h.deps, aliceRef, {
      limit: 50,
      page: 1,
      type: 'receive',
    });
    expect(received.transactions.find((t) => t.walletAddress === bob.nativeAddress)).toMatchObject({
      counterpartyUsername: 'pages_bob',
    });
    // Staking rows have no person on the other side.
    const staked = await walletTransactions(h.deps, aliceRef, {
      limit: 5,
      page: 1,
      type: 'delegate',
    });
    expect(staked.transactions.map((t) => t.counterpartyUsername)).toEqual(
      staked.transactions.map(() => null),
    );
  });

  it.each(filters)(
    'every page for %o is the old in-memory slice, byte for byte, with the same totalPages',
    async (filter) => {
      const expected = (await everyTransaction()).filter(
        (t) =>
          (!filter.type || t.type === filter.type) &&
          (!filter.chainId || t.chainId === filter.chainId) &&
          (!filter.symbol || t.symbol === filter.symbol),
      );
      const limit = 7;
      const totalPages = Math.ceil(expected.length / limit);
      // Every page, and one past the end (empty, still with totalPages); by cursor the same.
      const pages = await everyPage({ limit, ...filter });
      expect(pages).toHaveLength(totalPages + 1);
      for (let page = 1; page <= totalPages + 1; page += 1) {
        expect(pages[page - 1]).toBe(
          JSON.stringify({
            transactions: expected.slice((page - 1) * limit, page * limit),
            totalPages,
            pageNumber: page,
            limit,
          }),
        );
      }
    },
  );

  it.each([
    [NATIVE_CHAIN_ID, 'OPT'],
    [NATIVE_TESTNET_CHAIN_ID, 'OPT'],
  ])('the token detail of %s %s lists its latest ten as before', async (chainId, symbol) => {
    const expected = (await everyTransaction())
      .filter((t) => t.chainId === chainId && t.symbol === symbol)
      .slice(0, 10);
    const detail = await tokenDetail(h.deps, aliceRef, chainId, symbol);
    expect(JSON.stringify(detail.transactions)).toBe(JSON.stringify(expected));
  });
});

describe('the next page by cursor (keyset), over HTTP', () => {
  const list = (query: Record<string, string>, token = aliceToken, id = aliceRef.walletId) =>
    send(h, endpoints.walletTransactions, { token, params: { id }, query });

  it('nextCursor leads to the next page: the page by number, its pageNumber echoed', async () => {
    const first = await list({ limit: '4', type: 'send' });
    expect(first.status).toBe(200);
    const cursor = first.data?.nextCursor ?? '';
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const byCursor = await list({ limit: '4', type: 'send', page: '2', cursor });
    const byNumber = await list({ limit: '4', type: 'send', page: '2' });
    expect(byCursor.status).toBe(200);
    expect(byCursor.data?.pageNumber).toBe(2);
    expect(byCursor.data).toEqual(byNumber.data);
  });

  it('a cursor of another list, page or wallet, or in another shape, is a 422 naming cursor', async () => {
    const first = await list({ limit: '4' });
    const cursor = first.data?.nextCursor ?? '';
    expect(cursor).not.toBe('');
    const mallory = await userWithWallet(h, 'pages_cursor_mallory');
    const forged = encodeCursor({ walletId: aliceRef.walletId, limit: 4 }, 2, {
      time: '9999999999999999999',
      height: 1,
      rank: 0,
      seq: '1',
    });
    const refused: [Record<string, string>, string?, string?][] = [
      [{ limit: '4', page: '3', cursor }],
      [{ limit: '5', page: '2', cursor }],
      [{ limit: '4', page: '2', type: 'send', cursor }],
      [{ limit: '4', page: '2', rewards: 'grouped', cursor }],
      [{ limit: '4', page: '2', cursor }, mallory.token, mallory.walletId],
      [{ limit: '4', page: '2', cursor: 'bm90IGpzb24' }],
      [{ limit: '4', page: '2', cursor: `${cursor}x` }],
      [{ limit: '4', page: '2', cursor: 'a+b/c=' }],
      [{ limit: '4', page: '2', cursor: 'a'.repeat(201) }],
      [{ limit: '4', page: '2', cursor: forged }],
    ];
    for (const [query, token, id] of refused) {
      const res = await list(query, token, id);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.error?.errors).toHaveProperty('cursor');
    }
    // The same cursor with its own list and page still reads.
    expect((await list({ limit: '4', page: '2', cursor })).status).toBe(200);
  });
});

/** The reference's grouping: each validator's payouts of one UTC day fold into the newest one. */
function groupPayouts(list: Transaction[]): Transaction[] {
  const out: Transaction[] = [];
  const groups = new Map<
    string,
    { index: number; units: bigint; payouts: number; first: string }
  >();
  for (const tx of list) {
    if (tx.type !== 'distribution') {
      out.push(tx);
      continue;
    }
    const key = `rewards:${tx.chainId}:${tx.walletAddress}:${tx.date.slice(0, 10)}`;
    const group = groups.get(key);
    if (group) {
      group.units += parseAmount(tx.amount, 6);
      group.payouts += 1;
      group.first = tx.date;
    } else {
      groups.set(key, {
        index: out.length,
        units: parseAmount(tx.amount, 6),
        payouts: 1,
        first: tx.date,
      });
      out.push(tx);
    }
  }
  for (const [key, group] of groups) {
    const newest = out[group.index] as Transaction;
    out[group.index] = {
      ...newest,
      id: key,
      amount: formatAmount(group.units, 6),
      rewardGroup: { payouts: group.payouts, firstDate: group.first, lastDate: newest.date },
    };
  }
  return out;
}

describe('reward payouts grouped or hidden (rewards=grouped | hidden)', () => {
  it('two days of hourly payouts fold into one row per validator and day, with exact sums', async () => {
    const carol = await userWithWallet(h, 'pages_carol');
    const carolRef = { userId: carol.id, walletId: carol.walletId };
    expect(Object.values(validators)).toContain(hourly);
    // A stake with the hourly validator, then 50 hours of its payouts (from half past midnight).
    const staked = Date.now() + 2 * DAY_MS;
    const from = Math.floor(staked / DAY_MS) * DAY_MS + DAY_MS + HOUR_MS / 2;
    await writeHistory([
      row({
        type: 'delegate',
        from: carol.native,
        to: hourly,
        amount: 1_000_000n,
        time: staked,
        validator: hourly,
      }),
      ...payoutRows(hourly, carol.native, from, 50, HOUR_MS),
    ]);
    const each = await walletTransactions(h.deps, carolRef, { limit: 100, page: 1 });
    const payouts = each.transactions.filter((t) => t.type === 'distribution');
    expect(payouts.length).toBeGreaterThanOrEqual(48);

    const got = await walletTransactions(h.deps, carolRef, {
      limit: 10,
      page: 1,
      rewards: 'grouped',
    });
    const rows = got.transactions.filter((t) => t.rewardGroup);
    // Two or three UTC days, the rest of carol's history (the faucet, the stake) as it was.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(got.totalPages).toBe(1);
    expect(got.transactions.filter((t) => !t.rewardGroup)).toEqual(
      each.transactions.filter((t) => t.type !== 'distribution'),
    );
    expect(rows.reduce((n, t) => n + (t.rewardGroup?.payouts ?? 0), 0)).toBe(payouts.length);
    expect(Math.max(...rows.map((t) => t.rewardGroup?.payouts ?? 0))).toBeGreaterThanOrEqual(23);
    for (const row of rows) {
      const members = payouts.filter((p) => p.date.slice(0, 10) === row.date.slice(0, 10));
      expect(row).toMatchObject({
        type: 'distribution',
        validator: hourly,
        hash: members[0]?.hash,
        date: members[0]?.date,
        rewardGroup: {
          payouts: members.length,
          firstDate: members.at(-1)?.date,
          lastDate: members[0]?.date,
        },
      });
      const sum = members.reduce((s, p) => s + parseAmount(p.amount, 6), 0n);
      expect(row.amount).toBe(formatAmount(sum, 6));
    }
  });

  it.each([{}, { type: 'distribution' as const }, { chainId: NATIVE_CHAIN_ID, symbol: 'OPT' }])(
    'every grouped page for %o is the grouped reference list, with its totalPages',
    async (filter) => {
      const expected = groupPayouts(
        (await everyTransaction()).filter(
          (t) =>
            (!filter.type || t.type === filter.type) &&
            (!filter.chainId || t.chainId === filter.chainId) &&
            (!filter.symbol || t.symbol === filter.symbol),
        ),
      );
      const limit = 9;
      const totalPages = Math.ceil(expected.length / limit);
      const pages = await everyPage({ limit, ...filter, rewards: 'grouped' });
      expect(pages).toHaveLength(totalPages + 1);
      for (let page = 1; page <= totalPages + 1; page += 1) {
        expect(pages[page - 1]).toBe(
          JSON.stringify({
            transactions: expected.slice((page - 1) * limit, page * limit),
            totalPages,
            pageNumber: page,
            limit,
          }),
        );
      }
    },
  );

  it('a claim the user made stays its own row, over HTTP too: hidden keeps it, grouped does not fold it', async () => {
    const dave = await userWithWallet(h, 'pages_dave');
    // aurora pays daily on the node: its pending rewards grow for a day (the hourly validator's
    // never reach much more than an hour's, hardly above a claim's fee, which the API refuses).
    const validator = validators.aurora ?? '';
    // A real stake on the node (its rewards accrue with the node's time), and three automatic
    // payouts written to the index.
    const staked = await send(h, endpoints.transfer, {
      token: dave.token,
      params: { id: dave.walletId },
      body: {
        amount: '500',
        chainId: NATIVE_CHAIN_ID,
        symbol: 'OPT',
        to: validator,
        transferType: 'delegate',
        description: '',
        walletPasscode: PASSCODE,
      },
    });
    expect(staked.status).toBe(200);
    await h.indexed();
    await writeHistory(payoutRows(validator, dave.native, Date.now() - 3 * HOUR_MS, 3, HOUR_MS));
    // Six hours of rewards on the node (≈ 0.039 OPT, well above the 0.005 fee; aurora's next
    // payout is a day after genesis), read again by the advance, before the claim.
    await advanceDevnet(h.deps, 6 * HOUR_S);
    await h.indexed();
    const claim = await send(h, endpoints.transfer, {
      token: dave.token,
      params: { id: dave.walletId },
      headers: { 'Idempotency-Key': 'claim-1' },
      body: {
        amount: '0',
        chainId: NATIVE_CHAIN_ID,
        symbol: 'OPT',
        to: validator,
        transferType: 'claim-rewards',
        description: '',
        walletPasscode: PASSCODE,
      },
    });
    expect(claim.status).toBe(200);
    await h.indexed();
    const list = async (rewards: string) =>
      (
        await send(h, endpoints.walletTransactions, {
          token: dave.token,
          params: { id: dave.walletId },
          query: { limit: '50', rewards },
        })
      ).data?.transactions ?? [];
    const each = await list('each');
    const payouts = each.filter(
      (t) => t.type === 'distribution' && t.hash !== claim.data?.transactionHash,
    );
    expect(payouts.length).toBeGreaterThanOrEqual(3);

    const hidden = await list('hidden');
    expect(hidden.filter((t) => t.type === 'distribution').map((t) => t.hash)).toEqual([
      claim.data?.transactionHash,
    ]);
    expect(hidden).toHaveLength(each.length - payouts.length);

    const grouped = await list('grouped');
    const claimRow = grouped.find((t) => t.hash === claim.data?.transactionHash);
    expect(claimRow?.rewardGroup).toBeUndefined();
    // The claim's row as in the plain list: what the node paid, the rewards the claim answered
    // (pending, from the index) and the seconds of rewards until its block.
    const claimEach = each.find((t) => t.hash === claim.data?.transactionHash);
    expect(claimRow).toEqual(claimEach);
    const answered = parseAmount(claim.data?.amount ?? '', 6);
    expect(parseAmount(claimRow?.amount ?? '', 6)).toBeGreaterThanOrEqual(answered);
    expect(parseAmount(claimRow?.amount ?? '', 6)).toBeLessThan(answered + 1_000n);
    expect(
      grouped.filter((t) => t.rewardGroup).reduce((n, t) => n + (t.rewardGroup?.payouts ?? 0), 0),
    ).toBe(payouts.length);

    const bad = await send(h, endpoints.walletTransactions, {
      token: dave.token,
      params: { id: dave.walletId },
      query: { rewards: 'some' },
    });
    expect(bad.status).toBe(422);
    expect(bad.error?.errors).toHaveProperty('rewards');
  });

  it('hidden leaves every payout out, and the user’s own send leads page 1', async () => {
    const expected = (await everyTransaction()).filter((t) => t.type !== 'distribution');
    const limit = 10;
    const totalPages = Math.ceil(expected.length / limit);
    const pages = await everyPage({ limit, rewards: 'hidden' });
    for (let page = 1; page <= totalPages; page += 1) {
      const got = JSON.parse(pages[page - 1] ?? '{}') as WalletTransactionsResponse;
      expect(got.totalPages).toBe(totalPages);
      expect(got.transactions.map((t) => t.id)).toEqual(
        expected.slice((page - 1) * limit, page * limit).map((t) => t.id),
      );
    }
    // Unstakes matured, then a month of payouts: they alone fill the first page of every row.
    const first = await walletTransactions(h.deps, aliceRef, { limit: 5, page: 1 });
    expect(first.transactions.map((t) => t.type)).not.toContain('moveDelegation');
    const recent = await walletTransactions(h.deps, aliceRef, {
      limit: 5,
      page: 1,
      rewards: 'hidden',
    });
    expect(recent.transactions.map((t) => t.type)).not.toContain('distribution');
    expect(recent.transactions.map((t) => t.type)).toContain('moveDelegation');
    const none = await walletTransactions(h.deps, aliceRef, {
      limit: 5,
      page: 1,
      type: 'distribution',
      rewards: 'hidden',
    });
    expect(none).toEqual({
      transactions: [],
      totalPages: 0,
      pageNumber: 1,
      limit: 5,
      nextCursor: null,
    });
  });
});

/** RFC 4180, read strictly: quoted fields may hold commas, CRLF and doubled quotes; records end in CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quote');
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else {
          field += text[i];
          i += 1;
        }
      }
    } else if (text[i] === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      if (text[i] === '\r' || text[i] === '\n') throw new Error(`bare line break at ${i}`);
      field += text[i];
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('last record without CRLF');
  return records;
}

describe('GET /wallets/{id}/transactions.csv', () => {
  it('is the whole history, payouts one row each, with USD at the time and exact amounts', async () => {
    const memo = '=SUM(1,2) "rent", May';
    await writeHistory([
      row({
        type: 'send',
        from: alice.nativeAddress,
        to: bob.nativeAddress,
        amount: 1_234_567n,
        memo,
        time: Date.now(),
        height: 500,
      }),
    ]);
    const res = await raw(h, 'GET', `/wallets/${aliceRef.walletId}/transactions.csv`, {
      token: aliceToken,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="optwallet-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([
      'date',
      'type',
      'status',
      'network',
      'token',
      'amount',
      'fee',
      'fee_token',
      'usd_value',
      'counterparty',
      'memo',
      'hash',
    ]);
    const all = await everyTransaction();
    expect(rows.map((r) => r[11])).toEqual(all.map((t) => t.hash));
    expect(rows.filter((r) => r[1] === 'distribution').length).toBeGreaterThan(40);

    const byHash = new Map(rows.map((r) => [r[11], r]));
    const sent = all.find((t) => t.memo === memo) as Transaction;
    expect(byHash.get(sent.hash)).toEqual([
      sent.date,
      'send',
      'success',
      'OptChain',
      'OPT',
      '1.234567',
      sent.gasFee,
      'OPT',
      formatAmount(
        (1_234_567n * parseAmount(priceAt(LEDGER_CONFIG, 'OPT', Date.parse(sent.date)), 8)) /
          10n ** 6n,
        8,
      ),
      bob.nativeAddress,
      `'${memo}`,
      sent.hash,
    ]);
    for (const tx of all) {
      const row = byHash.get(tx.hash) as string[];
      expect(row.slice(0, 6)).toEqual([
        tx.date,
        tx.type,
        tx.status,
        tx.network,
        tx.symbol,
        tx.amount,
      ]);
      expect(row[6]).toBe(tx.gasFee ?? '');
      expect(row[9]).toBe(tx.walletAddress);
      // A testnet token has no market, so no USD value; every other one has one.
      if (tx.chainId === NATIVE_TESTNET_CHAIN_ID) expect(row[8]).toBe('');
      else expect(row[8]).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('streams in chunks: any chunk size gives the same file', async () => {
    const read = async (chunk?: number) =>
      new Response(await transactionsCsv(h.deps, aliceRef, chunk)).text();
    const whole = await read();
    expect(await read(7)).toBe(whole);
    expect(await read(1)).toBe(whole);
  });

  it('is the owner’s only: 401 without a session, 404 for someone else’s wallet', async () => {
    const path = `/wallets/${aliceRef.walletId}/transactions.csv`;
    expect((await raw(h, 'GET', path)).status).toBe(401);
    const mallory = await userWithWallet(h, 'pages_mallory');
    const res = await raw(h, 'GET', path, { token: mallory.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Wallet not found' });
  });
});

interface Written {
  hash: string;
  time: number;
  height: number;
  rank: number;
  type: string;
}

describe('pages across both addresses, with ties on time and height between them', () => {
  /**
   * A wallet whose native and EVM addresses both have rows in the same blocks (equal time and
   * height), written as the indexers write them: the page's order puts the native address's
   * rows first within a tie, then the later record, which the page indexes merge without a
   * sort (migration 0024). Every page by number (from the front, or past the middle from the
   * end) and by cursor is the reference order's slice.
   */
  it('every page of every list is the reference slice, by number and by cursor', async () => {
    const eve = await userWithWallet(h, 'pages_eve');
    const eveRef = { userId: eve.id, walletId: eve.walletId };
    const other = { native: bob.nativeAddress, evm: '0x00000000000000000000000000000000000000e1' };
    const lists: {
      query: Omit<ListQuery, 'limit'>;
      keep: (row: Written) => boolean;
    }[] = [
      { query: {}, keep: () => true },
      { query: { chainId: EVM_CHAIN_ID }, keep: (row) => row.rank === 1 },
      { query: { symbol: 'OPT' }, keep: (row) => row.rank === 0 },
      { query: { type: 'send' }, keep: (row) => row.type === 'send' },
      { query: { type: 'receive' }, keep: (row) => row.type === 'receive' },
      { query: { rewards: 'grouped' }, keep: () => true },
    ];
    // Its rows from before (the faucet's), older than every row written below.
    const earlier = new Map<string, string[]>();
    for (const { query } of lists) {
      const got = await walletTransactions(h.deps, eveRef, { limit: 100, page: 1, ...query });
      earlier.set(
        JSON.stringify(query),
        got.transactions.map((t) => t.hash),
      );
    }
    const rows: Written[] = [];
    // Six blocks: four shared by both addresses (the same time and height), two native only;
    // the rows of a block are written interleaved, so seq alternates between the addresses.
    for (let block = 0; block < 6; block += 1) {
      const time = 4_000_000_000_000 + Math.floor(block / 2) * 60_000;
      const height = 100 + block;
      const native = [
        ['send', eve.native, other.native],
        ['send', other.native, eve.native],
        ['send', eve.native, eve.native],
      ];
      const evm =
        block < 4
          ? [
              ['send', eve.evm, other.evm],
              ['send', other.evm, eve.evm],
            ]
          : [];
      const ordered = [native[0], evm[0], native[1], evm[1], native[2]].filter(
        (row): row is string[] => row !== undefined,
      );
      for (const [index, [type, from, to]] of ordered.entries()) {
        const rank = (from as string).startsWith('0x') ? 1 : 0;
        const hash = `eve-${block}-${index}`;
        const [chainId, denom, symbol] =
          rank === 1 ? [EVM_CHAIN_ID, 'wei', 'ETH'] : [NATIVE_CHAIN_ID, 'uopt', 'OPT'];
        await queryRows(
          h.deps.db,
          sql`INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address,
            to_address, amount, denom, symbol, fee, fee_denom, memo, status)
          VALUES (${hash}, ${chainId}, ${height}, ${time}, ${type}, ${from}, ${to}, ${1000 + index},
            ${denom}, ${symbol}, 0, ${denom}, '', 'success')`,
        );
        rows.push({
          hash,
          time,
          height,
          rank,
          type: from === eve.native || from === eve.evm ? 'send' : 'receive',
        });
      }
    }
    // The reference order: time, height DESC, native first, then the later record (written later).
    const reference = rows
      .map((row, written) => ({ ...row, written }))
      .sort(
        (a, b) =>
          b.time - a.time || b.height - a.height || a.rank - b.rank || b.written - a.written,
      );
    for (const { query, keep } of lists) {
      const expected = [
        ...reference.filter(keep).map((row) => row.hash),
        ...(earlier.get(JSON.stringify(query)) ?? []),
      ];
      for (const limit of [1, 2, 3, 5, 7]) {
        const pages = await everyPage({ limit, ...query }, eveRef);
        const totalPages = Math.ceil(expected.length / limit);
        expect(pages, JSON.stringify(query)).toHaveLength(totalPages + 1);
        for (let page = 1; page <= totalPages + 1; page += 1) {
          const got = JSON.parse(pages[page - 1] as string) as WalletTransactionsResponse;
          expect(
            got.transactions.map((t) => t.hash),
            `${JSON.stringify(query)} limit ${limit} page ${page}`,
          ).toEqual(expected.slice((page - 1) * limit, page * limit));
        }
      }
    }
  });
});
