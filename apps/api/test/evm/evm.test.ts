import { endpoints } from '@optwallet/contract';
import { translate, formatAmount, parseAmount } from '@optwallet/domain';

import { type Address, erc20Abi, formatEther, getAddress, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indexOnce, indexerJobs } from '../../src/chains/evm/indexer';
import { startJobs } from '../../src/jobs/job-list';
import { createHarness, raw, send } from '../support/harness';
import { OUTSIDER, type Person, evmHistoryOf, useEvmProduct } from '../support/evm-node';
import { PASSCODE, userWithWallet as makeUser } from '../support/wallet-fixture';

/** The product against a real EVM node: anvil started by this file on a free port. */

/** amount × price in USD, exact to 8 decimals (as the server rounds: down). */
const usdOf = (amount: string, price: string) =>
  formatAmount((parseAmount(amount, 8) * parseAmount(price, 8)) / 10n ** 8n, 8);

const product = useEvmProduct('evm');

const client = () => product.evm.client.client;
const token = (symbol: string) => product.evm.client.token(symbol)?.address as Address;

function transfer(p: Person, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return send(product.h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: '1',
      symbol: 'ETH',
      description: '',
      memo: '',
      transferType: 'send',
      walletPasscode: PASSCODE,
      ...body,
    },
    headers,
  });
}

async function tokensOf(p: Person) {
  const res = await send(product.h, endpoints.walletTokens, {
    token: p.token,
    params: { id: p.walletId },
  });
  const rows = res.data?.tokens.filter((t) => t.chainId === '1') ?? [];
  return new Map(rows.map((t) => [t.symbol, t]));
}

