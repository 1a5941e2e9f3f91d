import { endpoints } from '@optwallet/contract';
import { translate, formatAmount } from '@optwallet/domain';

import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances, ledgerPostings, ledgerTransactions } from '../src/db/schema';
import { type Harness, createHarness, send } from './harness';
import { PASSCODE, userWithWallet } from './wallet-fixture';

const WALLETS = 20;
const TRANSFERS = 200;
const START_UOPT = 1_000_000_000n; // the faucet's 1000 OPT
const FEE_UOPT = 5_000n;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

interface Person {
  token: string;
  walletId: string;
  native: string;
}

const person = (i: number): Promise<Person> => userWithWallet(h, `conc_${i}`);

/** A small deterministic generator, so a failure can be replayed. */
function lcg(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

/**
 * A burst of one owner's transfers queues behind its passcode checks (an argon2id each); on a
 * loaded machine a request can wait past the server's limit and answer 429 'Too many wallet
 * passcode checks at once' with Retry-After. A client retries those with the same
 * Idempotency-Key after the wait, and so does the test: the burst's claims hold either way.
 */
async function sendAsAClientWould<
  T extends { status: number; res: Response; error?: { message: string } },
>(request: () => Promise<T>): Promise<T> {
  for (;;) {
    const answer = await request();
    if (answer.status !== 429 || !answer.error?.message.includes('checks at once')) return answer;
    const seconds = Number(answer.res.headers.get('Retry-After') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

describe('concurrent transfers', () => {
  it(`${TRANSFERS} concurrent transfers between ${WALLETS} wallets keep the total and apply each accepted one exactly once`, async () => {
    const people: Person[] = [];
    for (let i = 0; i < WALLETS; i += 1) people.push(await person(i));
    const random = lcg(42);
    // Amounts up to 400 OPT: some senders run dry, so refusals race with acceptances.
    const plan = Array.from({ length: TRANSFERS }, (_, n) => {
      const from = random(WALLETS);
      const to = (from + 1 + random(WALLETS - 1)) % WALLETS;
      return { n, from, to, amount: String(1 + random(400)) };
    });
    // Ten of them are also retried at the same moment with the same Idempotency-Key.
    const attempts = [...plan, ...plan.slice(0, 10)];
    const results = await Promise.all(
      attempts.map(({ n, from, to, amount }) => {
        const sender = people[from] as Person;
        return sendAsAClientWould(() =>
          send(h, endpoints.transfer, {
            token: sender.token,
            params: { id: sender.walletId },
            headers: { 'Idempotency-Key': `conc-${n}` },
            body: {
              chainId: 'optchain-1',
              symbol: 'OPT',
              amount,
              to: (people[to] as Person).native,
              transferType: 'send',
              description: '',
              walletPasscode: PASSCODE,
            },
          }),
        ).then((res) => ({ n, res }));
      }),
    );

    const accepted = new Map<number, string>();
    for (const { n, res } of results) {
      if (res.status === 200) {
        const hash = res.data?.transactionHash ?? '';
        // A retry answers the hash of the first, never a second transaction.
        if (accepted.has(n)) expect(hash).toBe(accepted.get(n));
        accepted.set(n, hash);
      } else {
        expect(res.status).toBe(422);
        expect(res.error?.message).toBe(translate('validation.balance_insufficient'));
      }
    }
    expect(accepted.size).toBeGreaterThan(20);
    expect(accepted.size).toBeLessThan(TRANSFERS);

    const addresses = people.map((p) => p.native);
    const sends = await h.deps.db
      .select({ hash: ledgerTransactions.hash })
      .from(ledgerTransactions)
      .where(
        sql`${ledgerTransactions.type} = 'send' AND ${inArray(ledgerTransactions.fromAddress, addresses)}`,
      );
    expect(sends.map((s) => s.hash).sort()).toEqual([...accepted.values()].sort());

    // Balances recomputed from the postings equal the stored ones, none is negative,
    // and the wallets together lost exactly the fees of the accepted transfers.
    const fromPostings = await h.deps.db
      .select({
        account: ledgerPostings.account,
        amount: sql<string>`sum(${ledgerPostings.amount})::text`,
      })
      .from(ledgerPostings)
      .where(
        sql`${ledgerPostings.chainId} = 'optchain-1' AND ${ledgerPostings.denom} = 'uopt' AND ${inArray(ledgerPostings.account, addresses)}`,
      )
      .groupBy(ledgerPostings.account);
    const stored = await h.deps.db
      .select({ account: ledgerBalances.account, amount: ledgerBalances.amount })
      .from(ledgerBalances)
      .where(
        sql`${ledgerBalances.chainId} = 'optchain-1' AND ${ledgerBalances.denom} = 'uopt' AND ${inArray(ledgerBalances.account, addresses)}`,
      );
    const posted = new Map(fromPostings.map((r) => [r.account, BigInt(r.amount)]));
    expect(stored).toHaveLength(WALLETS);
    for (const row of stored) {
      expect(row.amount).toBe(posted.get(row.account));
      expect(row.amount >= 0n).toBe(true);
    }
    const total = stored.reduce((sum, r) => sum + r.amount, 0n);
    expect(total).toBe(BigInt(WALLETS) * START_UOPT - BigInt(accepted.size) * FEE_UOPT);

    // What the API shows agrees with the ledger.
    const first = people[0] as Person;
    const shown = await send(h, endpoints.walletTokens, {
      token: first.token,
      params: { id: first.walletId },
    });
    const opt = shown.data?.tokens.find((t) => t.chainId === 'optchain-1');
    const own = stored.find((r) => r.account === first.native)?.amount ?? -1n;
    expect(opt?.balance).toBe(formatAmount(own, 6));
  }, 600_000);
});
