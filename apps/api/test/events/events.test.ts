import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, raw, send } from '../support/harness';
import { createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';
import { kind, readStream } from '../support/event-stream';

/**
 * GET /events through app.request(): the stream a tab keeps open. Each test reads the real
 * stream with eventsource-parser; the events come from the database's triggers and NOTIFY.
 */
let h: Harness;
let alice: Awaited<ReturnType<typeof userWithWallet>>;
let bob: Awaited<ReturnType<typeof userWithWallet>>;

beforeAll(async () => {
  h = await createChainHarness();
  alice = await userWithWallet(h, 'live_alice');
  bob = await userWithWallet(h, 'live_bob');
  await h.settled();
}, 120_000);
afterAll(() => h.close());

const open = (token: string, lastEventId?: string) =>
  raw(h, 'GET', '/events', {
    token,
    headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
  });

function sendOpt(to: string, amount = '1.25') {
  return send(h, endpoints.transfer, {
    token: alice.token,
    params: { id: alice.walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      amount,
      to,
      transferType: 'send',
      description: '',
      walletPasscode: PASSCODE,
    },
  });
}

describe('GET /events', () => {
  it('answers 401 without a token or with a bad one, and opens nothing', async () => {
    expect((await raw(h, 'GET', '/events')).status).toBe(401);
    expect((await open('not-a-token')).status).toBe(401);
    expect(h.deps.events?.size()).toBe(0);
  });

  it("tells the receiver's stream of the transfer: balance, history and the bell, for its wallet", async () => {
    const res = await open(bob.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readStream(res);
    await stream.next(kind('ready'));
    expect((await sendOpt(bob.native)).status).toBe(200);

    const balance = await stream.next(kind('balance'));
    expect(balance.data).toEqual({
      kind: 'balance',
      walletId: bob.walletId,
      chainId: 'optchain-1',
    });
    expect(balance.id).toMatch(/^[0-9]+$/);
    await stream.next((m) => m.event === 'history' && m.data.walletId === bob.walletId);
    await stream.next(kind('notification'));
    // Nothing about anyone else's wallet reaches Bob.
    expect(stream.messages.every((m) => !m.data.walletId || m.data.walletId === bob.walletId)).toBe(
      true,
    );
    await stream.close();
  });

  it("a stake tells the delegator's stream: stake and balance for its wallet on that chain", async () => {
    const stream = readStream(await open(alice.token));
    await stream.next(kind('ready'));
    const validators = await send(h, endpoints.validatorsDetails, { token: alice.token });
    const validator = validators.data?.validatorSet[0]?.address ?? '';
    const staked = await send(h, endpoints.transfer, {
      token: alice.token,
      params: { id: alice.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '2',
        to: validator,
        transferType: 'delegate',
        description: '',
        walletPasscode: PASSCODE,
      },
    });
    expect(staked.status).toBe(200);
    const stake = await stream.next(kind('stake'));
    expect(stake.data).toEqual({ kind: 'stake', walletId: alice.walletId, chainId: 'optchain-1' });
    await stream.close();
  });

  it('resumes after Last-Event-ID with what it missed, in order, and then goes live', async () => {
    const first = readStream(await open(bob.token));
    const ready = await first.next(kind('ready'));
    await first.close();

    expect((await sendOpt(bob.native, '0.5')).status).toBe(200);
    const resumed = readStream(await open(bob.token, ready.id));
    const missed = await resumed.next(kind('balance'));
    expect(missed.data.walletId).toBe(bob.walletId);
    const caughtUp = await resumed.next(kind('ready'));
    expect(Number(caughtUp.id)).toBeGreaterThanOrEqual(Number(missed.id));
    const ids = resumed.messages.filter((m) => m.event !== 'ready').map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.every((id) => id > Number(ready.id))).toBe(true);

    // A fresh stream from the same position would replay the same events: ids are the log's.
    const again = readStream(await open(bob.token, ready.id));
    expect((await again.next(kind('balance'))).id).toBe(missed.id);
    await again.close();
    await resumed.close();
  });

  it('sends reset when Last-Event-ID is beyond the log (another database, or pruned)', async () => {
    const stream = readStream(await open(bob.token, '999999999'));
    await stream.next(kind('reset'));
    await stream.next(kind('ready'));
    await stream.close();
  });

  it("a payment request's changes reach both people's streams: made, then declined", async () => {
    const payer = readStream(await open(bob.token));
    const requester = readStream(await open(alice.token));
    await payer.next(kind('ready'));
    await requester.next(kind('ready'));
    const asked = await send(h, endpoints.requestPayment, {
      token: alice.token,
      params: { id: bob.id },
      body: { chainId: 'optchain-1', symbol: 'OPT', amount: '2', memo: 'lunch' },
    });
    expect(asked.status).toBe(200);
    const requestId = asked.data?.request.id;
    for (const stream of [payer, requester])
      expect((await stream.next(kind('request'))).data).toEqual({ kind: 'request', requestId });
    const declined = await send(h, endpoints.declinePaymentRequest, {
      token: bob.token,
      params: { id: requestId ?? '' },
    });
    expect(declined.status).toBe(200);
    expect((await requester.next(kind('request'))).data.requestId).toBe(requestId);
    await payer.close();
    await requester.close();
  });

  it('a logout closes the stream at once, with end: session_ended; the token then gets 401', async () => {
    const stream = readStream(await open(alice.token));
    await stream.next(kind('ready'));
    const out = await send(h, endpoints.logout, {
      token: alice.token,
      body: { refresh_token: alice.refresh },
    });
    expect(out.status).toBe(200);
    const end = await stream.next(kind('end'));
    expect(end.data).toEqual({ kind: 'end', reason: 'session_ended' });
    await stream.ended;
    expect((await open(alice.token)).status).toBe(401);
  });

  it('closed streams leave the hub', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.deps.events?.size()).toBe(0);
  });
});