async function nodeBalances(address: string) {
  const owner = getAddress(address);
  const erc20 = (symbol: string) =>
    client().readContract({
      address: token(symbol),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  return {
    ETH: await client().getBalance({ address: owner }),
    USDT: await erc20('USDT'),
    USDC: await erc20('USDC'),
    WBTC: await erc20('WBTC'),
  };
}

async function notificationsOf(p: Person) {
  const res = await send(product.h, endpoints.notifications, {
    token: p.token,
    query: { page: '1' },
  });
  return res.data?.data ?? [];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > ms) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('EVM tokens on a real node', () => {
  it('funds a new wallet on chain and answers the node’s balances, ERC-20 rows with their contract, EVM rows with the network’s EIP-155 id', async () => {
    const rows = await tokensOf(product.alice);
    const node = await nodeBalances(product.alice.evm);
    expect(node.ETH).toBe(parseEther('1'));
    expect(node.USDT).toBe(parseUnits('1000', 6));
    expect(node.WBTC).toBe(parseUnits('0.1', 8));
    expect(rows.get('ETH')?.balance).toBe(formatEther(node.ETH));
    expect(rows.get('USDT')?.balance).toBe('1000');
    expect(rows.get('USDC')?.balance).toBe('1000');
    expect(rows.get('WBTC')?.balance).toBe('0.1');
    expect(rows.get('USDC')?.contractAddress).toBe(token('USDC'));
    expect(rows.get('ETH')?.contractAddress).toBeUndefined();
    // What a wallet link (EIP-681) names the network by: the node's own id, not the product's "1".
    expect(rows.get('ETH')?.evmChainId).toBe(31337);
    expect(rows.get('USDC')?.evmChainId).toBe(31337);
    expect(rows.get('OPT')?.evmChainId).toBeUndefined();
    // USD at the current price (the price history's last point); the total counts the EVM tokens.
    const all = await send(product.h, endpoints.walletTokens, {
      token: product.alice.token,
      params: { id: product.alice.walletId },
    });
    let total = 0n;
    for (const t of all.data?.tokens ?? []) total += parseAmount(t.balanceUsd, 8);
    expect(all.data?.totalBalanceUsd).toBe(formatAmount(total, 8));
    for (const symbol of ['ETH', 'WBTC']) {
      const history = await send(product.h, endpoints.tokenHistory, {
        token: product.alice.token,
        params: { chainId: '1', symbol, hours: 24 },
      });
      const price = history.data?.points.at(-1)?.priceUsd ?? '';
      const row = rows.get(symbol);
      expect(Number(price), symbol).toBeGreaterThan(0);
      expect(row?.priceUsd, symbol).toBe(price);
      expect(row?.balanceUsd, symbol).toBe(usdOf(row?.balance ?? '', price));
    }
    expect(rows.get('ETH')?.address).toBe(product.alice.evm);
    // Someone else's receiving addresses include the EVM tokens at their 0x address.
    const theirs = await send(product.h, endpoints.tokensByUlid, {
      token: product.alice.token,
      params: { id: product.bob.id },
    });
    expect(theirs.data?.tokens).toContainEqual({
      chainId: '1',
      symbol: 'USDT',
      name: 'Tether USD',
      address: product.bob.evm,
    });
  });

  it('the devnet faucet funds any EVM address with real transfers of each token', async () => {
    const outsider = privateKeyToAccount(generatePrivateKey()).address;
    const funded = await send(product.h, endpoints.devFaucet, { body: { address: outsider } });
    expect(funded.data?.transactions.map((t) => t.symbol).sort()).toEqual([
      'ETH',
      'USDC',
      'USDT',
      'WBTC',
    ]);
    const node = await nodeBalances(outsider);
    expect(node.USDC).toBe(parseUnits('1000', 6));
    expect(node.WBTC).toBe(parseUnits('0.1', 8));
  });

  it('sends ETH as a transaction mined from the wallet’s own address, with the fee accounted', async () => {
    const before = await client().getBalance({ address: getAddress(product.alice.evm) });
    const preview = await send(product.h, endpoints.transferPreview, {
      token: product.alice.token,
      params: { id: product.alice.walletId },
      body: {
        chainId: '1',
        symbol: 'ETH',
        amount: '0.25',
        to: 'evm_bob',
        transferType: 'send',
        memo: '',
        description: '',
      },
    });
    expect(preview.status).toBe(200);
    expect(Number(preview.data?.gasFeeEstimate)).toBeGreaterThan(0);
    // No memos on the EVM network.
    const memo = await send(product.h, endpoints.transferPreview, {
      token: product.alice.token,
      params: { id: product.alice.walletId },
      body: {
        chainId: '1',
        symbol: 'ETH',
        amount: '0.25',
        to: 'evm_bob',
        transferType: 'send',
        memo: 'hi',
        description: '',
      },
    });
    expect(memo.status).toBe(422);
    expect(memo.error?.errors).toHaveProperty('memo');
    // The transfer refuses what its preview refuses, with the same answer (issue 44), and sends
    // nothing: a memo, and an amount of 0.
    const memoSent = await transfer(product.alice, { amount: '0.25', to: '@evm_bob', memo: 'hi' });
    expect([memoSent.status, memoSent.error?.errors]).toEqual([memo.status, memo.error?.errors]);
    const zero = { amount: '0', to: 'evm_bob', transferType: 'send', memo: '' };
    const zeroPreview = await send(product.h, endpoints.transferPreview, {
      token: product.alice.token,
      params: { id: product.alice.walletId },
      body: { chainId: '1', symbol: 'ETH', ...zero },
    });
    const zeroSent = await transfer(product.alice, zero);
    const positive = { amount: [translate('validation.amount_positive')] };
    expect([zeroPreview.status, zeroPreview.error?.errors]).toEqual([422, positive]);
    expect([zeroSent.status, zeroSent.error?.errors]).toEqual([422, positive]);
    expect(await client().getBalance({ address: getAddress(product.alice.evm) })).toBe(before);

    const sent = await transfer(product.alice, {
      amount: '0.25',
      to: '@evm_bob',
      description: 'lunch',
    });
    expect(sent.status).toBe(200);
    const hash = sent.data?.transactionHash as `0x${string}`;
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const tx = await client().getTransaction({ hash });
    expect(receipt.status).toBe('success');
    expect(tx.from).toBe(product.alice.evm.toLowerCase());
    expect(tx.to).toBe(product.bob.evm.toLowerCase());
    expect(tx.value).toBe(parseEther('0.25'));
    expect(tx.type).toBe('eip1559');
    const paid = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await client().getBalance({ address: getAddress(product.alice.evm) })).toBe(
      before - parseEther('0.25') - paid,
    );

    // Waiting until the indexer has seen the receipt; then success with the fee paid.
    expect(
      (await evmHistoryOf(product.h, product.alice)).find((t) => t.hash === hash)?.status,
    ).toBe('pending');
    await indexOnce(product.h.deps, product.evm);
    const mine = (await evmHistoryOf(product.h, product.alice)).find((t) => t.hash === hash);
    // Each side's row names the user on the other (the row's address in any case).
    expect(mine).toMatchObject({
      status: 'success',
      type: 'send',
      description: 'lunch',
      counterpartyUsername: 'evm_bob',
    });
    expect(mine?.gasFee).toBe(formatEther(paid));
    const theirs = (await evmHistoryOf(product.h, product.bob)).find((t) => t.hash === hash);
    expect(theirs).toMatchObject({
      status: 'success',
      type: 'receive',
      amount: '0.25',
      counterpartyUsername: 'evm_alice',
    });
    const notes = (await notificationsOf(product.bob)).filter(
      (n) => n.type === 'funds_received' && n.data?.transaction_hash === hash,
    );
    expect(notes).toHaveLength(1);
    // The CSV export values it in USD at its time, as the OPT rows.
    const csv = await raw(product.h, 'GET', `/wallets/${product.alice.walletId}/transactions.csv`, {
      token: product.alice.token,
    });
    const line = (await csv.text()).split('\n').find((l) => l.includes(hash)) ?? '';
    expect(line).toContain(',ETH,0.25,');
    expect(Number(line.split(',')[8])).toBeGreaterThan(0);
  });

  it('sends an ERC-20 to an email address with a contract call the node mines, and notifies', async () => {
    const before = await nodeBalances(product.bob.evm);
    const sent = await transfer(product.alice, {
      symbol: 'USDC',
      amount: '12.5',
      to: product.bob.email,
    });
    expect(sent.data).toMatchObject({
      to: product.bob.evm,
      from: product.alice.evm,
      amount: '12.5',
    });
    expect(sent.status).toBe(200);
    const hash = sent.data?.transactionHash as `0x${string}`;
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.to).toBe(token('USDC').toLowerCase());
    expect((await nodeBalances(product.bob.evm)).USDC).toBe(before.USDC + parseUnits('12.5', 6));
    // Balances are the API's index: the read shows it once the indexer has passed the block.
    await indexOnce(product.h.deps, product.evm);
    expect((await tokensOf(product.bob)).get('USDC')?.balance).toBe('1012.5');
    // No memo on an EVM send: the sentence ends without a note.
    const note = (await notificationsOf(product.bob)).find(
      (n) => n.data?.transaction_hash === hash,
    );
    expect(note?.message).toBe('Test User sent you 12.5 USDC.');
    // The history filters by token.
    const usdc = await send(product.h, endpoints.walletTransactions, {
      token: product.alice.token,
      params: { id: product.alice.walletId },
      query: { chainId: '1', symbol: 'USDC', limit: '100' },
    });
    const usdcRows = usdc.data?.transactions ?? [];
    expect(usdcRows.map((t) => t.hash)).toContain(hash);
    expect(usdcRows.every((t) => t.chainId === '1' && t.symbol === 'USDC')).toBe(true);
  });

  it('reads balances from the API’s index without a node call; an incoming transfer shows once indexed', async () => {
    while ((await indexOnce(product.h.deps, product.evm)) > 0);
    const detailOf = async (symbol: string) =>
      (
        await send(product.h, endpoints.tokenDetail, {
          token: product.bob.token,
          params: { id: product.bob.walletId, chainId: '1', symbol },
        })
      ).data?.balanceToken;
    // Every call the API makes on its node client (getBalance, readContract, ...), counted.
    const rpc = client() as unknown as Record<string, unknown>;
    const actions = Object.entries(rpc).filter(
      (entry): entry is [string, (...args: unknown[]) => unknown] =>
        typeof entry[1] === 'function' && entry[0] !== 'extend',
    );
    let requests = 0;
    for (const [name, action] of actions) {
      rpc[name] = (...args: unknown[]) => {
        requests += 1;
        return action(...args);
      };
    }
    try {
      const node = await nodeBalances(product.bob.evm);
      requests = 0;
      const before = await tokensOf(product.bob);
      expect(before.get('ETH')?.balance).toBe(formatEther(node.ETH));
      expect(before.get('USDC')?.balance).toBe(formatAmount(node.USDC, 6));
      expect(await detailOf('WBTC')).toBe(formatAmount(node.WBTC, 8));
      expect(requests).toBe(0);

      const hash = await product.evm.client.transfer(OUTSIDER, {
        to: getAddress(product.bob.evm),
        symbol: 'ETH',
        amount: parseEther('0.02'),
      });
      await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
      // Mined, not yet indexed: the read is the index's, still without a node call.
      requests = 0;
      expect((await tokensOf(product.bob)).get('ETH')?.balance).toBe(formatEther(node.ETH));
      expect(requests).toBe(0);
      while ((await indexOnce(product.h.deps, product.evm)) > 0);
      requests = 0;
      const after = formatEther(node.ETH + parseEther('0.02'));
      expect((await tokensOf(product.bob)).get('ETH')?.balance).toBe(after);
      expect(await detailOf('ETH')).toBe(after);
      expect(requests).toBe(0);
    } finally {
      for (const [name, action] of actions) rpc[name] = action;
    }
  });

  it('refuses a send that leaves too little ETH for gas before anything is broadcast', async () => {
    const carol = await makeUser(product.h, 'evm_carol');
    const nonce = await client().getTransactionCount({ address: getAddress(carol.evm) });
    const all = await transfer(carol, { amount: '1', to: product.bob.evm });
    expect(all.status).toBe(422);
    const errors = all.error?.errors as Record<string, string[]> | undefined;
    expect(errors?.amount).toEqual([translate('validation.balance_insufficient')]);
    expect(errors?.amount).toEqual(['Insufficient balance']);
    expect(await client().getTransactionCount({ address: getAddress(carol.evm) })).toBe(nonce);
    expect((await evmHistoryOf(product.h, carol)).filter((t) => t.type === 'send')).toHaveLength(0);
  });

  it('gives 50 concurrent sends from one wallet distinct nonces, and all of them mine', async () => {
    // The passcode checks of one wallet are limited in flight: a busy answer (429) is retried
    // with its Idempotency-Key, as a client does; all 50 run at once.
    const sendOnce = async (i: number) => {
      for (let attempt = 0; ; attempt += 1) {
        const res = await transfer(
          product.alice,
          { amount: '0.001', to: product.bob.evm },
          { 'Idempotency-Key': `burst-${i}` },
        );
        if (res.status !== 429 || attempt > 20) return res;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const sends = await Promise.all(Array.from({ length: 50 }, (_, i) => sendOnce(i)));
    expect(sends.map((s) => s.status)).toEqual(sends.map(() => 200));
    const hashes = sends.map((s) => s.data?.transactionHash as `0x${string}`);
    const receipts = await Promise.all(
      hashes.map((hash) => client().waitForTransactionReceipt({ hash, pollingInterval: 50 })),
    );
    expect(receipts.every((r) => r.status === 'success')).toBe(true);
    const nonces = await Promise.all(
      hashes.map(async (hash) => (await client().getTransaction({ hash })).nonce),
    );
    expect(new Set(nonces).size).toBe(50);
    // A replay of a key answers its first transaction.
    const replay = await transfer(
      product.alice,
      { amount: '0.001', to: product.bob.evm },
      { 'Idempotency-Key': 'burst-7' },
    );
    expect(replay.data?.transactionHash).toBe(hashes[7]);
  }, 120_000);

  it('shows ETH and an ERC-20 sent from outside the product once, also after an API restart', async () => {
    const faucet = product.evm.faucet;
    if (!faucet) throw new Error('no faucet account');
    await product.evm.client.transfer(faucet, {
      to: OUTSIDER.address,
      symbol: 'WBTC',
      amount: 5_000n,
    });
    const indexer = startJobs(product.h.deps, indexerJobs(product.h.deps, product.evm, 100));
    const eth = await product.evm.client.transfer(OUTSIDER, {
      to: getAddress(product.bob.evm),
      symbol: 'ETH',
      amount: parseEther('0.3'),
    });
    const wbtc = await product.evm.client.transfer(OUTSIDER, {
      to: getAddress(product.bob.evm),
      symbol: 'WBTC',
      amount: 5_000n,
    });
    const seen = (rows: Awaited<ReturnType<typeof evmHistoryOf>>) =>
      rows.some((t) => t.hash === eth) && rows.some((t) => t.hash === wbtc);
    const rows = await until(() => evmHistoryOf(product.h, product.bob), seen);
    await indexer.stop();
    expect(rows.filter((t) => t.hash === eth)).toEqual([
      expect.objectContaining({
        type: 'receive',
        amount: '0.3',
        symbol: 'ETH',
        walletAddress: OUTSIDER.address,
      }),
    ]);
    expect(rows.filter((t) => t.hash === wbtc)).toEqual([
      expect.objectContaining({ type: 'receive', amount: '0.00005', symbol: 'WBTC' }),
    ]);
    expect((await tokensOf(product.bob)).get('WBTC')?.balance).toBe('0.10005');
    const received = async () =>
      (await notificationsOf(product.bob)).filter(
        (n) =>
          n.type === 'funds_received' &&
          [eth, wbtc].includes(n.data?.transaction_hash as `0x${string}`),
      );
    expect(await received()).toHaveLength(2);

    // A restart on the same database that reads the whole chain again (its position lost):
    // nothing is recorded or notified twice.
    const restarted = await createHarness({}, undefined, undefined, {
      evm: product.evm,
      database: product.h.database,
    });
    await restarted.deps.db.execute(sql`DELETE FROM evm_index_state`);
    while ((await indexOnce(restarted.deps, product.evm)) > 0);
    await restarted.close();
    const again = await evmHistoryOf(product.h, product.bob);
    expect(again.filter((t) => t.hash === eth)).toHaveLength(1);
    expect(again.filter((t) => t.hash === wbtc)).toHaveLength(1);
    expect(await received()).toHaveLength(2);
  }, 60_000);
});
