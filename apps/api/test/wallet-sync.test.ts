import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PASSWORD, lastMessage, onboarded, send } from './harness';
import { createChainHarness } from './node-harness';
import { PASSCODE, userWithWallet as createUserWithWallet } from './wallet-fixture';

const DAY_MS = 86_400_000;

let h: Harness;
let cygnus: string;
beforeAll(async () => {
  h = await createChainHarness();
}, 60_000);
afterAll(() => h.close());

const userWithWallet = (username: string) => createUserWithWallet(h, username);
type Person = Awaited<ReturnType<typeof userWithWallet>>;

/** Access tokens last 15 minutes: after the wall clock jumps days, sign in again. */
async function signInAgain(p: Person) {
  await send(h, endpoints.login, {
    body: { type: 'email', identifier: p.email, password: PASSWORD, platform_type: 'payments' },
  });
  const { code } = await lastMessage(h, p.email);
  const done = await send(h, endpoints.authCodeLogin, {
    body: { identifier: p.email, authCode: code ?? '', platform_type: 'payments' },
  });
  if (!done.data) throw new Error(`authCodeLogin ${done.status}`);
  p.token = done.data.access_token;
}

const sync = (p: Person, walletId = p.walletId) =>
  send(h, endpoints.syncWallet, { token: p.token, params: { id: walletId } });

async function opt(p: Person): Promise<string | undefined> {
  const res = await send(h, endpoints.walletTokens, { token: p.token, params: { id: p.walletId } });
  return res.data?.tokens.find((t) => t.chainId === 'optchain-1' && t.symbol === 'OPT')?.balance;
}

/** Stakes 100 OPT and unstakes all of it at once: one unbonding, no stake left to earn rewards. */
async function stakeAndUnstake(p: Person) {
  for (const transferType of ['delegate', 'undelegate'] as const) {
    const res = await send(h, endpoints.transfer, {
      token: p.token,
      params: { id: p.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '100',
        to: cygnus,
        transferType,
        description: '',
        walletPasscode: PASSCODE,
      },
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
  }
}

let alice: Person;
let bob: Person;
beforeAll(async () => {
  const validators = await send(h, endpoints.validatorsDetails, {
    token: (await onboarded(h, 'sync_viewer')).token,
  });
  cygnus = validators.data?.validatorSet.find((v) => v.moniker === 'cygnus')?.address ?? '';
  alice = await userWithWallet('sync_alice');
  bob = await userWithWallet('sync_bob');
}, 120_000);

describe('POST /wallets/{id}/sync', () => {
  it('settles a matured unbonding: the OPT comes back, settled counts it, the heads are now', async () => {
    await stakeAndUnstake(alice);
    // 1000 - 100 staked - 0.0075 x 2 fees
    expect(await opt(alice)).toBe('899.985');

    // The wall clock passes the 21-day unbonding; nothing touched the chain since.
    h.clock.advance(22 * DAY_MS);
    await signInAgain(alice);
    await signInAgain(bob);
    const res = await sync(alice);

    expect(res.status).toBe(200);
    expect(res.data?.settled).toBe(1);
    const native = res.data?.tokens.tokens.find(
      (t) => t.chainId === 'optchain-1' && t.symbol === 'OPT',
    );
    expect(native?.balance).toBe('999.985');
    // The devnet engine's chains (an EVM node's blocks are its own).
    expect(res.data?.chains.map((c) => c.chainId)).toEqual(['optchain-1', 'optchain-testnet-1']);
    expect(res.data?.chains.every((c) => c.time === h.clock.now().toISOString())).toBe(true);
    expect(res.data?.chains[0]?.height).toBeGreaterThan(0);
    expect(res.data?.synced_at).toBe(h.clock.now().toISOString());
  });

  it('a second sync right after settles nothing', async () => {
    const res = await sync(alice);
    expect(res.status).toBe(200);
    expect(res.data?.settled).toBe(0);
    expect(await opt(alice)).toBe('999.985');
  });

  it('counts what settled since the previous sync even when another call settled it first', async () => {
    await stakeAndUnstake(bob);
    // The devnet advance settles the unbonding itself; bob's sync still reports it to him.
    expect(
      (await send(h, endpoints.devAdvance, { body: { seconds: (22 * DAY_MS) / 1000 } })).status,
    ).toBe(200);
    expect(await opt(bob)).toBe('999.985');

    expect((await sync(bob)).data?.settled).toBe(1);
    expect((await sync(bob)).data?.settled).toBe(0);
  });

  it('stores synced_at on the wallet: GET /wallets shows it, null before the first sync', async () => {
    const carol = await userWithWallet('sync_carol');
    const before = await send(h, endpoints.wallets, { token: carol.token });
    expect(before.data?.[0]?.synced_at).toBeNull();

    h.clock.advance(5_000);
    const synced = await sync(carol);
    const after = await send(h, endpoints.wallets, { token: carol.token });
    expect(after.data?.[0]?.synced_at).toBe(synced.data?.synced_at);
    expect(after.data?.[0]?.synced_at).toBe(h.clock.now().toISOString());
  });

  it('another user’s wallet answers 404 and is not synced', async () => {
    const res = await sync(bob, alice.walletId);
    expect(res.status).toBe(404);
    const mine = await send(h, endpoints.wallets, { token: alice.token });
    expect(mine.data?.[0]?.synced_at).not.toBe(h.clock.now().toISOString());
  });

  it('answers 429 with Retry-After after 6 syncs in a minute, and syncs again once it passed', async () => {
    const dave = await userWithWallet('sync_dave');
    for (let i = 0; i < 6; i += 1) expect((await sync(dave)).status).toBe(200);

    h.clock.advance(20_000);
    const limited = await sync(dave);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(40);

    h.clock.advance(retryAfter * 1000);
    expect((await sync(dave)).status).toBe(200);
  });
});
