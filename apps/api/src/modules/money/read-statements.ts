import { prepared } from '../../db/prepared';
import { LEDGER_CONFIG } from '../../chains/catalogue';
import { CHAIN_OFFSETS_SQL } from '../../chains/chain-time';
import { TX_COLUMNS_TEXT } from '../../chains/history-rows';
import { EVM_CHAIN_ID } from '@optwallet/domain';

/**
 * The chain reads as fixed statements, prepared once per session (see db/prepared.ts). Each is
 * ONE statement over the API's index of the chains: the owner check, the data, and each chain's
 * clock offset (a devnet advanced: USD figures are at the chain's time).
 */

const OFFSETS = `${CHAIN_OFFSETS_SQL} AS offsets`;
const OWNED = `w.id = $1::text AND w.user_id = $2::text`;

/**
 * The caller's own session (`$n`, NULL when the middleware checked it) is live: the same test as
 * lib/session/sessions.ts, so a read needs no second statement for it. `user` is the token's subject.
 */
function sessionLive(n: number, user: string): string {
  return `($${n}::text IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = $${n}::text
    AND s.user_id = ${user} AND s.revoked_at IS NULL AND s.grant_id IS NULL))`;
}

/** The native chains (config constants, not input), for the stake's primary-key lookups. */
const NATIVE_CHAINS = LEDGER_CONFIG.chains
  .filter((c) => c.kind === 'native')
  .map((c) => `'${c.chainId.replaceAll("'", "''")}'`)
  .join(', ');

const OWN_STAKE = `x.chain_id IN (${NATIVE_CHAINS}) AND x.delegator = w.native_address`;

/** The EVM network's product id (a config constant, not input). */
const EVM_CHAIN_SQL = `'${EVM_CHAIN_ID.replaceAll("'", "''")}'`;

/**
 * $1 wallet, $2 user, $3 session to check. Every balance, and what the total balance adds to
 * them: the native chains' stake, one row each (`stake`: [kind, chain, amount, rewards] for a
 * delegation 'd' with its unpaid rewards as the node last answered, a move in its grace period
 * 'm', an unbonding 'u'), each chain's clock offset (`offsets`), and the EVM address's kept
 * balances (`evm_balances`: denom -> amount, NULL when the indexer has not read the address yet).
 */
export const TOKENS = prepared(
  'chain_wallet_tokens',
  `SELECT w.id, w.native_address, w.evm_address,
    ${OFFSETS},
    (SELECT coalesce(json_agg(json_build_array(b.chain_id, b.account, b.denom, b.amount::text)), '[]'::json)
     FROM ledger_balances b WHERE b.account IN (w.native_address, w.evm_address)) AS balances,
    (SELECT json_object_agg(e.denom, e.amount::text) FROM evm_balances e
     WHERE e.chain_id = ${EVM_CHAIN_SQL} AND e.address = w.evm_address) AS evm_balances,
    (SELECT coalesce(json_agg(json_build_array(s.kind, s.chain_id, s.amount, s.rewards)), '[]'::json) FROM (
      SELECT 'd' AS kind, x.chain_id, x.amount::text AS amount, x.rewards::text AS rewards
        FROM ledger_delegations x WHERE ${OWN_STAKE}
      UNION ALL SELECT 'm', x.chain_id, x.amount::text, NULL FROM ledger_redelegations x WHERE ${OWN_STAKE}
      UNION ALL SELECT 'u', x.chain_id, x.balance::text, NULL FROM ledger_unbondings x WHERE ${OWN_STAKE}
    ) s) AS stake
  FROM wallets w WHERE ${OWNED} AND ${sessionLive(3, '$2::text')}`,
);

/**
 * An automatic reward payout (alias t): a distribution the chain made on its schedule, not the
 * claim the wallet asked for (a claim carries its request's id).
 */
const PAYOUT = `(t.type = 'distribution' AND t.request_id IS NULL)`;

/**
 * The wallet's transactions, each as its address sees it (one transaction never involves two of
 * a wallet's addresses: they live on different chains), filtered, newest first: time, height,
 * the native address first, then the later record. $3 chain, $4 symbol (NULL: any); $5 whether
 * types filter; $6 'receive' wanted; $7 'send' wanted; $8 the stored types wanted (JSON array);
 * $9 hide automatic reward payouts.
 *
 * The filters for the rows of one address (alias t; `received`: whether a row is a send to it
 * from elsewhere; `hidePayouts` SQL), on columns the page indexes include (migration 0019).
 */
