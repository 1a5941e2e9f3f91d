import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

let h: Harness;
let alice: Awaited<ReturnType<typeof userWithWallet>>;
let bob: Awaited<ReturnType<typeof userWithWallet>>;
let carol: Awaited<ReturnType<typeof userWithWallet>>;

beforeAll(async () => {
  h = await createChainHarness();
  alice = await userWithWallet(h, 'rcpt_alice');
  bob = await userWithWallet(h, 'rcpt_bob');
  carol = await userWithWallet(h, 'rcpt_carol');
  const sent = await send(h, endpoints.transfer, {
    token: alice.token,
    params: { id: alice.walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      to: bob.native,
      amount: '1',
      transferType: 'send',
      description: '',
      walletPasscode: PASSCODE,
    },
  });
  expect(sent.status).toBe(200);
}, 120_000);
afterAll(() => h.close());

const check = (address: string, chainId = 'optchain-1', who = alice) =>
  send(h, endpoints.recipientCheck, {
    token: who.token,
    params: { id: who.walletId },
    query: { chainId, address },
  });

describe('GET /wallets/{id}/recipientCheck', () => {
  it('names the user behind an address the wallet has paid before', async () => {
    const res = await check(bob.native);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      address: bob.native,
      user: { username: 'rcpt_bob' },
      sentBefore: true,
      lookalike: null,
    });
  });

  it('says "first time" for a user this wallet never paid, and null for a stranger', async () => {
    expect((await check(carol.native)).data).toMatchObject({
      user: { username: 'rcpt_carol' },
      sentBefore: false,
      lookalike: null,
    });
    expect((await check(carol.evm, '1')).data).toMatchObject({
      user: { username: 'rcpt_carol' },
      sentBefore: false,
    });
  });

  it("says a wallet's own address is its own (either case), not a first-time receiver", async () => {
    expect((await check(alice.native)).data).toMatchObject({
      user: { username: 'rcpt_alice' },
      ownWallet: true,
    });
    expect((await check(alice.evm.toUpperCase().replace('0X', '0x'), '1')).data).toMatchObject({
      ownWallet: true,
    });
    expect((await check(bob.native)).data).toMatchObject({ ownWallet: false });
  });

  it('flags an address with the first and last characters of a history address (poisoning)', async () => {
    const head = bob.native.slice(0, 8);
    const tail = bob.native.slice(-4);
    const fake = head + 'q'.repeat(bob.native.length - 12) + tail;
    expect(fake).not.toBe(bob.native);
    const res = await check(fake);
    expect(res.data).toMatchObject({
      address: fake,
      user: null,
      sentBefore: false,
      lookalike: { address: bob.native, user: { username: 'rcpt_bob' } },
    });
  });

  it('answers 404 for someone else’s wallet and 422 without an address', async () => {
    const other = await send(h, endpoints.recipientCheck, {
      token: carol.token,
      params: { id: alice.walletId },
      query: { chainId: 'optchain-1', address: bob.native },
    });
    expect(other.status).toBe(404);
    const empty = await send(h, endpoints.recipientCheck, {
      token: alice.token,
      params: { id: alice.walletId },
      query: { chainId: 'optchain-1', address: '' },
    });
    expect(empty.status).toBe(422);
  });
});
