import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { QueryClient, StargateClient, setupFeegrantExtension } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { endpoints } from '@optwallet/contract';
import { formatAmount } from '@optwallet/domain';
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FEE_PAYER_MNEMONIC } from '../../src/config/env';
import { cosmosFeeAllowances } from '../../src/db/schema';
import { send } from '../support/harness';
import {
  type ChainHarness,
  createChainHarness,
  optchainHistory,
  transferOpt,
} from '../support/node-harness';
import { userWithWallet } from '../support/wallet-fixture';

/*
 * Gasless first sends: each new wallet receives a fee allowance (x/feegrant BasicAllowance) from
 * the product's fee payer, and the API's OPT transactions name the fee payer as fee granter while
 * the allowance covers the fee. Read on the node with cosmjs, unchanged. The allowance here is
 * one and a half sends' fees (7 500 uopt), so the second send finds it short.
 */

/** A send's fee on the devnet node (200 000 gas × 0.025uopt). */
const SEND_FEE = 5_000n;
const SPEND_LIMIT = 7_500n;
const DAY_MS = 86_400_000;

let h: ChainHarness;
let reader: StargateClient;
let feegrant: ReturnType<typeof feegrantQueries>;
let feePayer: string;

const feegrantQueries = (comet: Comet38Client) =>
  QueryClient.withExtensions(comet, setupFeegrantExtension);

