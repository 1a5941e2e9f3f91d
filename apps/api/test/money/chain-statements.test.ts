import { endpoints } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type Harness, send } from '../support/harness';
import { type NodeHarness, startNodeHarness } from '../support/node-harness';
import { followUntilIncluded } from '../support/optchain-node';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/**
 * What one request costs the database, counted at the driver: every statement the process sends
 * (PGlite's queries and execs with the BEGIN and COMMIT of its transactions; each query of a
 * Postgres connection), before and after the request, with nothing else running. Each count
 * includes the per-request session check: its own statement on primary keys before a transfer,
 * part of the read's statement for the wallet reads.
 *
 * Nothing else running: the node's harness without the job list, so no follower writes the index
 * in the background (its statements would land in the counts); the test indexes when it says so.
 */
let started: NodeHarness;
let h: Harness;
/** Until the API indexed the node's blocks up to what was just sent. */
const indexed = () => followUntilIncluded(h.deps, started.node);
let alice: Awaited<ReturnType<typeof userWithWallet>>;
let bob: Awaited<ReturnType<typeof userWithWallet>>;

beforeAll(async () => {
  started = await startNodeHarness({ blockMs: 1_000 });
  h = started.h;
  alice = await userWithWallet(h, 'stmt_alice');
  bob = await userWithWallet(h, 'stmt_bob');
  const validators = await send(h, endpoints.validatorsDetails, { token: alice.token });
  const aurora = validators.data?.validatorSet[0]?.address ?? '';
  for (const transferType of ['delegate', 'undelegate'] as const) {
    await send(h, endpoints.transfer, {
      token: alice.token,
      params: { id: alice.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '10',
        to: aurora,
        transferType,
        description: '',
        walletPasscode: PASSCODE,
      },
    });
  }
  await sendOpt(bob.native, 'warm-up');
  await indexed();
}, 120_000);
afterAll(() => started.close());

function sendOpt(to: string, key: string) {
  return send(h, endpoints.transfer, {
    token: alice.token,
    params: { id: alice.walletId },
    headers: { 'Idempotency-Key': key },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      amount: '1.5',
      to,
      transferType: 'send',
      memo: 'counted',
      description: 'a private note',
      walletPasscode: PASSCODE,
    },
  });
}

async function statementsOf(request: () => Promise<{ status: number }>): Promise<number> {
  const before = h.database.statements();
  const res = await request();
  expect(res.status).toBe(200);
  return h.database.statements() - before;
}

describe('statements per request', () => {
  const wallet = () => ({ token: alice.token, params: { id: alice.walletId } });

  it('a read of the wallet or the user costs ONE statement, the session check included', async () => {
    const reads = {
      user: await statementsOf(() => send(h, endpoints.user, { token: alice.token })),
      tokens: await statementsOf(() => send(h, endpoints.walletTokens, wallet())),
      transactions: await statementsOf(() =>
        send(h, endpoints.walletTransactions, { ...wallet(), query: { page: '1' } }),
      ),
      tokenDetail: await statementsOf(() =>
        send(h, endpoints.tokenDetail, {
          token: alice.token,
          params: { id: alice.walletId, chainId: 'optchain-1', symbol: 'OPT' },
        }),
      ),
      validators: await statementsOf(() =>
        send(h, endpoints.validatorsDetails, { token: alice.token }),
      ),
    };
    expect(reads).toEqual({ user: 1, tokens: 1, transactions: 1, tokenDetail: 1, validators: 1 });
  });

  /*
   * A transfer to the node: the session and passcode check's reservation (1), the request's
   * first transaction if any (the Idempotency-Key, 1), the signer's turn in ONE transaction
   * (BEGIN, its lock, the next sequence, the pending row, the signed bytes, the note, COMMIT: 7),
   * then, once broadcast, the right passcode recorded (1). A username costs its lookup (1); a
   * replay stops after the request's first transaction, with the passcode checked again.
   */
  it('a transfer costs 10 statements to an address and 11 to a username, the session check included', async () => {
    expect(await statementsOf(() => sendOpt(bob.native, 'to-address'))).toBe(10);
    expect(await statementsOf(() => sendOpt('@stmt_bob', 'to-username'))).toBe(11);
    // A replay signs nothing: the check, the first answer, the passcode recorded.
    expect(await statementsOf(() => sendOpt(bob.native, 'to-address'))).toBe(3);
  });
});

function sendHalfOpt(token: string, walletId: string, to: string) {
  return send(h, endpoints.transfer, {
    token,
    params: { id: walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      amount: '0.5',
      to,
      transferType: 'send',
      description: '',
      walletPasscode: PASSCODE,
    },
  });
}

describe('the calls that check the session in their own statement', () => {
  it('answer 401 once the session has ended, and 404 for a live session on another wallet', async () => {
    const carol = await userWithWallet(h, 'stmt_carol');
    const reads = (token: string, walletId: string) => ({
      user: () => send(h, endpoints.user, { token }),
      tokens: () => send(h, endpoints.walletTokens, { token, params: { id: walletId } }),
      transactions: () =>
        send(h, endpoints.walletTransactions, { token, params: { id: walletId }, query: {} }),
      tokenDetail: () =>
        send(h, endpoints.tokenDetail, {
          token,
          params: { id: walletId, chainId: 'optchain-1', symbol: 'OPT' },
        }),
      unknownToken: () =>
        send(h, endpoints.tokenDetail, {
          token,
          params: { id: walletId, chainId: 'optchain-1', symbol: 'NOPE' },
        }),
      validators: () => send(h, endpoints.validatorsDetails, { token }),
      transfer: () => sendHalfOpt(token, walletId, bob.native),
      badTransfer: () => sendHalfOpt(token, walletId, '@nobody_by_that_name'),
    });
    const statuses = async (
      calls: Record<string, () => Promise<{ status: number }>>,
    ): Promise<Record<string, number>> =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(calls).map(async ([k, call]): Promise<[string, number]> => [
            k,
            (await call()).status,
          ]),
        ),
      );

    expect(await statuses(reads(carol.token, alice.walletId))).toEqual({
      user: 200,
      tokens: 404,
      transactions: 404,
      tokenDetail: 404,
      unknownToken: 404,
      validators: 200,
      transfer: 404,
      badTransfer: 404,
    });
    expect(await statuses(reads(carol.token, carol.walletId))).toMatchObject({
      tokens: 200,
      transactions: 200,
      tokenDetail: 200,
      unknownToken: 404,
      transfer: 200,
      badTransfer: 422,
    });
    const carolsBalance = () =>
      queryRows<{ amount: string }>(
        h.database.db,
        sql`SELECT amount::text AS amount FROM ledger_balances WHERE account = ${carol.native} AND denom = 'uopt'`,
      );
    await indexed();
    const before = await carolsBalance();

    const out = await send(h, endpoints.logout, { body: { refresh_token: carol.refresh } });
    expect(out.status).toBe(200);
    for (const walletId of [carol.walletId, alice.walletId]) {
      expect(await statuses(reads(carol.token, walletId))).toEqual({
        user: 401,
        tokens: 401,
        transactions: 401,
        tokenDetail: 401,
        unknownToken: 401,
        validators: 401,
        transfer: 401,
        badTransfer: 401,
      });
    }
    // The refused transfers moved nothing (once the blocks since are indexed).
    await indexed();
    expect(await carolsBalance()).toEqual(before);
  });
});