function rowFilters(received: string, hidePayouts: string): string {
  return `($3::text IS NULL OR t.chain_id = $3::text)
      AND ($4::text IS NULL OR t.symbol = $4::text)
      AND (NOT $5::boolean
        OR ($6::boolean AND ${received})
        OR ($7::boolean AND t.type = 'send' AND NOT ${received})
        OR t.type IN (SELECT json_array_elements_text($8::json)))
      AND NOT (${hidePayouts} AND ${PAYOUT})`;
}
const NEWEST_FIRST = 'time DESC, height DESC, rank ASC, seq DESC';
const ORDER_I = `ORDER BY i.${NEWEST_FIRST.replaceAll(', ', ', i.')}`;

/** The wallet's addresses: [address, rank] (the native one first). */
const ADDRESSES: [string, number][] = [
  ['w.native_address', 0],
  ['w.evm_address', 1],
];

/**
 * The payout groups (alias g) PAGE's filters keep: a group's rows are payouts, type
 * 'distribution', so a type filter keeps them when it asks for that type.
 */
const GROUP_FILTERS = `($3::text IS NULL OR g.chain_id = $3::text)
  AND ($4::text IS NULL OR g.symbol = $4::text)
  AND (NOT $5::boolean OR 'distribution' IN (SELECT json_array_elements_text($8::json)))
  AND NOT $9::boolean`;

/**
 * A keyset cursor: the rows of a branch (alias `alias`, one address: `rank`) after the row at
 * $n time, $n+1 height, $n+2 rank, $n+3 seq in the page's order (time, height DESC, rank ASC,
 * seq DESC). Its rank is fixed, so within it the cursor is a bound on (time, height, seq) the
 * page indexes start at: at the cursor's time and height, a later rank keeps every seq, an
 * earlier one none. Before the newest row: the largest time, height and seq, rank 0.
 */
function afterCursor(n: number) {
  return (alias: string, rank: number) =>
    `AND (${alias}.time, ${alias}.height, ${alias}.seq) < ($${n}::bigint, $${n + 1}::int,
      CASE WHEN ${rank} > $${n + 2}::int THEN 9223372036854775807
        WHEN ${rank} = $${n + 2}::int THEN $${n + 3}::bigint ELSE 0 END)`;
}

/**
 * Whether `address` (a column) is the wallet's native one (rank 0: not an EVM `0x…` address):
 * rank ASC is this DESC. Within a branch it is a constant, and the page indexes hold it between
 * height and seq (migration 0024), so the branches merge in the page's order without a sort.
 */
function nativeSide(address: string): string {
  return `(${address} NOT LIKE '0x%')`;
}

/**
 * The ids (seq) of the wallet's rows in the page's order: one branch per address and side,
 * each read in order from the side's index (`ledger_transactions_from_page_idx` or
 * `_to_page_idx`, index-only) and at most `limit` long, merged in the page's order (the rank as
 * `native`, nativeSide) without a sort, then cut by `tail`; a row sent
 * from an address to itself is its `from` row. `after` narrows every branch to the rows after
 * a cursor (afterCursor); `grouped` leaves the automatic payouts out for their groups
 * (ledger_payout_groups, whose time, height and seq are their newest payout's: the same order).
 */
