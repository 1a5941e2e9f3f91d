/**
 * The chain side of `bench:scale`'s big database, in plain SQL: rows in the tables the history,
 * token detail and the CSV export read (`ledger_transactions`, which the Cosmos follower writes
 * on the node path and the embedded ledger in tests), shaped as the follower writes them
 * (chains/cosmos/follower.ts):
 *
 * - 50,000 of the bench's people get a wallet, so the other transactions are between product
 *   addresses (the follower indexes only those);
 * - a send or delegation the product made is ONE row, its own (the request's id, its fee, a
 *   64-hex transaction hash; the follower settles it in place), whoever receives it;
 * - a send from elsewhere is the receiver's row (fee 0, no request);
 * - an automatic reward payout is a block event's row (`<block hash>:<event index>`, from the
 *   validator, fee 0, no memo, no request);
 * - `completed_on` stays NULL (the follower sets it only on a matured unbonding or move).
 *
 * 2,000,000 transactions, 100,000 of them the demo wallet's on optchain-1 over the last year:
 * sends both ways, payouts from the seeded validators (several a day) and delegations. They are
 * records only: balances and postings are left as they are (the reads measured list records;
 * nothing here is settled or audited). The kept counts (ledger_tx_counts) follow through their
 * triggers, as for any writer.
 */
import { SOCIAL_SCALE, person } from './scale-social';

export const CHAIN_SCALE = { transactions: 2_000_000, demoTransactions: 100_000, wallets: 50_000 };

const DAY_MS = 86_400_000;
const OTHERS_PER_STATEMENT = 200_000;

export interface ChainContext {
  /** The demo wallet's optchain-1 address. */
  demoAddress: string;
  /** The demo wallet's id (its own rows' request ids). */
  demoWalletId: string;
  /** optchain-1's validators (operator addresses), for payouts and delegations. */
  validators: string[];
  /** The chain's time now (epoch ms): the rows end here. */
  now: number;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A Cosmos transaction hash (64 upper-case hex digits) made from `seed`, as SQL. */
const txHash = (seed: string) => `upper(md5(${seed}) || md5('~' || ${seed}))`;

/** The statements that add the rows, with a label each. */
export function chainStatements(ctx: ChainContext): { label: string; sql: string }[] {
  const { transactions, demoTransactions, wallets } = CHAIN_SCALE;
  if (wallets > SOCIAL_SCALE.users) throw new Error('More bench wallets than bench people');
  const validators = `ARRAY[${ctx.validators.map(literal).join(', ')}]`;
  const demo = literal(ctx.demoAddress);
  const demoWallet = literal(ctx.demoWalletId);
  // Bench wallet `n` (0-based) and its address.
  const walletN = (n: string) => `((${n}) % ${wallets})`;
  const wallet = (n: string) => `'scale-wallet-' || ${walletN(n)}`;
  const address = (n: string) => `'opt1scale' || lpad(${walletN(n)}::text, 30, '0')`;
  // Newest first from `now`, a year back: the demo's rows 5 minutes apart, the others' 15 s.
  const demoTime = `${ctx.now} - i * 300000`;
  const otherTime = `${ctx.now} - i * 15000`;
  const height = (time: string) =>
    `greatest(1, ((${time}) - ${ctx.now - 365 * DAY_MS}) / 5000)::int`;
  return [
    {
      label: `${wallets.toLocaleString('en')} wallets of the bench's people`,
      sql: `INSERT INTO wallets (id, user_id, native_address, evm_address, sealed_mnemonic)
        SELECT ${wallet('n')}, ${person('n + 1')}, ${address('n')},
          '0x' || lpad(to_hex(n + 1), 40, '0'), 'bench: no key'
        FROM generate_series(0, ${wallets - 1}) n`,
    },
    {
      label: `${demoTransactions.toLocaleString('en')} transactions of the demo wallet (4 in 10 sent, 3 received, 2 reward payouts, 1 delegation)`,
      sql: `INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address, to_address,
          amount, denom, symbol, fee, fee_denom, memo, status, completed_on, validator, request_id,
          request_fingerprint)
        SELECT CASE k WHEN 2 THEN ${txHash("'block' || i")} || ':' || (i % 7) ELSE ${txHash("'demo' || i")} END,
          'optchain-1', ${height(demoTime)}, ${demoTime},
          CASE k WHEN 0 THEN 'send' WHEN 1 THEN 'send' WHEN 2 THEN 'distribution' ELSE 'delegate' END,
          CASE k WHEN 0 THEN ${demo} WHEN 1 THEN ${address('i')} WHEN 2 THEN v ELSE ${demo} END,
          CASE k WHEN 0 THEN ${address('i')} WHEN 1 THEN ${demo} WHEN 2 THEN ${demo} ELSE v END,
          1000 + i % 5000000, 'uopt', 'OPT', CASE WHEN k IN (0, 3) THEN 5000 ELSE 0 END, 'uopt',
          CASE WHEN k <> 2 AND i % 5 = 0 THEN 'rent ' || i ELSE '' END, 'success', NULL,
          CASE WHEN k >= 2 THEN v END,
          CASE WHEN k IN (0, 3) THEN ${demoWallet} || ':scale-' || i END,
          CASE WHEN k IN (0, 3) THEN md5('request' || i) END
        FROM generate_series(1::bigint, ${demoTransactions}) i,
          LATERAL (SELECT CASE WHEN i % 10 < 4 THEN 0 WHEN i % 10 < 7 THEN 1 WHEN i % 10 < 9 THEN 2 ELSE 3 END AS k,
            (${validators})[1 + i % ${ctx.validators.length}] AS v) x`,
    },
    // In statements of OTHERS_PER_STATEMENT rows, as a follower writes block after block: the
    // statement triggers (kept counts, live events) hold a statement's rows in memory, which
    // PGlite's wasm heap does not have for 1,900,000 at once.
    ...Array.from(
      { length: Math.ceil((transactions - demoTransactions) / OTHERS_PER_STATEMENT) },
      (_, k) => {
        const first = 1 + k * OTHERS_PER_STATEMENT;
        const last = Math.min(transactions - demoTransactions, (k + 1) * OTHERS_PER_STATEMENT);
        return {
          label: `sends ${first.toLocaleString('en')}-${last.toLocaleString('en')} of ${(transactions - demoTransactions).toLocaleString('en')} between the ${wallets.toLocaleString('en')} wallets`,
          sql: `INSERT INTO ledger_transactions (hash, chain_id, height, time, type, from_address, to_address,
          amount, denom, symbol, fee, fee_denom, memo, status, completed_on, request_id, request_fingerprint)
        SELECT ${txHash("'other' || i")}, 'optchain-1', ${height(otherTime)}, ${otherTime},
          'send', ${address('i')}, ${address('i * 7 + 1')}, 1000 + i % 9000000, 'uopt', 'OPT', 5000,
          'uopt', '', 'success', NULL, ${wallet('i')} || ':scale-' || i, md5('request' || i)
        FROM generate_series(${first}::bigint, ${last}) i`,
        };
      },
    ),
  ];
}
