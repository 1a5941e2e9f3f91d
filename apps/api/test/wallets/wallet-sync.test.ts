import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboarded, send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet as createUserWithWallet } from '../support/wallet-fixture';

const DAY_MS = 86_400_000;

let h: ChainHarness;
let cygnus: string;
beforeAll(async () => {
  h = await createChainHarness();
}, 60_000);
afterAll(() => h.close());

const userWithWallet = (username: string) => createUserWithWallet(h, username);
type Person = Awaited<ReturnType<typeof userWithWallet>>;

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
  it('counts a matured unbonding once the chain settled it: the OPT is back, the heads are the indexed blocks', async () => {
    await stakeAndUnstake(alice);
    await h.indexed();
    // 1000 - 100 staked - 0.0075 x 2 fees
    expect(await opt(alice)).toBe('899.985');
    // Not matured: nothing settled yet.
    expect((await sync(alice)).data?.settled).toBe(0);

    // 22 days pass on the chain (the node's clock: the API's does not settle anything): the node
    // settles the 21-day unbonding itself and the follower indexes it.
    const advanced = await send(h, endpoints.devAdvance, {
      body: { seconds: (22 * DAY_MS) / 1000 },
    });
    expect(advanced.status).toBe(200);
    const res = await sync(alice);

    expect(res.status).toBe(200);
    expect(res.data?.settled).toBe(1);
    const native = res.data?.tokens.tokens.find(
      (t) => t.chainId === 'optchain-1' && t.symbol === 'OPT',
    );
    expect(native?.balance).toBe('999.985');
    // The served chains: optchain-1 is the only one a node serves here.
    expect(res.data?.chains.map((c) => c.chainId)).toEqual(['optchain-1']);
    // The head is the block the index holds: at least the one the advance answered with.
    const moved = advanced.data?.chains.find((c) => c.chainId === 'optchain-1');
    const head = res.data?.chains[0];
    expect(head?.height).toBeGreaterThanOrEqual(moved?.height ?? Infinity);
    expect(Date.parse(head?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(moved?.time ?? ''));
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