function walletIds(
  limit: string,
  tail: string,
  options: {
    after?: (alias: string, rank: number) => string;
    grouped?: boolean;
    fromEnd?: boolean;
  } = {},
): string {
  // From the end: the opposite order (oldest first), each index read forwards.
  const dir = options.fromEnd ? 'ASC' : 'DESC';
  const extra = options.grouped
    ? ', false AS grouped, NULL::int AS payouts, NULL::text AS group_amount, NULL::bigint AS first_time'
    : '';
  const branch = (address: string, side: 'from' | 'to', rank: number) => {
    const own =
      side === 'from'
        ? `t.from_address = ${address}`
        : `t.to_address = ${address} AND t.from_address <> ${address}`;
    const received = side === 'from' ? 'false' : `(t.type = 'send')`;
    const hide = options.grouped ? 'true' : '$9::boolean';
    // A branch no row of which can pass the type filter is not read at all (a one-time filter
    // on the parameters): a send in the `to` branch is always received, in `from` never.
    const mayMatch = `(NOT $5::boolean OR ${side === 'from' ? '$7' : '$6'}::boolean
      OR json_array_length($8::json) > 0)`;
    const native = nativeSide(`t.${side}_address`);
    return `(SELECT t.seq, t.time, t.height, ${rank} AS rank, ${native} AS native, ${address} AS perspective${extra}
      FROM ledger_transactions t
      WHERE ${own} AND ${mayMatch} AND ${rowFilters(received, hide)} ${options.after?.('t', rank) ?? ''}
      ORDER BY t.time ${dir}, t.height ${dir}, ${native} ${dir}, t.seq ${dir} LIMIT ${limit})`;
  };
  const groups = ADDRESSES.map(
    ([
      address,
      rank,
    ]) => `(SELECT g.seq, g.time, g.height, ${rank} AS rank, ${nativeSide('g.address')} AS native,
        ${address} AS perspective, true AS grouped, g.payouts, g.amount::text AS group_amount, g.first_time
      FROM ledger_payout_groups g WHERE g.address = ${address} AND ${GROUP_FILTERS}
        ${options.after?.('g', rank) ?? ''}
      ORDER BY g.time ${dir}, g.height ${dir}, ${nativeSide('g.address')} ${dir}, g.seq ${dir} LIMIT ${limit})`,
  );
  const branches = [
    ...ADDRESSES.flatMap(([address, rank]) => [
      branch(address, 'from', rank),
      branch(address, 'to', rank),
    ]),
    ...(options.grouped ? groups : []),
  ];
  return `SELECT u.* FROM (${branches.join(' UNION ALL ')}) u
    ORDER BY u.time ${dir}, u.height ${dir}, u.native ${dir}, u.seq ${dir} ${tail}`;
}

/** The rows of `ids` (walletIds' columns, alias i) with the transaction's columns (alias t). */
/**
 * The username of the product user behind the other side of a send (alias t) seen from
 * `address`: NULL for other kinds, for an address of nobody's, and for a user without one. Each
 * wallet's address by its unique index, an EVM one in any case by its lower() index.
 */
function counterpartyUsername(address: string): string {
  const other = `CASE WHEN t.from_address = ${address} THEN t.to_address ELSE t.from_address END`;
  return `CASE WHEN t.type = 'send' THEN (SELECT u.username FROM wallets cw
      JOIN users u ON u.id = cw.user_id
      WHERE cw.native_address = ${other} OR lower(cw.evm_address) = lower(${other})
      ORDER BY cw.created_at LIMIT 1) END AS counterparty_username`;
}

const ID_ROWS = `${TX_COLUMNS_TEXT}, t.seq, i.perspective, i.rank, ${PAYOUT} AS payout,
  ${counterpartyUsername('i.perspective')}`;

/**
 * How many rows PAGE has over all pages: the wallet's addresses' kept counts (ledger_tx_counts)
 * under the same filters, the kind standing for the stored type it is; grouped, the payouts'
 * groups stand for the payouts.
 */
function keptTotal(grouped: boolean): string {
  const payouts = grouped
    ? `+ (SELECT count(*) FROM ledger_payout_groups g
        WHERE g.address IN (w.native_address, w.evm_address) AND ${GROUP_FILTERS})`
    : '';
  return `((SELECT coalesce(sum(c.n), 0) FROM ledger_tx_counts c
    WHERE c.address IN (w.native_address, w.evm_address)
      AND ${countFilters('c', grouped ? 'true' : '$9::boolean')}) ${payouts})`;
}

/**
 * PAGE's filters on kept counts (alias `c`: ledger_tx_counts or ledger_tx_days), the kind
 * standing for the stored type it is; `hidePayouts` SQL.
 */
function countFilters(c: string, hidePayouts: string): string {
  return `($3::text IS NULL OR ${c}.chain_id = $3::text)
      AND ($4::text IS NULL OR ${c}.symbol = $4::text)
      AND (NOT $5::boolean
        OR ($6::boolean AND ${c}.kind = 'receive')
        OR ($7::boolean AND ${c}.kind = 'send')
        OR (CASE ${c}.kind WHEN 'payout' THEN 'distribution' WHEN 'receive' THEN 'send' ELSE ${c}.kind END)
          IN (SELECT json_array_elements_text($8::json)))
      AND NOT (${hidePayouts} AND ${c}.kind = 'payout')`;
}