beforeAll(async () => {
  h = await createChainHarness({}, undefined, undefined, {
    feeGrants: { mnemonic: DEV_FEE_PAYER_MNEMONIC, spendLimit: SPEND_LIMIT, days: 30 },
  });
  reader = await StargateClient.connect(h.chain.config.rpcUrl);
  feegrant = feegrantQueries(await Comet38Client.connect(h.chain.config.rpcUrl));
  const [account] = await (
    await DirectSecp256k1HdWallet.fromMnemonic(DEV_FEE_PAYER_MNEMONIC, { prefix: 'opt' })
  ).getAccounts();
  feePayer = account?.address ?? '';
}, 120_000);
afterAll(async () => {
  reader.disconnect();
  await h.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

/** The fee payer's allowance to the address, as the node answers it (after the job granted it). */
async function allowanceOf(address: string, waitMs = 20_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const answer = await feegrant.feegrant.allowance(feePayer, address);
      const any = answer.allowance?.allowance;
      expect(any?.typeUrl).toBe('/cosmos.feegrant.v1beta1.BasicAllowance');
      return BasicAllowance.decode(any?.value ?? new Uint8Array());
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const balanceOf = async (address: string) =>
  BigInt((await reader.getBalance(address, 'uopt')).amount);

function preview(p: Person, amount: string, to: string) {
  return send(h, endpoints.transferPreview, {
    token: p.token,
    params: { id: p.walletId },
    body: { chainId: 'optchain-1', symbol: 'OPT', amount, to, transferType: 'send' },
  });
}

/** Until the API knows of the wallet's allowance (the job records it once its block is in). */
async function granted(p: Person, to: string) {
  await allowanceOf(p.native);
  const deadline = Date.now() + 5_000;
  while ((await preview(p, '1', to)).data?.feePaidBy !== 'product') {
    if (Date.now() > deadline) throw new Error('the API never said the product pays');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function sendOpt(p: Person, amount: string, to: string) {
  const sent = await transferOpt(h, p, { amount, to });
  expect(sent.status, JSON.stringify(sent.error)).toBe(200);
  await h.indexed();
  return sent.data;
}

describe('gasless first sends', () => {
  it('grants a new wallet an allowance with the cap, 30 days of chain time', async () => {
    const ana = await userWithWallet(h, 'gasana');
    const allowance = await allowanceOf(ana.native);
    expect(allowance.spendLimit).toEqual([{ denom: 'uopt', amount: SPEND_LIMIT.toString() }]);
    const chainNow = Date.parse((await reader.getBlock()).header.time);
    const expires = Number(allowance.expiration?.seconds ?? 0n) * 1000;
    expect(Math.abs(expires - (chainNow + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('the first send costs the wallet the amount only; once the allowance is short the wallet pays', async () => {
    const ben = await userWithWallet(h, 'gasben');
    const cleo = await userWithWallet(h, 'gascleo');
    // Both granted before the fee payer's balance is read: a grant costs it a fee too.
    await granted(ben, cleo.native);
    await granted(cleo, ben.native);

    const first = await preview(ben, '1', cleo.native);
    expect(first.data).toMatchObject({ gasFeeEstimate: '0.005', feePaidBy: 'product' });

    const [benBefore, payerBefore] = [await balanceOf(ben.native), await balanceOf(feePayer)];
    const sent = await sendOpt(ben, '1', cleo.native);
    expect(sent?.gasFee).toBe('0');
    expect(benBefore - (await balanceOf(ben.native))).toBe(1_000_000n);
    expect(payerBefore - (await balanceOf(feePayer))).toBe(SEND_FEE);
    // What is left of the cap (2 500 uopt) does not cover another fee.
    expect((await allowanceOf(ben.native)).spendLimit).toEqual([
      { denom: 'uopt', amount: (SPEND_LIMIT - SEND_FEE).toString() },
    ]);
    const history = await optchainHistory(h, ben);
    expect(history.find((tx) => tx.hash === sent?.transactionHash)?.gasFee).toBe('0');

    const second = await preview(ben, '1', cleo.native);
    expect(second.data).toMatchObject({ gasFeeEstimate: '0.005', feePaidBy: 'wallet' });
    const [benMiddle, payerMiddle] = [await balanceOf(ben.native), await balanceOf(feePayer)];
    const charged = await sendOpt(ben, '1', cleo.native);
    expect(charged?.gasFee).toBe('0.005');
    expect(benMiddle - (await balanceOf(ben.native))).toBe(1_000_000n + SEND_FEE);
    expect(await balanceOf(feePayer)).toBe(payerMiddle);
    const later = await optchainHistory(h, ben);
    expect(later.find((tx) => tx.hash === charged?.transactionHash)?.gasFee).toBe('0.005');
  });

  it('a send between the grant’s block and the job’s record of it is gasless too', async () => {
    const fay = await userWithWallet(h, 'gasfay');
    const gus = await userWithWallet(h, 'gasgus');
    await granted(fay, gus.native);
    await granted(gus, fay.native);
    const [fayBefore, payerBefore] = [await balanceOf(fay.native), await balanceOf(feePayer)];
    // The job records a grant a moment after its block: the index still says queued.
    const row = eq(cosmosFeeAllowances.grantee, fay.native);
    await h.deps.db
      .update(cosmosFeeAllowances)
      .set({ status: 'pending', remaining: null })
      .where(row);

    const sent = await sendOpt(fay, '1', gus.native);
    expect(sent?.gasFee).toBe('0');
    expect(fayBefore - (await balanceOf(fay.native))).toBe(1_000_000n);
    expect(payerBefore - (await balanceOf(feePayer))).toBe(SEND_FEE);
    // The send recorded the node's word, its own fee taken off.
    const [recorded] = await h.deps.db.select().from(cosmosFeeAllowances).where(row);
    expect(recorded).toMatchObject({ status: 'granted', remaining: SPEND_LIMIT - SEND_FEE });
  });

  it('while the product pays the fee, the whole balance can be sent', async () => {
    const dia = await userWithWallet(h, 'gasdia');
    const eli = await userWithWallet(h, 'gaseli');
    await granted(dia, eli.native);
    const whole = await balanceOf(dia.native);
    const amount = formatAmount(whole, 6);

    const quoted = await preview(dia, amount, eli.native);
    expect(quoted.status, JSON.stringify(quoted.error)).toBe(200);
    expect(quoted.data?.feePaidBy).toBe('product');
    // The review's "Balance after" counts no fee either: nothing is left, and nothing is owed.
    expect(quoted.data?.balancesAfter).toEqual([
      { label: 'balance', chainId: 'optchain-1', symbol: 'OPT', amount: '0' },
    ]);
    await sendOpt(dia, amount, eli.native);
    expect(await balanceOf(dia.native)).toBe(0n);
  });
});
