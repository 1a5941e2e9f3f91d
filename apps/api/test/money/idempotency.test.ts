import { endpoints } from '@optwallet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

let h: ChainHarness;
beforeAll(async () => {
  // The testnet's node too: a key reused on another served chain is what is under test.
  h = await createChainHarness({}, undefined, undefined, { testnet: true });
}, 60_000);
afterAll(() => h.close());

type Person = Awaited<ReturnType<typeof userWithWallet>>;

function transfer(p: Person, key: string, body: Record<string, unknown>) {
  return send(h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    headers: { 'Idempotency-Key': key },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      amount: '1',
      transferType: 'send',
      description: '',
      walletPasscode: PASSCODE,
      ...body,
    },
  });
}

async function transactionsWithKey(p: Person, key: string): Promise<number> {
  const rows = await h.deps.db.execute(
    sql`SELECT hash FROM ledger_transactions WHERE request_id = ${`${p.walletId}:${key}`}`,
  );
  return (rows as { rows: unknown[] }).rows.length;
}

/** The balance once the follower indexed every block committed so far. */
async function optBalance(p: Person): Promise<string | undefined> {
  await h.indexed();
  const res = await send(h, endpoints.walletTokens, { token: p.token, params: { id: p.walletId } });
  return res.data?.tokens.find((t) => t.chainId === 'optchain-1')?.balance;
}

describe('Idempotency-Key, as Stripe does it', () => {
  let alice: Person;
  let bob: Person;
  beforeAll(async () => {
    alice = await userWithWallet(h, 'idem_alice');
    bob = await userWithWallet(h, 'idem_bob');
  }, 60_000);

  it('the same key with a different body answers 422 on the key and applies nothing more', async () => {
    const first = await transfer(alice, 'k-body', { to: bob.native, amount: '2' });
    expect(first.status).toBe(200);
    const before = await optBalance(alice);
    const other = await transfer(alice, 'k-body', { to: bob.native, amount: '3' });
    expect(other.status).toBe(422);
    expect(other.error?.errors).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request'],
    });
    expect(await optBalance(alice)).toBe(before);
    // The same body again is a replay: the first answer, nothing applied.
    const again = await transfer(alice, 'k-body', { to: bob.native, amount: '2' });
    expect(again.data).toEqual(first.data);
    expect(await transactionsWithKey(alice, 'k-body')).toBe(1);
  });

  it('a key is scoped to the wallet across every chain: reused on another chain it is 422', async () => {
    const opt = await transfer(alice, 'k-chains', { to: bob.native });
    expect(opt.status).toBe(200);
    const testnet = await transfer(alice, 'k-chains', {
      chainId: 'optchain-testnet-1',
      to: bob.native,
    });
    expect(testnet.status).toBe(422);
    expect(testnet.error?.errors).toHaveProperty('Idempotency-Key');
    expect(await transactionsWithKey(alice, 'k-chains')).toBe(1);
  });

  it('eight identical requests racing with one key make one transaction and all answer it', async () => {
    const before = await optBalance(bob);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => transfer(alice, 'k-race', { to: bob.native, amount: '5' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const hashes = new Set(results.map((r) => r.data?.transactionHash));
    expect(hashes.size).toBe(1);
    expect(await transactionsWithKey(alice, 'k-race')).toBe(1);
    expect(Number(await optBalance(bob))).toBe(Number(before) + 5);
  }, 60_000);

  it('staking with a key: a replay answers the first delegation, another body under it is 422', async () => {
    const validators = await send(h, endpoints.validatorsDetails, { token: alice.token });
    const aurora = validators.data?.validatorSet.find((v) => v.moniker === 'aurora')?.address;
    const delegate = (amount: string) =>
      transfer(alice, 'k-stake', { to: aurora, amount, transferType: 'delegate' });
    const [first, second] = await Promise.all([delegate('10'), delegate('10')]);
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect((await delegate('11')).status).toBe(422);
    expect(await transactionsWithKey(alice, 'k-stake')).toBe(1);
  }, 60_000);
});
