import { endpoints } from '@optwallet/contract';
import { translate } from '@optwallet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDevnet } from '../../src/modules/devnet/devnet-tools';
import { expireRequests } from '../../src/modules/requests';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

let h: ChainHarness;
type Person = Awaited<ReturnType<typeof userWithWallet>>;
let ana: Person;
let ben: Person;
let cleo: Person;
let dan: Person;

beforeAll(async () => {
  h = await createChainHarness();
  ana = await userWithWallet(h, 'req_ana');
  ben = await userWithWallet(h, 'req_ben');
  cleo = await userWithWallet(h, 'req_cleo');
  dan = await userWithWallet(h, 'req_dan');
}, 60_000);
afterAll(() => h.close());

const ask = (from: Person, to: Person, body: Record<string, string>) =>
  send(h, endpoints.requestPayment, {
    token: from.token,
    params: { id: to.id },
    body: { chainId: 'optchain-1', symbol: 'OPT', ...body },
  });
const list = (viewer: Person, query: Record<string, string> = {}) =>
  send(h, endpoints.paymentRequests, { token: viewer.token, query });
/** A pay submission; `key` is its Idempotency-Key (a tab's Pay dialog sends one of its own). */
const pay = (payer: Person, id: string, walletPasscode = PASSCODE, key?: string) =>
  send(h, endpoints.payPaymentRequest, {
    token: payer.token,
    params: { id },
    body: { walletPasscode },
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
const decline = (payer: Person, id: string) =>
  send(h, endpoints.declinePaymentRequest, { token: payer.token, params: { id } });
const cancel = (requester: Person, id: string) =>
  send(h, endpoints.cancelPaymentRequest, { token: requester.token, params: { id } });
const notesOf = async (p: Person) =>
  (await send(h, endpoints.notifications, { token: p.token, query: { page: '1' } })).data?.data ??
  [];
async function optBalance(p: Person): Promise<string> {
  const tokens = await send(h, endpoints.walletTokens, {
    token: p.token,
    params: { id: p.walletId },
  });
  return (
    tokens.data?.tokens.find((t) => t.chainId === 'optchain-1' && t.symbol === 'OPT')?.balance ??
    'none'
  );
}
async function sendsBetween(a: Person, b: Person) {
  const page = await send(h, endpoints.paymentsBetween, {
    token: a.token,
    params: { id: b.id },
    query: { page: '1' },
  });
  return page.data?.data ?? [];
}
async function made(from: Person, to: Person, body: Record<string, string>) {
  const asked = await ask(from, to, body);
  expect(asked.status).toBe(200);
  h.clock.advance(1000);
  return asked.data?.request.id ?? '';
}

describe('payment requests', () => {
  it('makes an open request the payer sees as incoming and the requester as outgoing, and notifies the payer', async () => {
    const asked = await ask(ana, ben, { amount: '7.5', memo: 'tickets' });
    expect(asked.status).toBe(200);
    expect(asked.data?.request).toMatchObject({
      direction: 'outgoing',
      requester: { id: ana.id, username: 'req_ana' },
      payer: { id: ben.id },
      amount: '7.5',
      symbol: 'OPT',
      memo: 'tickets',
      state: 'open',
      to: ana.native,
      transaction_hash: null,
      closed_at: null,
    });
    const id = asked.data?.request.id;
    const created = Date.parse(asked.data?.request.created_at ?? '');
    expect(Date.parse(asked.data?.request.expires_at ?? '') - created).toBe(30 * 86_400_000);

    const incoming = await list(ben, { direction: 'incoming', state: 'open' });
    expect(incoming.data?.data.map((r) => [r.id, r.direction, r.state])).toEqual([
      [id, 'incoming', 'open'],
    ]);
    expect((await list(ben, { direction: 'outgoing' })).data?.total).toBe(0);
    expect((await list(ana, { direction: 'outgoing' })).data?.data[0]?.id).toBe(id);
    // Nobody else sees it.
    expect((await list(cleo)).data?.total).toBe(0);

    const note = (await notesOf(ben)).find((n) => n.type === 'payment_requested');
    expect(note).toMatchObject({
      title: 'Payment request',
      message: "Test User asked you for 7.5 OPT: 'tickets'",
      data: { user_id: ana.id, request_id: id, chainId: 'optchain-1', symbol: 'OPT' },
    });
    // Asking moves no money.
    expect(await sendsBetween(ana, ben)).toEqual([]);
  });

  it('pays once: the balance moves by the amount, the request is paid on both sides, the requester is told', async () => {
    const id = await made(cleo, dan, { amount: '3', memo: 'pizza' });
    const cleoBefore = Number(await optBalance(cleo));
    const danBefore = Number(await optBalance(dan));

    const paid = await pay(dan, id, PASSCODE, 'tab-1');
    expect(paid.status).toBe(200);
    const hash = paid.data?.transfer.transactionHash;
    expect(hash).toBeTruthy();
    expect(paid.data?.request).toMatchObject({ state: 'paid', transaction_hash: hash });
    expect(paid.data?.transfer).toMatchObject({ to: cleo.native, from: dan.native, amount: '3' });

    // Balances are the node's once its block is indexed.
    await h.indexed();
    expect(Number(await optBalance(cleo))).toBe(cleoBefore + 3);
    expect(Number(await optBalance(dan))).toBeLessThanOrEqual(danBefore - 3);
    const sends = await sendsBetween(cleo, dan);
    expect(sends.map((s) => [s.hash, s.direction, s.amount, s.memo])).toEqual([
      [hash, 'received', '3', 'pizza'],
    ]);

    for (const viewer of [cleo, dan]) {
      const [seen] =
        (await list(viewer, { with: viewer === cleo ? dan.id : cleo.id })).data?.data ?? [];
      expect(seen).toMatchObject({ id, state: 'paid', transaction_hash: hash });
    }
    const note = (await notesOf(cleo)).find((n) => n.type === 'payment_request_paid');
    expect(note).toMatchObject({
      title: 'Request paid',
      message: 'Test User paid your request for 3 OPT.',
      data: { request_id: id, transaction_hash: hash, user_id: dan.id },
    });

    // The same submission again (a retry after a lost answer) hears the same transfer; any other
    // (another tab, or a call without a key) hears it was already paid. Nothing more moves.
    const again = await pay(dan, id, PASSCODE, 'tab-1');
    expect(again.status).toBe(200);
    expect(again.data?.transfer.transactionHash).toBe(hash);
    for (const other of ['tab-2', undefined]) {
      const late = await pay(dan, id, PASSCODE, other);
      expect(late.status).toBe(409);
      expect(late.error?.message).toBe('This request was already paid.');
    }
    expect(Number(await optBalance(cleo))).toBe(cleoBefore + 3);
    expect((await notesOf(cleo)).filter((n) => n.type === 'payment_request_paid')).toHaveLength(1);
    // A paid request can be neither declined nor cancelled.
    expect((await decline(dan, id)).status).toBe(409);
    expect((await cancel(cleo, id)).status).toBe(409);
  });

  it('pays once when two tabs pay at the same moment: one hears it paid, the other that it was already paid', async () => {
    const id = await made(dan, cleo, { amount: '2' });
    const danBefore = Number(await optBalance(dan));
    const answers = await Promise.all([
      pay(cleo, id, PASSCODE, 'tab-a'),
      pay(cleo, id, PASSCODE, 'tab-b'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.error?.message).toBe('This request was already paid.');
    await h.indexed();
    expect(Number(await optBalance(dan))).toBe(danBefore + 2);
    const sends = (await sendsBetween(dan, cleo)).filter((s) => s.direction === 'received');
    expect(sends).toHaveLength(1);
    expect((await list(dan, { with: cleo.id, state: 'paid' })).data?.data[0]).toMatchObject({
      id,
      transaction_hash: winner?.data?.transfer.transactionHash,
    });
  });

  it('keeps the request open after a wrong passcode, and only its payer may pay it', async () => {
    const id = await made(ana, cleo, { amount: '1' });
    const wrong = await pay(cleo, id, 'Wrong#key1');
    expect(wrong.status).toBe(400);
    expect((await list(cleo, { state: 'open', with: ana.id })).data?.data[0]?.id).toBe(id);
    // The requester cannot pay their own request, nor can a stranger: it is not theirs.
    expect((await pay(ana, id)).status).toBe(404);
    expect((await pay(dan, id)).status).toBe(404);
    expect((await decline(dan, id)).status).toBe(404);
    expect((await cancel(cleo, id)).status).toBe(404);
  });

  it('declines: the requester is told, and it can no longer be paid or cancelled', async () => {
    const id = await made(ben, dan, { amount: '4' });
    const declined = await decline(dan, id);
    expect(declined.status).toBe(200);
    expect(declined.data?.request).toMatchObject({ state: 'declined', direction: 'incoming' });
    expect(declined.data?.request.closed_at).toBeTruthy();
    const note = (await notesOf(ben)).find((n) => n.type === 'payment_request_declined');
    expect(note).toMatchObject({
      title: 'Request declined',
      message: 'Test User declined your request for 4 OPT.',
      data: { request_id: id, user_id: dan.id },
    });
    const payAfter = await pay(dan, id);
    expect(payAfter.status).toBe(409);
    expect(payAfter.error?.message).toBe('This request is declined already');
    expect((await cancel(ben, id)).status).toBe(409);
    expect((await list(ben, { state: 'declined' })).data?.data.map((r) => r.id)).toEqual([id]);
  });

  it('cancels: only the requester, only while open; the payer can no longer pay it', async () => {
    const id = await made(ben, cleo, { amount: '0.5' });
    const cancelled = await cancel(ben, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data?.request.state).toBe('cancelled');
    expect((await cancel(ben, id)).status).toBe(409);
    expect((await pay(cleo, id)).status).toBe(409);
    expect((await decline(cleo, id)).status).toBe(409);
    expect(
      (await list(cleo, { direction: 'incoming', state: 'open' })).data?.data.map((r) => r.id),
    ).not.toContain(id);
  });

  it('refuses a blocked pair, oneself, amounts outside the send rules and an unknown token', async () => {
    expect((await ask(ana, ana, { amount: '1' })).status).toBe(422);
    const zero = await ask(ana, ben, { amount: '0' });
    expect(zero.status).toBe(422);
    expect(zero.error?.errors).toEqual({ amount: [translate('validation.amount_positive')] });
    // OPT has 6 decimals: the smallest request is 0.000001, a seventh decimal is refused.
    const tooFine = await ask(ana, ben, { amount: '0.0000001' });
    expect(tooFine.status).toBe(422);
    expect(tooFine.error?.errors).toEqual({
      amount: ['Amount can have at most 6 decimal places'],
    });
    expect((await ask(ana, ben, { amount: '0.000001' })).status).toBe(200);
    // Each fault with its own message (issue 44): a negative amount is not a decimals fault.
    const negative = await ask(ana, ben, { amount: '-1' });
    expect([negative.status, negative.error?.errors]).toEqual([
      422,
      { amount: ['Amount cannot be negative'] },
    ]);
    const exponent = await ask(ana, ben, { amount: '1e3' });
    expect(exponent.error?.errors).toEqual({
      amount: ['Write the amount in full, without an exponent (1000, not 1e3)'],
    });
    expect((await ask(ana, ben, { amount: '1', symbol: 'DOGE' })).status).toBe(422);
    expect((await ask(ana, ben, { amount: 'lots' })).status).toBe(422);

    const blocker = await userWithWallet(h, 'req_blocker');
    await send(h, endpoints.block, { token: blocker.token, params: { id: ana.id } });
    const refused = await ask(ana, blocker, { amount: '1' });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('You cannot request a payment from this user');
    expect(await notesOf(blocker)).toEqual([]);
  });

  it('asks for at most 1,000,000,000 of a token (the documented ceiling): above it 422, nothing made', async () => {
    const gus = await userWithWallet(h, 'req_gus');
    const before = (await list(gus, {})).data?.total;
    for (const amount of ['99999999999999999999', '1000000000.000001']) {
      const res = await ask(gus, ana, { amount });
      expect([amount, res.status, res.error?.errors]).toEqual([
        amount,
        422,
        { amount: ['You can request at most 1,000,000,000 OPT'] },
      ]);
    }
    const eth = await ask(gus, ana, { amount: '1000000001', symbol: 'ETH', chainId: '1' });
    expect(eth.error?.errors).toEqual({ amount: ['You can request at most 1,000,000,000 ETH'] });
    expect((await list(gus, {})).data?.total).toBe(before);
    expect((await ask(gus, ana, { amount: '1000000000' })).status).toBe(200);
  });

  it('refuses an 11th open request to the same person, and counts again once one is closed', async () => {
    const eve = await userWithWallet(h, 'req_eve');
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await made(dan, eve, { amount: String(i + 1) }));
    const eleventh = await ask(dan, eve, { amount: '11' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.error?.message).toBe(
      'You already have 10 open requests to this person. Wait for them to answer or cancel one.',
    );
    // Another person may still ask Eve.
    expect((await ask(ana, eve, { amount: '1' })).status).toBe(200);
    expect((await cancel(dan, ids[0] ?? '')).status).toBe(200);
    expect((await ask(dan, eve, { amount: '11' })).status).toBe(200);
  });

  it('expires an open request after 30 days of the devnet clock: no pay, no decline, listed as expired', async () => {
    const fay = await userWithWallet(h, 'req_fay');
    const id = await made(fay, ana, { amount: '1' });
    await advanceDevnet(h.deps, 29 * 86_400);
    expect((await list(ana, { with: fay.id })).data?.data[0]?.state).toBe('open');
    // A day and a minute more: the follower measures the chain's clock from its last block,
    // which may trail real time by up to a block.
    await advanceDevnet(h.deps, 86_400 + 60);
    const seen = (await list(ana, { with: fay.id })).data?.data[0];
    expect(seen?.state).toBe('expired');
    expect((await list(ana, { state: 'expired', with: fay.id })).data?.total).toBe(1);
    expect((await list(ana, { state: 'open', with: fay.id })).data?.total).toBe(0);
    expect((await pay(ana, id)).status).toBe(409);
    expect((await decline(ana, id)).status).toBe(409);
    expect((await cancel(fay, id)).status).toBe(409);
    // The expiry job closes it for good and tells both people, once.
    expect(await expireRequests(h.deps)).toBeGreaterThanOrEqual(1);
    expect(await expireRequests(h.deps)).toBe(0);
    const told = async (p: Person) =>
      (await notesOf(p)).filter(
        (n) => n.type === 'payment_request_expired' && n.data?.request_id === id,
      );
    expect((await told(fay)).map((n) => n.message)).toEqual([
      expect.stringMatching(/^Your request to .+ for 1 OPT expired unpaid\.$/),
    ]);
    expect(await told(ana)).toHaveLength(1);
    expect((await list(ana, { state: 'expired', with: fay.id })).data?.total).toBe(1);
  });

  it('answers 401 without a token and 422 for a bad state filter', async () => {
    expect((await send(h, endpoints.paymentRequests, {})).status).toBe(401);
    expect((await list(ana, { state: 'lost' })).status).toBe(422);
  });
});
