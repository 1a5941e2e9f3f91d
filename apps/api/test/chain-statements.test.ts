import { endpoints } from '@optwallet/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChain } from '../src/services/chain/devnet-tools';
import { type Harness, createHarness, send } from './harness';
import { PASSCODE, userWithWallet } from './wallet-fixture';

/**
 * What one request costs the database, counted at the driver: every statement the process sends
 * (PGlite's queries and execs with the BEGIN and COMMIT of its transactions; each query of a
 * Postgres connection), before and after the request, with nothing else running. Each count
 * includes the per-request session check (one statement on primary keys).
 */
let h: Harness;
let alice: Awaited<ReturnType<typeof userWithWallet>>;
let bob: Awaited<ReturnType<typeof userWithWallet>>;

beforeAll(async () => {
  h = await createHarness();
  await seedChain(h.deps);
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
}, 120_000);
afterAll(() => h.close());

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

  it('a read of the wallet costs one statement of its own, two with the session check', async () => {
    const reads = {
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
    expect(reads).toEqual({ tokens: 2, transactions: 2, tokenDetail: 2, validators: 2 });
  });

  it('GET /user stays within the read budget', async () => {
    expect(
      await statementsOf(() => send(h, endpoints.user, { token: alice.token })),
    ).toBeLessThanOrEqual(3);
  });

  it('a transfer costs 2 statements to an address and 3 to a username, plus the session check', async () => {
    expect(await statementsOf(() => sendOpt(bob.native, 'to-address'))).toBe(3);
    expect(await statementsOf(() => sendOpt('@stmt_bob', 'to-username'))).toBe(4);
    // A replay answers from the same statement.
    expect(await statementsOf(() => sendOpt(bob.native, 'to-address'))).toBe(3);
  });
});
