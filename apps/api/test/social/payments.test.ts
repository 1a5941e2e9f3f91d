import { endpoints } from '@optwallet/contract';
import { translate } from '@optwallet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

let h: ChainHarness;
type Person = Awaited<ReturnType<typeof userWithWallet>>;
let ana: Person;
let ben: Person;
let cleo: Person;

beforeAll(async () => {
  // optchain-testnet-1 too: a payment on the testnet is one of the pair's.
  h = await createChainHarness({}, undefined, undefined, { testnet: true });
  ana = await userWithWallet(h, 'pay_ana');
  ben = await userWithWallet(h, 'pay_ben');
  cleo = await userWithWallet(h, 'pay_cleo');
}, 60_000);
afterAll(() => h.close());

async function pay(
  from: Person,
  to: Person,
  amount: string,
  memo?: string,
  chainId = 'optchain-1',
) {
  const sent = await send(h, endpoints.transfer, {
    token: from.token,
    params: { id: from.walletId },
    body: {
      chainId,
      symbol: 'OPT',
      amount,
      to: to.native,
      transferType: 'send',
      description: '',
      walletPasscode: PASSCODE,
      ...(memo ? { memo } : {}),
    },
  });
  expect(sent.status).toBe(200);
  // Indexed before the next payment: a payment's time is its block's, and a block's time is when
  // it opened (before the transaction entered it). Once this payment's block is indexed, the open
  // block of either node opened after it, so the next payment is strictly newer, even on the
  // other chain.
  await h.indexed();
  return sent.data?.transactionHash ?? '';
}

const between = (viewer: Person, other: Person, page = '1') =>
  send(h, endpoints.paymentsBetween, {
    token: viewer.token,
    params: { id: other.id },
    query: { page },
  });

describe('GET /payments/with/{id} ("You and Ana")', () => {
  it('lists the sends between two users both ways with memos, newest first, and nobody else’s', async () => {
    const lunch = await pay(ana, ben, '5', 'for lunch');
    await pay(ana, cleo, '1', 'not for Ben');
    const back = await pay(ben, ana, '2.5', 'change');
    const testnet = await pay(ben, ana, '3', undefined, 'optchain-testnet-1');

    const seenByAna = await between(ana, ben);
    expect(seenByAna.status).toBe(200);
    expect(seenByAna.data?.total).toBe(3);
    expect(
      seenByAna.data?.data.map((p) => [p.hash, p.direction, p.amount, p.symbol, p.memo]),
    ).toEqual([
      [testnet, 'received', '3', 'OPT', ''],
      [back, 'received', '2.5', 'OPT', 'change'],
      [lunch, 'sent', '5', 'OPT', 'for lunch'],
    ]);
    const seenByBen = await between(ben, ana);
    expect(seenByBen.data?.data.map((p) => p.direction)).toEqual(['sent', 'sent', 'received']);
    // Cleo and Ben never paid each other: Ana's payment to Cleo is not Ben's business.
    expect((await between(ben, cleo)).data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('is empty with oneself, 404 for an unknown user, 422 for a bad page, 401 without a token', async () => {
    expect((await between(ana, ana)).data?.total).toBe(0);
    const unknown = await send(h, endpoints.paymentsBetween, {
      token: ana.token,
      params: { id: '01UNKNOWNUSER' },
    });
    expect(unknown.status).toBe(404);
    expect((await between(ana, ben, 'x')).status).toBe(422);
    expect((await send(h, endpoints.paymentsBetween, { params: { id: ben.id } })).status).toBe(401);
  });
});

describe('POST /payment-requests/{id}', () => {
  const ask = (from: Person, to: Person, body: Record<string, unknown>) =>
    send(h, endpoints.requestPayment, {
      token: from.token,
      params: { id: to.id },
      body: { chainId: 'optchain-1', symbol: 'OPT', ...body },
    });
  const notesOf = async (p: Person) =>
    (await send(h, endpoints.notifications, { token: p.token, query: { page: '1' } })).data?.data ??
    [];

  it('notifies the payee with the amount and memo and a link to the requester, moving no money', async () => {
    const asked = await ask(cleo, ben, { amount: '7.5', memo: 'tickets' });
    expect(asked.status).toBe(200);
    const note = (await notesOf(ben)).find((n) => n.type === 'payment_requested');
    expect(note).toMatchObject({
      title: 'Payment request',
      message: "Test User asked you for 7.5 OPT: 'tickets'",
      data: {
        user_id: cleo.id,
        chainId: 'optchain-1',
        symbol: 'OPT',
        request_id: asked.data?.request.id,
      },
    });
    expect((await between(ben, cleo)).data?.total).toBe(0);
  });

  it('refuses oneself, a zero amount and an unknown token with 422, a blocked pair with 403, and a flood with 429', async () => {
    expect((await ask(ana, ana, { amount: '1' })).status).toBe(422);
    const zero = await ask(ana, ben, { amount: '0' });
    expect(zero.status).toBe(422);
    expect(zero.error?.errors).toEqual({ amount: [translate('validation.amount_positive')] });
    expect((await ask(ana, ben, { amount: '1', symbol: 'DOGE' })).status).toBe(422);
    expect((await ask(ana, ben, { amount: 'lots' })).status).toBe(422);

    await send(h, endpoints.block, { token: cleo.token, params: { id: ana.id } });
    expect((await ask(ana, cleo, { amount: '1' })).status).toBe(403);
    const before = (await notesOf(cleo)).filter((n) => n.type === 'payment_requested').length;
    expect(before).toBe(0);

    // 20 requests an hour to one person (10 open at most: cancelled ones still count here).
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const asked = await ask(ana, ben, { amount: '1' });
      statuses.push(asked.status);
      const id = asked.data?.request.id;
      if (id) await send(h, endpoints.cancelPaymentRequest, { token: ana.token, params: { id } });
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
  });
});
