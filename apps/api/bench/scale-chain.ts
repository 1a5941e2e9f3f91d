/**
 * The chain side of `bench:scale`'s big database: rows in the tables the wallet history reads
 * today (`ledger_transactions`), in plain SQL. Kept apart from the social generator because
 * those tables change when OPT is read from a Cosmos node (issue 29): this file is then
 * rewritten for the index that replaces them.
 *
 * 2,000,000 transactions, 100,000 of them the demo wallet's on optchain-1 over the last year:
 * sends both ways, automatic reward payouts from the seeded validators (several a day) and
 * delegations. The others move OPT between 50,000 addresses nobody in the product holds. They
 * are records only: balances and postings are left as they are (the reads measured list
 * records; nothing here is settled or audited).
 */

export const CHAIN_SCALE = { transactions: 2_000_000, demoTransactions: 100_000 };

const DAY_MS = 86_400_000;

export interface ChainContext {
  /** The demo wallet's optchain-1 address. */
  demoAddress: string;
  /** optchain-1's validators (operator addresses), for payouts and delegations. */
  validators: string[];
  /** The chain's time now (epoch ms): the rows end here. */
  now: number;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The statements that add the rows, with a label each. */
export function chainStatements(ctx: ChainContext): { label: string; sql: string }[] {
  const { transactions, demoTransactions } = CHAIN_SCALE;
  const validators = `ARRAY[${ctx.validators.map(literal).join(', ')}]`;
  const demo = literal(ctx.demoAddress);
  const stranger = (n: string) => `'opt1scale' || lpad(((${n}) % 50000)::text, 30, '0')`;
  // Newest first from `now`, a year back: the demo's rows 5 minutes apart, the others' 15 s.
  const demoTime = `${ctx.now} - i * 300000`;
  const otherTime = `${ctx.now} - i * 15000`;
  const height = (time: string) =>
    `greatest(1, ((${time}) - ${ctx.now - 365 * DAY_MS}) / 5000)::int`;
  return [
    {
      label: `${demoTransactions.toLocaleString('en')} transactions of the demo wallet (4 in 10 sent, 3 received, 2 reward payouts, 1 delegation)`,
      sql: `INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address, to_address,
          amount, denom, symbol, fee, fee_denom, memo, status, completed_on, validator)
        SELECT 'SCALEDEMO' || lpad(i::text, 12, '0'), 'optchain-1', ${height(demoTime)}, ${demoTime},
          CASE k WHEN 0 THEN 'send' WHEN 1 THEN 'send' WHEN 2 THEN 'distribution' ELSE 'delegate' END,
          CASE k WHEN 0 THEN ${demo} WHEN 1 THEN ${stranger('i')} WHEN 2 THEN v ELSE ${demo} END,
          CASE k WHEN 0 THEN ${stranger('i')} WHEN 1 THEN ${demo} WHEN 2 THEN ${demo} ELSE v END,
          1000 + i % 5000000, 'uopt', 'OPT', CASE k WHEN 2 THEN 0 ELSE 5000 END, 'uopt',
          CASE WHEN i % 5 = 0 THEN 'rent ' || i ELSE '' END, 'success', ${demoTime},
          CASE WHEN k >= 2 THEN v END
        FROM generate_series(1::bigint, ${demoTransactions}) i,
          LATERAL (SELECT CASE WHEN i % 10 < 4 THEN 0 WHEN i % 10 < 7 THEN 1 WHEN i % 10 < 9 THEN 2 ELSE 3 END AS k,
            (${validators})[1 + i % ${ctx.validators.length}] AS v) x`,
    },
    {
      label: `${(transactions - demoTransactions).toLocaleString('en')} transactions between 50,000 other addresses`,
      sql: `INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address, to_address,
          amount, denom, symbol, fee, fee_denom, memo, status, completed_on)
        SELECT 'SCALEOTHER' || lpad(i::text, 12, '0'), 'optchain-1', ${height(otherTime)}, ${otherTime},
          'send', ${stranger('i')}, ${stranger('i * 7 + 1')}, 1000 + i % 9000000, 'uopt', 'OPT', 5000,
          'uopt', '', 'success', ${otherTime}
        FROM generate_series(1::bigint, ${transactions - demoTransactions}) i`,
    },
  ];
}