const DAY_MS = 86_400_000;

/**
 * The kept position of the row `skip` rows into PAGE's list from its newest end (`fromEnd`: from
 * its oldest): the wallet's kept counts by day (ledger_tx_days) under the page's filters (and,
 * grouped, the payouts' groups of each day in their stead), walked from that end to the day
 * holding the row. One row, `bound` (the rows from that day on: time below the day's end, or
 * from the end at or above its start) and `skip` (how many of them come before the row), or
 * none when the list is shorter. A group's time is its newest payout's, inside its day.
 */
function keptPosition(skip: string, fromEnd: boolean, grouped: boolean): string {
  const dir = fromEnd ? 'ASC' : 'DESC';
  const hidePayouts = grouped ? 'true' : '$9::boolean';
  // The counts (and groups) of the wallet's days: `tail` orders them or picks one day.
  const counts = (tail: (alias: string) => string) =>
    ADDRESSES.flatMap(([address]) => [
      `(SELECT b.day, b.n FROM ledger_tx_days b
        WHERE b.address = ${address} AND ${countFilters('b', hidePayouts)} ${tail('b')})`,
      ...(grouped
        ? [
            `(SELECT g.day, 1::bigint AS n FROM ledger_payout_groups g
        WHERE g.address = ${address} AND ${GROUP_FILTERS} ${tail('g')})`,
          ]
        : []),
    ]).join(' UNION ALL ');
  const bound = fromEnd ? `p.day * ${DAY_MS}` : `(p.day + 1) * ${DAY_MS}`;
  // The running total over the count rows in the walk's order (merged index scans; every row of
  // a day has the day's running total), so it stops at the day it needs without grouping the
  // days it passes (grouped first, the planner read them all); then that day's own total.
  return `SELECT ${bound} AS bound,
      ((${skip}) - (p.upto - (SELECT sum(y.n) FROM (${counts((t) => `AND ${t}.day = p.day`)}) y)))::bigint AS skip
    FROM (SELECT x.day, sum(x.n) OVER (ORDER BY x.day ${dir}) AS upto
      FROM (${counts((t) => `ORDER BY ${t}.day ${dir}`)}) x) p
    WHERE p.upto > (${skip}) ORDER BY p.day ${dir} LIMIT 1`;
}

/**
 * A page past the middle of the list is read from its end: the rows from the page's first to
 * the last of the list (`FROM_END_ROWS`), oldest first, the page being the last `limit` of them
 * (fewer on the last page, none past the end); each index is read forwards, so the last page
 * costs what page 1 does. `k.total` is the kept total (keptTotal), the count of the list's rows.
 */
const FROM_END_ROWS = 'k.total - $11::bigint';

/**
 * A page by number past the first, from its kept position (keptPosition): from the nearer end of
 * the list, each index starts at the day holding the page's first row (the bound, by keyset)
 * and skips only that day's rows before it. From the end, the rows to skip are those after the
 * page's last, oldest first (FROM_END_ROWS less the page). The bound is each index's only
 * condition on time: beside a second one (a cursor's) the index scan started at the other.
 */
function positionedIds(grouped: boolean): string {
  const fromEndPage = `greatest(least($10::bigint, ${FROM_END_ROWS}), 0)`;
  const front = walletIds('$10::int + a.skip', 'LIMIT $10::int OFFSET a.skip', {
    grouped,
    after: (alias) => `AND ${alias}.time < a.bound`,
  });
  const end = walletIds(`${fromEndPage} + a.skip`, `LIMIT ${fromEndPage} OFFSET a.skip`, {
    grouped,
    fromEnd: true,
    after: (alias) => `AND ${alias}.time >= a.bound`,
  });
  const fromEndSkip = `greatest(${FROM_END_ROWS} - $10::bigint, 0)`;
  return `SELECT f.* FROM (${keptPosition('$11::bigint', false, grouped)}) a
      CROSS JOIN LATERAL (${front}) f WHERE $11::bigint * 2 <= k.total
    UNION ALL
    SELECT e.* FROM (${keptPosition(fromEndSkip, true, grouped)}) a
      CROSS JOIN LATERAL (${end}) e WHERE $11::bigint * 2 > k.total`;
}

