import { endpoints } from '@optwallet/contract';
import { translate, formatAmount, parseAmount } from '@optwallet/domain';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../src/db/schema';
import { send } from '../support/harness';
import { type ChainHarness, createChainHarness } from '../support/node-harness';
import { PASSCODE, userWithWallet as createUserWithWallet } from '../support/wallet-fixture';

let h: ChainHarness;
beforeAll(async () => {
  h = await createChainHarness({}, undefined, undefined, { testnet: true });
}, 120_000);
afterAll(() => h.close());

const userWithWallet = (username: string) => createUserWithWallet(h, username);
type Person = Awaited<ReturnType<typeof userWithWallet>>;

async function balance(p: Person, chainId: string, symbol: string): Promise<string> {
  const res = await send(h, endpoints.walletTokens, { token: p.token, params: { id: p.walletId } });
  const token = res.data?.tokens.find((t) => t.chainId === chainId && t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chainId}: ${res.status}`);
  return token.balance;
}

/** The current USD price: the last point of the price history GET /get-token-history answers. */
async function currentPrice(p: Person, chainId: string, symbol: string, hours = 24) {
  const res = await send(h, endpoints.tokenHistory, {
    token: p.token,
    params: { chainId, symbol, hours },
  });
  const last = res.data?.points.at(-1)?.priceUsd;
  if (!last) throw new Error(`no price history for ${symbol} on ${chainId}: ${res.status}`);
  return last;
}

/** amount × price in USD, exact to 8 decimals (as the server rounds: down). */
const usdOf = (amount: string, price: string) =>
  formatAmount((parseAmount(amount, 8) * parseAmount(price, 8)) / 10n ** 8n, 8);

async function txCount(): Promise<number> {
  return (await h.deps.db.select({ hash: ledgerTransactions.hash }).from(ledgerTransactions))
    .length;
}

/** A transfer through the API; the blocks it lands in are indexed before it answers here. */
async function transfer(
  p: Person,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const sent = await sendTransfer(p, body, headers);
  if (sent.status === 200) await h.indexed();
  return sent;
}

function sendTransfer(
  p: Person,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return send(h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: 'optchain-1',
      symbol: 'OPT',
      description: '',
      walletPasscode: PASSCODE,
      ...body,
    },
    headers,
  });
}

async function notificationsOf(p: Person) {
  const res = await send(h, endpoints.notifications, { token: p.token, query: { page: '1' } });
  return res.data?.data ?? [];
}

let alice: Person;
let bob: Person;
beforeAll(async () => {
  alice = await userWithWallet('chain_alice');
  bob = await userWithWallet('chain_bob');
}, 120_000);

describe('balances', () => {
  it('a new wallet is funded by the devnet faucet in every token, with USD values and a total', async () => {
    const res = await send(h, endpoints.walletTokens, {
      token: alice.token,
      params: { id: alice.walletId },
    });
    expect(res.status).toBe(200);
    const bySymbol = Object.fromEntries(
      (res.data?.tokens ?? [])
        .filter((t) => t.chainId !== 'optchain-testnet-1')
        .map((t) => [t.symbol, t]),
    );
    expect(bySymbol.OPT).toMatchObject({ balance: '1000', address: alice.native });
    // No EVM node here (EVM_RPC_URL=off): the OPT chains only (ETH and ERC-20s: evm.test.ts).
    expect(res.data?.tokens.map((t) => `${t.chainId} ${t.symbol}`)).toEqual([
      'optchain-1 OPT',
      'optchain-testnet-1 OPT',
    ]);
    // Testnet OPT has no market value: $0, and nothing in the total.
    expect(res.data?.tokens.find((t) => t.chainId === 'optchain-testnet-1')).toMatchObject({
      symbol: 'OPT',
      balance: '1000',
      priceUsd: '0',
      balanceUsd: '0',
    });
  });

  it('every USD figure uses the current price: the price history’s last point (its chart’s end)', async () => {
    const res = await send(h, endpoints.walletTokens, {
      token: alice.token,
      params: { id: alice.walletId },
    });
    const market = (res.data?.tokens ?? []).filter((t) => t.chainId !== 'optchain-testnet-1');
    let total = 0n;
    for (const token of market) {
      // 24 h, 7 d or 30 d: every history ends at the same current price.
      const price = await currentPrice(alice, token.chainId, token.symbol, 24);
      expect(await currentPrice(alice, token.chainId, token.symbol, 168)).toBe(price);
      expect(token.priceUsd, token.symbol).toBe(price);
      expect(token.balanceUsd, token.symbol).toBe(usdOf(token.balance, price));
      total += parseAmount(token.balanceUsd, 8);
    }
    // Not the devnet table's reference price (1,000 OPT was $850 whatever the chart said).
    expect(market.find((t) => t.symbol === 'OPT')?.balanceUsd).not.toBe('850');
    expect(res.data?.breakdownUsd.spendable).toBe(formatAmount(total, 8));

    const detail = await send(h, endpoints.tokenDetail, {
      token: alice.token,
      params: { id: alice.walletId, chainId: 'optchain-1', symbol: 'OPT' },
    });
    const opt = await currentPrice(alice, 'optchain-1', 'OPT');
    expect(detail.data?.balanceUsd).toBe(usdOf(detail.data?.balanceToken ?? '', opt));
  });

  it('a testnet token’s detail is worth $0 and has no price history', async () => {
    const detail = await send(h, endpoints.tokenDetail, {
      token: alice.token,
      params: { id: alice.walletId, chainId: 'optchain-testnet-1', symbol: 'OPT' },
    });
    expect(detail.data).toMatchObject({ balanceToken: '1000', balanceUsd: '0' });
    const history = await send(h, endpoints.tokenHistory, {
      token: alice.token,
      params: { chainId: 'optchain-testnet-1', symbol: 'OPT', hours: 24 },
    });
    expect(history.status).toBe(200);
    expect(history.data?.points).toEqual([]);
  });

  it('another user’s wallet id answers 404', async () => {
    const res = await send(h, endpoints.walletTokens, {
      token: bob.token,
      params: { id: alice.walletId },
    });
    expect(res.status).toBe(404);
  });
});

describe('send', () => {
  it('sends OPT with a memo to a username: both sides see it, the receiver is notified, the link opens the explorer', async () => {
    const preview = await send(h, endpoints.transferPreview, {
      token: alice.token,
      params: { id: alice.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '12.5',
        to: '@chain_bob',
        transferType: 'send',
        memo: 'lunch',
      },
    });
    expect(preview.data).toEqual({
      amount: '12.5',
      gasFeeEstimate: '0.005',
      to: bob.native,
      from: alice.native,
      balancesAfter: [
        { label: 'balance', chainId: 'optchain-1', symbol: 'OPT', amount: '987.495' },
      ],
    });

    const sent = await transfer(alice, {
      amount: '12.5',
      to: 'chain_bob',
      transferType: 'send',
      memo: 'lunch',
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      to: bob.native,
      from: alice.native,
      amount: '12.5',
      gasFee: '0.005',
    });
    const hash = sent.data?.transactionHash ?? '';
    expect(sent.data?.blockExplorerLink).toBe(`http://localhost:8787/explorer/tx/${hash}`);

    expect(await balance(alice, 'optchain-1', 'OPT')).toBe('987.495');
    expect(await balance(bob, 'optchain-1', 'OPT')).toBe('1012.5');

    const received = await send(h, endpoints.walletTransactions, {
      token: bob.token,
      params: { id: bob.walletId },
      query: { type: 'receive', limit: '10', page: '1' },
    });
    const row = received.data?.transactions.find((t) => t.hash === hash);
    expect(row).toMatchObject({
      type: 'receive',
      amount: '12.5',
      memo: 'lunch',
      walletAddress: alice.native,
      status: 'success',
      symbol: 'OPT',
    });

    const note = (await notificationsOf(bob)).find((n) => n.type === 'funds_received');
    expect(note?.message).toBe("Test User sent you 12.5 OPT: 'lunch'");
    expect(note?.data).toMatchObject({
      transaction_hash: hash,
      chainId: 'optchain-1',
      symbol: 'OPT',
    });

    const page = await h.app.request(`/explorer/tx/${hash}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [hash, alice.native, bob.native, '12.5 OPT', 'lunch', 'success']) {
      expect(html).toContain(text);
    }
    // The fee in display units and symbol, like the amount: never the chain's base denom.
    expect(html).toMatch(/<th scope="row">Fee<\/th><td>\d+(\.\d+)? OPT<\/td>/);
    expect(html).not.toContain('uopt');
    expect((await h.app.request('/explorer/tx/DEADBEEF')).status).toBe(404);
  });

  it('refuses more than the balance (fee included) with the catalogue wording and writes nothing', async () => {
    const before = await txCount();
    const body = { amount: '1000', to: bob.native, transferType: 'send' } as const;
    const preview = await send(h, endpoints.transferPreview, {
      token: alice.token,
      params: { id: alice.walletId },
      body: { chainId: 'optchain-1', symbol: 'OPT', ...body },
    });
    expect(preview.status).toBe(422);
    expect(preview.error?.message).toBe(translate('validation.balance_insufficient'));
    const sent = await transfer(alice, body);
    expect(sent.status).toBe(422);
    expect(sent.error?.errors).toEqual({ amount: [translate('validation.balance_insufficient')] });
    expect(await txCount()).toBe(before);
    expect(await balance(alice, 'optchain-1', 'OPT')).toBe('987.495');
  });

  it('a wrong wallet passcode is 400 and moves nothing', async () => {
    const before = await txCount();
    const sent = await transfer(alice, {
      amount: '1',
      to: bob.native,
      transferType: 'send',
      walletPasscode: 'Wrong#pass1',
    });
    expect(sent.status).toBe(400);
    expect(sent.error?.message).toBe('Invalid wallet key');
    expect(await txCount()).toBe(before);
    expect(await balance(bob, 'optchain-1', 'OPT')).toBe('1012.5');
  });

  it('an unknown receiver, a bad amount and too many decimals are 422 on the field at fault', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await transfer(alice, { transferType: 'send', amount: '1', to: bob.native, ...body })).error
        ?.errors;
    expect(await bad({ to: 'nobody_here' })).toHaveProperty('to');
    expect(await bad({ to: 'opt1notanaddress' })).toHaveProperty('to');
    expect(await bad({ amount: '0' })).toHaveProperty('amount');
    expect(await bad({ amount: '1.1234567' })).toHaveProperty('amount');
    expect(await bad({ amount: '-1' })).toHaveProperty('amount');
    // No EVM node here (EVM_RPC_URL=off): its chain is unknown.
    expect(await bad({ chainId: '1', symbol: 'ETH', to: bob.evm })).toEqual({
      chainId: ['Unknown chain 1'],
    });
  });

  it('a retried transfer with the same Idempotency-Key applies once and answers the same hash', async () => {
    const before = await balance(bob, 'optchain-1', 'OPT');
    const body = { amount: '2', to: bob.native, transferType: 'send' };
    const first = await transfer(alice, body, { 'Idempotency-Key': 'retry-1' });
    const again = await transfer(alice, body, { 'Idempotency-Key': 'retry-1' });
    expect(first.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await balance(bob, 'optchain-1', 'OPT')).toBe(String(Number(before) + 2));
    // The key is scoped to the wallet: bob using the same key sends his own transfer.
    const bobs = await transfer(
      bob,
      { amount: '1', to: alice.native, transferType: 'send' },
      { 'Idempotency-Key': 'retry-1' },
    );
    expect(bobs.data?.transactionHash).not.toBe(first.data?.transactionHash);
  });

  it('pages transactions newest first with totalPages and filters by type', async () => {
    const page1 = await send(h, endpoints.walletTransactions, {
      token: alice.token,
      params: { id: alice.walletId },
      query: { limit: '2', page: '1' },
    });
    const all = await send(h, endpoints.walletTransactions, {
      token: alice.token,
      params: { id: alice.walletId },
      query: { limit: '100', page: '1' },
    });
    const total = all.data?.transactions.length ?? 0;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(page1.data).toMatchObject({ pageNumber: 1, limit: 2, totalPages: Math.ceil(total / 2) });
    expect(page1.data?.transactions).toEqual(all.data?.transactions.slice(0, 2));
    const times = (all.data?.transactions ?? []).map((t) => t.date);
    expect([...times].sort().reverse()).toEqual(times);
    const sends = await send(h, endpoints.walletTransactions, {
      token: alice.token,
      params: { id: alice.walletId },
      query: { type: 'send' },
    });
    expect(sends.data?.transactions.every((t) => t.type === 'send' && t.gasFee !== null)).toBe(
      true,
    );
    expect(sends.data?.limit).toBe(10);
    const testnet = await send(h, endpoints.walletTransactions, {
      token: alice.token,
      params: { id: alice.walletId },
      query: { chainId: 'optchain-testnet-1', symbol: 'OPT', limit: '100' },
    });
    const testnetRows = testnet.data?.transactions ?? [];
    expect(testnetRows.length).toBeGreaterThan(0);
    expect(testnetRows.length).toBeLessThan(total);
    expect(testnetRows.every((t) => t.chainId === 'optchain-testnet-1' && t.symbol === 'OPT')).toBe(
      true,
    );
  });

  it('recents lists the people the wallet sent to; tokens-by-ulid gives a user’s receiving addresses', async () => {
    const recents = await send(h, endpoints.recents, {
      token: alice.token,
      params: { id: alice.walletId },
    });
    expect(recents.data).toHaveLength(1);
    expect(recents.data?.[0]).toMatchObject({
      id: bob.id,
      username: 'chain_bob',
      address: bob.native,
      chainId: 'optchain-1',
    });
    const tokens = await send(h, endpoints.tokensByUlid, {
      token: alice.token,
      params: { id: bob.id },
    });
    expect(tokens.data?.user.username).toBe('chain_bob');
    // Without an EVM node no EVM token is offered (with one: evm.test.ts).
    expect(tokens.data?.tokens).toEqual([
      { chainId: 'optchain-1', symbol: 'OPT', name: 'OptChain', address: bob.native },
      { chainId: 'optchain-testnet-1', symbol: 'OPT', name: 'OptChain', address: bob.native },
    ]);
    expect(
      (await send(h, endpoints.tokensByUlid, { token: alice.token, params: { id: 'nope' } }))
        .status,
    ).toBe(404);
  });
});

describe('staking', () => {
  const DAY = 86_400;
  let carol: Person;
  let validators: Record<string, string>;
  beforeAll(async () => {
    carol = await userWithWallet('chain_carol');
  }, 60_000);

  const detail = async () =>
    (
      await send(h, endpoints.tokenDetail, {
        token: carol.token,
        params: { id: carol.walletId, chainId: 'optchain-1', symbol: 'OPT' },
      })
    ).data;

  it('lists the seeded validators with fee as a fraction, uptime in percent, voting power in OPT', async () => {
    const res = await send(h, endpoints.validatorsDetails, { token: carol.token });
    expect(res.data?.unstakingWaitTime).toBe(21 * DAY);
    expect(res.data?.rewardPayoutFrequency).toBe(DAY);
    const aurora = res.data?.validatorSet.find((v) => v.moniker === 'aurora');
    // Uptime: the blocks it signed, as the index knows them (no missed block on the devnet).
    expect(aurora).toMatchObject({
      fee: '0.05',
      uptime: '100',
      votingPower: '400',
      status: 'active',
    });
    expect(aurora?.address).toMatch(/^optvaloper1/);
    validators = Object.fromEntries(
      (res.data?.validatorSet ?? []).map((v) => [v.moniker, v.address]),
    );
    expect(Object.keys(validators).sort()).toEqual(['aurora', 'borealis', 'cygnus', 'draco']);
  });

  it('delegates, undelegates, cancels part of the unstake and moves stake, each through the transfer route', async () => {
    const cygnus = validators.cygnus ?? '';
    const aurora = validators.aurora ?? '';
    const preview = await send(h, endpoints.transferPreview, {
      token: carol.token,
      params: { id: carol.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '100',
        to: cygnus,
        transferType: 'delegate',
      },
    });
    expect(preview.data).toEqual({
      amount: '100',
      gasFeeEstimate: '0.0075',
      to: cygnus,
      from: carol.native,
      balancesAfter: [
        { label: 'balance', chainId: 'optchain-1', symbol: 'OPT', amount: '899.9925' },
        { label: 'staked', chainId: 'optchain-1', symbol: 'OPT', amount: '100' },
      ],
    });
    expect(
      (await transfer(carol, { amount: '100', to: cygnus, transferType: 'delegate' })).status,
    ).toBe(200);

    const undelegated = await transfer(carol, {
      amount: '30',
      to: cygnus,
      transferType: 'undelegate',
    });
    expect(undelegated.status).toBe(200);
    let d = await detail();
    expect(d?.delegationDetails.balanceToken).toBe('70');
    expect(d?.unbondingDetails).toMatchObject({
      balanceToken: '30',
      balanceUsd: usdOf('30', await currentPrice(carol, 'optchain-1', 'OPT')),
    });
    const entry = d?.unbondingDetails.entries[0];
    expect(entry).toMatchObject({ validator_address: cygnus, moniker: 'cygnus', amount: '30' });

    // A cancel is previewed with the unstake it cancels, as the transfer names it.
    const cancelPreview = await send(h, endpoints.transferPreview, {
      token: carol.token,
      params: { id: carol.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '10',
        to: cygnus,
        transferType: 'cancel-undelegate',
        creationHeight: entry?.creationHeight,
      },
    });
    expect(cancelPreview.status).toBe(200);
    expect(cancelPreview.data).toMatchObject({ amount: '10', to: cygnus });

    const cancelled = await transfer(carol, {
      amount: '10',
      to: cygnus,
      transferType: 'cancel-undelegate',
      creationHeight: entry?.creationHeight,
    });
    expect(cancelled.status).toBe(200);
    const wrongHeight = await transfer(carol, {
      amount: '1',
      to: cygnus,
      transferType: 'cancel-undelegate',
      creationHeight: '999999',
    });
    expect(wrongHeight.status).toBe(422);
    expect(wrongHeight.error?.errors).toHaveProperty('creationHeight');

    const moved = await transfer(carol, {
      amount: '20',
      from: cygnus,
      to: aurora,
      transferType: 'move-delegation',
    });
    expect(moved.data).toMatchObject({ from: cygnus, to: aurora, amount: '20', gasFee: '0.01' });

    d = await detail();
    expect(d?.unbondingDetails.balanceToken).toBe('20');
    expect(d?.delegations.map((x) => [x.moniker, x.coins[0]?.amount])).toEqual([['cygnus', '60']]);
    // The moved 20 OPT is in its 21-day grace period: not a delegation yet, listed as being moved.
    expect(d?.redelegations).toEqual([
      {
        transactionHash: moved.data?.transactionHash,
        fromValidator: cygnus,
        fromMoniker: 'cygnus',
        toValidator: aurora,
        toMoniker: 'aurora',
        amount: '20',
        creationHeight: expect.stringMatching(/^\d+$/) as unknown,
        completionTime: expect.any(String) as unknown,
      },
    ]);
    const arrives = Date.parse(d?.redelegations[0]?.completionTime ?? '');
    const movedAt = Date.parse(
      d?.transactions.find((t) => t.type === 'moveDelegation')?.date ?? '',
    );
    expect(arrives - movedAt).toBe(21 * DAY * 1000);
    // 1000 - 100 - 0.0075 (delegate) - 0.0075 (undelegate) - 0.0075 (cancel) - 0.01 (move)
    expect(d?.balanceToken).toBe('899.9675');

    const tooMuch = await transfer(carol, {
      amount: '1000',
      to: cygnus,
      transferType: 'undelegate',
    });
    expect(tooMuch.status).toBe(422);
    // Seconds of rewards do not cover a claim's own fee: it is refused and changes nothing.
    const early = await transfer(carol, { amount: '0', to: cygnus, transferType: 'claim-rewards' });
    expect(early.status).toBe(422);
    expect(early.error?.errors).toHaveProperty('amount');
    const noStake = await transfer(carol, {
      amount: '0',
      to: validators.draco,
      transferType: 'claim-rewards',
    });
    expect(noStake.error?.errors).toHaveProperty('to');

    const pending = d?.transactions.find((t) => t.type === 'undelegate');
    expect(pending?.status).toBe('pending');
  });

  it('advancing the devnet completes the unbonding and the move, pays rewards, and notifies', async () => {
    const advanced = await send(h, endpoints.devAdvance, { body: { seconds: 22 * DAY } });
    expect(advanced.status).toBe(200);
    // The devnet engine's chains (an EVM node keeps its own clock).
    expect(advanced.data?.chains.map((c) => c.chainId)).toEqual([
      'optchain-1',
      'optchain-testnet-1',
    ]);

    const d = await detail();
    expect(d?.unbondingDetails).toEqual({ balanceToken: '0', balanceUsd: '0', entries: [] });
    expect(d?.redelegations).toEqual([]);
    expect(d?.delegations.map((x) => [x.moniker, x.coins[0]?.amount]).sort()).toEqual([
      ['aurora', '20'],
      ['cygnus', '60'],
    ]);
    const undelegates = await send(h, endpoints.walletTransactions, {
      token: carol.token,
      params: { id: carol.walletId },
      query: { type: 'undelegate' },
    });
    const undelegate = undelegates.data?.transactions[0];
    expect(undelegates.data?.transactions).toHaveLength(1);
    expect(undelegate?.status).toBe('success');
    expect(undelegate?.completedOn).not.toBeNull();
    // cygnus pays every hour: the node settles the 22 days' payouts in the advance's few
    // bounded blocks, each block's summed per recipient (one row per validator and block, not one
    // per hour as the embedded engine wrote them). What a user sees is what the node paid.
    const paidRows = await send(h, endpoints.walletTransactions, {
      token: carol.token,
      params: { id: carol.walletId },
      query: { type: 'distribution', chainId: 'optchain-1', limit: '100', page: '1' },
    });
    const rewards = paidRows.data?.transactions ?? [];
    // Paid by the two validators carol stakes with, each at most once per block.
    expect(new Set(rewards.map((t) => t.validator))).toEqual(
      new Set([validators.cygnus, validators.aurora]),
    );
    const perBlock = rewards.map((t) => `${t.validator} ${t.hash.split(':')[0]}`);
    expect(new Set(perBlock).size).toBe(perBlock.length);
    expect(rewards.every((t) => t.status === 'success' && parseAmount(t.amount, 6) > 0n)).toBe(
      true,
    );
    const paidBy = (validator: string) =>
      rewards
        .filter((t) => t.validator === validator)
        .reduce((sum, t) => sum + parseAmount(t.amount, 6), 0n);
    // 22 days of cygnus's rewards on carol's 60 OPT (12 % a year less its 3 % commission,
    // ≈ 0.4209 OPT), all paid out: none left pending at a validator that pays every hour.
    expect(Number(formatAmount(paidBy(validators.cygnus ?? ''), 6))).toBeCloseTo(
      (60 * 0.12 * 0.97 * 22) / 365,
      3,
    );
    // Spendable: the 20 unbonded plus every reward paid, to the unit; the index agrees with the node.
    const paid = rewards.reduce((sum, t) => sum + parseAmount(t.amount, 6), 0n);
    expect(parseAmount(d?.balanceToken ?? '', 6)).toBe(parseAmount('919.9675', 6) + paid);
    expect(parseAmount(d?.balanceToken ?? '', 6)).toBe(await h.node.balance(carol.native));

    const notes = await notificationsOf(carol);
    expect(notes.filter((n) => n.type === 'unbonding_completed')).toHaveLength(1);
    expect(notes.find((n) => n.type === 'unbonding_completed')?.message).toBe(
      '20 OPT finished unbonding and is available again.',
    );
    // One rewards notification per advance, with the total.
    expect(notes.filter((n) => n.type === 'rewards_distributed')).toHaveLength(1);
    // The move's 21 days are over: said once, like the unbonding.
    const moves = notes.filter((n) => n.type === 'move_completed');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      title: 'Stake move completed',
      message: 'Your stake move of 20 OPT to Aurora is complete.',
      data: { chainId: 'optchain-1', symbol: 'OPT' },
    });
    // Indexing the blocks since (the follower's next passes) says nothing new.
    await h.indexed();
    await detail();
    const again = await notificationsOf(carol);
    expect(again.filter((n) => n.type === 'move_completed')).toHaveLength(1);
    expect(again.filter((n) => n.type === 'unbonding_completed')).toHaveLength(1);
  }, 180_000);

  it('claims rewards from a validator before its payout: previewed, paid as a distribution, then nothing left', async () => {
    const aurora = validators.aurora ?? '';
    // Carol's 20 OPT earns aurora's rewards of ~0.0016 OPT in six hours: less than a claim's own
    // fee, which the API refuses (422, below). With 500 OPT more, six hours are worth claiming.
    expect(
      (await transfer(carol, { amount: '500', to: aurora, transferType: 'delegate' })).status,
    ).toBe(200);
    // aurora pays daily (its last payout came with the advance's last day): after six more
    // hours its rewards are pending.
    expect((await send(h, endpoints.devAdvance, { body: { seconds: 6 * 3_600 } })).status).toBe(
      200,
    );
    const before = Number(await balance(carol, 'optchain-1', 'OPT'));
    const preview = await send(h, endpoints.transferPreview, {
      token: carol.token,
      params: { id: carol.walletId },
      body: {
        chainId: 'optchain-1',
        symbol: 'OPT',
        amount: '0',
        to: aurora,
        transferType: 'claim-rewards',
      },
    });
    // The claim is a transaction of the wallet's: it pays the chain's fee.
    expect(preview.data).toMatchObject({ gasFeeEstimate: '0.005', to: carol.native, from: aurora });
    expect(Number(preview.data?.amount)).toBeGreaterThan(0.005);
    const claimed = await transfer(carol, {
      amount: '0',
      to: aurora,
      transferType: 'claim-rewards',
    });
    expect(claimed.data).toMatchObject({
      from: aurora,
      to: carol.native,
      gasFee: '0.005',
      amount: preview.data?.amount,
    });
    // Paid what was previewed and the seconds of rewards since, less the fee.
    const gained = Number(await balance(carol, 'optchain-1', 'OPT')) - before;
    const expected = Number(preview.data?.amount) - 0.005;
    expect(gained).toBeGreaterThanOrEqual(expected - 1e-6);
    expect(gained).toBeLessThan(expected + 0.001);
    const again = await transfer(carol, { amount: '0', to: aurora, transferType: 'claim-rewards' });
    expect(again.status).toBe(422);
  });

  it('a retried claim with the same Idempotency-Key answers the first payout; a new key finds nothing left', async () => {
    const aurora = validators.aurora ?? '';
    expect((await send(h, endpoints.devAdvance, { body: { seconds: 6 * 3_600 } })).status).toBe(
      200,
    );
    const claim = { amount: '0', to: aurora, transferType: 'claim-rewards' };
    const first = await transfer(carol, claim, { 'Idempotency-Key': 'claim-1' });
    expect(first.status).toBe(200);
    expect(Number(first.data?.amount)).toBeGreaterThan(0);
    const balanceAfter = await balance(carol, 'optchain-1', 'OPT');
    const transactionsAfter = await txCount();
    const retried = await transfer(carol, claim, { 'Idempotency-Key': 'claim-1' });
    expect(retried.status).toBe(200);
    // The same transaction, as the chain settled it (what it paid: the preview and the seconds
    // of rewards since).
    expect(retried.data?.transactionHash).toBe(first.data?.transactionHash);
    expect(Number(retried.data?.amount)).toBeGreaterThanOrEqual(Number(first.data?.amount));
    // Paid once: no new transaction, the balance unchanged.
    expect(await txCount()).toBe(transactionsAfter);
    expect(await balance(carol, 'optchain-1', 'OPT')).toBe(balanceAfter);
    const fresh = await transfer(carol, claim, { 'Idempotency-Key': 'claim-2' });
    expect(fresh.status).toBe(422);
    expect(fresh.error?.errors).toHaveProperty('amount');
  });

  it('creates a validator; a taken moniker (any case) is 409; a wrong passcode is 400', async () => {
    const taken = await send(h, endpoints.createValidator, {
      token: carol.token,
      params: { id: carol.walletId },
      body: { moniker: 'Aurora', amount: '10', fee: '0.1', walletPasscode: PASSCODE },
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.errors).toHaveProperty('moniker');
    const wrong = await send(h, endpoints.createValidator, {
      token: carol.token,
      params: { id: carol.walletId },
      body: { moniker: 'carol-node', amount: '10', fee: '0.1', walletPasscode: 'Nope#nope1' },
    });
    expect(wrong.status).toBe(400);
    const created = await send(h, endpoints.createValidator, {
      token: carol.token,
      params: { id: carol.walletId },
      body: { moniker: 'carol-node', amount: '10', fee: '0.1', walletPasscode: PASSCODE },
    });
    expect(created.data).toMatchObject({ moniker: 'carol-node', amount: '10', gasFee: '0.05' });
    await h.indexed();
    const set = await send(h, endpoints.validatorsDetails, { token: carol.token });
    expect(set.data?.validatorSet.find((v) => v.moniker === 'carol-node')).toMatchObject({
      fee: '0.1',
      votingPower: '10',
    });
  });

  it('the devnet faucet funds any address and refuses one that is no address', async () => {
    const funded = await send(h, endpoints.devFaucet, { body: { address: bob.native } });
    expect(funded.data?.transactions.map((t) => `${t.chainId} ${t.symbol}`)).toEqual([
      'optchain-1 OPT',
      'optchain-testnet-1 OPT',
    ]);
    expect((await send(h, endpoints.devFaucet, { body: { address: 'nope' } })).status).toBe(422);
    // No EVM node: an EVM address is no address of a served chain (with one: evm.test.ts).
    expect((await send(h, endpoints.devFaucet, { body: { address: bob.evm } })).status).toBe(422);
  });

  it('price history answers points for the requested hours, oldest first', async () => {
    const res = await send(h, endpoints.tokenHistory, {
      token: carol.token,
      params: { chainId: 'optchain-1', symbol: 'OPT', hours: 24 },
    });
    const points = res.data?.points ?? [];
    expect(points.length).toBeGreaterThan(100);
    expect(points.map((p) => p.time)).toEqual([...points.map((p) => p.time)].sort());
    const missing = await send(h, endpoints.tokenHistory, {
      token: carol.token,
      params: { chainId: '1', symbol: 'OPT', hours: 24 },
    });
    expect(missing.status).toBe(422);
  });
});

describe('descriptions', () => {
  it('keeps the sender’s description for the sender alone, in lists and token detail', async () => {
    // People of their own: the tests around this one count alice's and bob's balances.
    const writer = await userWithWallet('chain_writer');
    const reader = await userWithWallet('chain_reader');
    const sent = await transfer(writer, {
      amount: '1',
      to: 'chain_reader',
      transferType: 'send',
      description: '  Concert tickets  ',
    });
    const hash = sent.data?.transactionHash ?? '';
    const mine = await send(h, endpoints.walletTransactions, {
      token: writer.token,
      params: { id: writer.walletId },
      query: { type: 'send', limit: '10', page: '1' },
    });
    expect(mine.data?.transactions.find((t) => t.hash === hash)?.description).toBe(
      'Concert tickets',
    );
    const detail = await send(h, endpoints.tokenDetail, {
      token: writer.token,
      params: { id: writer.walletId, chainId: 'optchain-1', symbol: 'OPT' },
    });
    expect(detail.data?.transactions.find((t) => t.hash === hash)?.description).toBe(
      'Concert tickets',
    );
    const theirs = await send(h, endpoints.walletTransactions, {
      token: reader.token,
      params: { id: reader.walletId },
      query: { type: 'receive', limit: '10', page: '1' },
    });
    expect(theirs.data?.transactions.find((t) => t.hash === hash)?.description).toBeNull();
  });
});