/**
 * A page: $10 limit, $11 offset, $12 session to check; page 1 and a page by cursor (offset 0)
 * after the cursor $13 time, $14 height, $15 rank, $16 seq (afterCursor; no cursor is the one
 * before the newest row). The page's ids are read from the indexes in its order (with a cursor
 * each index from the cursor on, by keyset; by number a later page from its kept position,
 * positionedIds), then
 * only its rows, each with the wallet's note; `total` (over all pages, kept counts) is on every
 * row, and on the one row of a page past the end. Grouped, the automatic payouts of one validator to one address on one
 * UTC day (chain time) are one row, their kept group (ledger_payout_groups): the newest
 * payout's row marked `grouped`, with how many payouts it stands for, their exact sum and the
 * first one's time.
 */
function page(name: string, grouped: boolean, deep: boolean) {
  const groupColumns = grouped ? ', i.grouped, i.payouts, i.group_amount, i.first_time' : '';
  // A deep page (offset > 0, by number: no cursor) reads from whichever end is nearer. Only one
  // side runs, but the other's plan is still set up on every execution: with both, page 1 took
  // 285-316 µs a statement on Postgres against 213-233 µs without, so page 1 and cursor reads
  // go without.
  const ids = deep
    ? positionedIds(grouped)
    : walletIds('$10::int + $11::int', 'LIMIT $10::int OFFSET $11::int', {
        grouped,
        after: afterCursor(13),
      });
  return prepared(
    name,
    `SELECT k.total, p.*
  FROM wallets w CROSS JOIN LATERAL (SELECT ${keptTotal(grouped)}::bigint AS total OFFSET 0) k
  LEFT JOIN LATERAL (
    SELECT ${ID_ROWS}${groupColumns}, n.description AS note
    FROM (${ids}) i
    JOIN ledger_transactions t ON t.seq = i.seq
    LEFT JOIN transaction_notes n ON n.wallet_id = w.id AND n.tx_hash = t.hash
    ${ORDER_I}
  ) p ON true
  WHERE ${OWNED} AND ${sessionLive(12, '$2::text')}`,
  );
}

/** The first page, and any page after a cursor (offset 0). */
export const PAGE = page('chain_wallet_transactions', false, false);
/** PAGE with the automatic reward payouts grouped per validator and day. */
export const PAGE_GROUPED = page('chain_wallet_transactions_grouped', true, false);
/** A page by number past the first: read from the front, or past the middle from the end. */
export const PAGE_DEEP = page('chain_wallet_transactions_deep', false, true);
export const PAGE_GROUPED_DEEP = page('chain_wallet_transactions_grouped_deep', true, true);

/** $1 wallet, $2 user: the owner check (an export's first read). */
export const WALLET_OWNED = prepared(
  'chain_wallet_owned',
  `SELECT 1 FROM wallets w WHERE ${OWNED}`,
);

/**
 * The export's next rows (PAGE's, payouts each their own, newest first) after the cursor: $10 time, $11 height,
 * $12 rank, $13 seq of the last row sent (afterCursor; the first chunk: before the newest row);
 * $14 how many.
 */
export const EXPORT_CHUNK = prepared(
  'chain_wallet_transactions_export',
  `SELECT ${ID_ROWS} FROM wallets w
  CROSS JOIN LATERAL (${walletIds('$14::int', 'LIMIT $14::int', {
    after: afterCursor(10),
  })}) i
  JOIN ledger_transactions t ON t.seq = i.seq
  WHERE ${OWNED}
  ${ORDER_I}`,
);

/** A validator row (alias v) as JSON with exact amounts. */
const VALIDATOR_JSON = `json_build_object('operator', v.operator_address,
  'account', v.account_address, 'moniker', v.moniker, 'details', v.details,
  'commission_bps', v.commission_bps, 'uptime_bps', v.uptime_bps, 'status', v.status,
  'tokens', v.tokens::text, 'frequency', v.reward_payout_frequency_seconds,
  'next_payout_at', v.next_payout_at, 'accrued_rewards', v.accrued_rewards::text,
  'accrual_remainder', v.accrual_remainder::text, 'accrued_height', v.accrued_height,
  'created_height', v.created_height)`;

/** $1 chain: its validators, most voting power first; $2 session to check, $3 its user. */
export const VALIDATORS = prepared(
  'chain_validators',
  `SELECT (SELECT coalesce(json_agg(${VALIDATOR_JSON} ORDER BY v.tokens DESC, v.created_height, v.seq), '[]'::json)
     FROM ledger_validators v WHERE v.chain_id = $1::text) AS validators
  WHERE ${sessionLive(2, '$3::text')}`,
);

/**
 * A token of the wallet: its balance and latest transactions; on a native chain the stake too
 * (delegations, unbondings, moves, and the validators they name). $3 chain, $4 denom,
 * $5 symbol, $6 how many transactions, $7 session to check.
 */
function detail(name: string, address: string, balance: string, staking: string) {
  return prepared(
    name,
    `SELECT w.id, ${address} AS address, ${OFFSETS},
      (${balance}) AS balance,
      (SELECT coalesce(json_agg(q ORDER BY q.time DESC, q.height DESC, q.seq DESC), '[]'::json) FROM (
        SELECT ${TX_COLUMNS_TEXT}, t.seq, ${counterpartyUsername(address)},
          (SELECT n.description FROM transaction_notes n WHERE n.wallet_id = w.id AND n.tx_hash = t.hash) AS note
        FROM (SELECT u.seq FROM (
          (SELECT t.seq, t.time, t.height FROM ledger_transactions t
           WHERE t.from_address = ${address} AND t.chain_id = $3::text AND t.symbol = $5::text
           ORDER BY t.time DESC, t.height DESC, t.seq DESC LIMIT $6::int)
          UNION ALL
          (SELECT t.seq, t.time, t.height FROM ledger_transactions t
           WHERE t.to_address = ${address} AND t.from_address <> ${address}
             AND t.chain_id = $3::text AND t.symbol = $5::text
           ORDER BY t.time DESC, t.height DESC, t.seq DESC LIMIT $6::int)
        ) u ORDER BY u.time DESC, u.height DESC, u.seq DESC LIMIT $6::int) i
        JOIN ledger_transactions t ON t.seq = i.seq
      ) q) AS transactions
      ${staking}
    FROM wallets w
    WHERE ${OWNED} AND ${sessionLive(7, '$2::text')}`,
  );
}

/** The EVM token's kept balance (evm_balances): NULL when the indexer has not read it yet. */
export const DETAIL_EVM = detail(
  'chain_token_detail_evm',
  'w.evm_address',
  `SELECT e.amount::text FROM evm_balances e
   WHERE e.chain_id = $3::text AND e.address = w.evm_address AND e.denom = $4::text`,
  '',
);

export const DETAIL_NATIVE = detail(
  'chain_token_detail_native',
  'w.native_address',
  `SELECT b.amount::text FROM ledger_balances b
   WHERE b.chain_id = $3::text AND b.account = w.native_address AND b.denom = $4::text`,
  `,
  (SELECT coalesce(json_agg(json_build_object('validator', d.validator, 'amount', d.amount::text,
     'rewards', d.rewards::text, 'moniker', v.moniker)
     ORDER BY d.seq), '[]'::json)
   FROM ledger_delegations d
   LEFT JOIN ledger_validators v ON v.chain_id = d.chain_id AND v.operator_address = d.validator
   WHERE d.chain_id = $3::text AND d.delegator = w.native_address) AS delegations,
  (SELECT coalesce(json_agg(json_build_array(u.validator, u.balance::text, u.creation_height, u.completion_time, v.moniker)
     ORDER BY u.completion_time, u.creation_height, u.seq), '[]'::json)
   FROM ledger_unbondings u
   LEFT JOIN ledger_validators v ON v.chain_id = u.chain_id AND v.operator_address = u.validator
   WHERE u.chain_id = $3::text AND u.delegator = w.native_address) AS unbondings,
  (SELECT coalesce(json_agg(json_build_array(r.id, r.from_validator, r.to_validator, r.amount::text,
     r.creation_height, r.completion_time, vf.moniker, vt.moniker)), '[]'::json)
   FROM ledger_redelegations r
   LEFT JOIN ledger_validators vf ON vf.chain_id = r.chain_id AND vf.operator_address = r.from_validator
   LEFT JOIN ledger_validators vt ON vt.chain_id = r.chain_id AND vt.operator_address = r.to_validator
   WHERE r.chain_id = $3::text AND r.delegator = w.native_address) AS moves`,
);
