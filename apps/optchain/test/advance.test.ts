import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import {
  GasPrice,
  QueryClient,
  setupStakingExtension,
  SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, type SettleBudget } from '@optwallet/ledger';
import { ChainApp } from '../src/chain/app';
import { ValidatorKey } from '../src/chain/comet/validator-key';
import { buildGenesis } from '../src/chain/genesis';
import type { RunningOptchain } from '../src/start';
import { advance, attribute, BLOCK_MS, faucet, OPT, startNode, VALIDATORS } from './support/node';

/**
 * A devnet advance across many payout times: the node makes the blocks the skipped time settles,
 * each within its budget (a small one here), and pays what one block settling the whole span
 * pays.
 */

const BUDGET: SettleBudget = { records: 12, shares: 400 };
const DAYS = 22;
const CHAIN = 'optchain-1';
const RECORD_EVENTS = new Set(['withdraw_rewards', 'complete_unbonding', 'complete_redelegation']);
/** The validators' operator accounts: their commission is paid too. */
const OPERATORS = DEFAULT_SEED_VALIDATORS.map((v) => devnetAddress(v.label));

const msOf = (t: { seconds: bigint; nanos: number }) => Number(t.seconds) * 1_000 + t.nanos / 1e6;

let node: RunningOptchain | undefined;
afterAll(async () => {
  await node?.stop();
});

async function walletOf(label: string) {
  const wallet = await DirectSecp256k1Wallet.fromKey(sha256(utf8ToBytes(label)), 'opt');
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('no account');
  return { wallet, address: account.address };
}

const delegate = (delegatorAddress: string, validatorAddress: string, amount: bigint) => ({
  typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
  value: { delegatorAddress, validatorAddress, amount: { denom: 'uopt', amount: String(amount) } },
});

/**
 * Two stakers on cygnus (hourly) and borealis (every 12 h); one unbonds part (it completes inside
 * the span), the other moves part from borealis to cygnus (it reaches cygnus inside the span, so
 * cygnus pays a new share from then on).
 */
async function stakers(node: RunningOptchain) {
  const [ana, ben] = [await walletOf('advance ana'), await walletOf('advance ben')];
  const send = async (who: typeof ana, messages: { typeUrl: string; value: unknown }[]) => {
    const signer = await SigningStargateClient.connectWithSigner(node.rpcUrl, who.wallet, {
      gasPrice: GasPrice.fromString('0.025uopt'),
      broadcastPollIntervalMs: BLOCK_MS,
    });
    const result = await signer.signAndBroadcast(who.address, messages, 'auto');
    expect(result.code).toBe(0);
    signer.disconnect();
  };
  for (const who of [ana, ben]) await faucet(node.restUrl, who.address);
  await send(ana, [delegate(ana.address, VALIDATORS.cygnus, 100n * OPT)]);
  await send(ben, [
    delegate(ben.address, VALIDATORS.cygnus, 200n * OPT),
    delegate(ben.address, VALIDATORS.borealis, 50n * OPT),
  ]);
  await send(ana, [
    {
      typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
      value: {
        delegatorAddress: ana.address,
        validatorAddress: VALIDATORS.cygnus,
        amount: { denom: 'uopt', amount: String(10n * OPT) },
      },
    },
  ]);
  await send(ben, [
    {
      typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
      value: {
        delegatorAddress: ben.address,
        validatorSrcAddress: VALIDATORS.borealis,
        validatorDstAddress: VALIDATORS.cygnus,
        amount: { denom: 'uopt', amount: String(20n * OPT) },
      },
    },
  ]);
  return [ana.address, ben.address];
}

/** Every account's balance that an advance pays: the stakers and the validators' operators. */
async function balances(reader: StargateClient, addresses: string[]) {
  return Promise.all(addresses.map(async (a) => (await reader.getBalance(a, 'uopt')).amount));
}

describe('a devnet advance across many payout times', () => {
  it('makes several blocks inside the skipped span, each within its budget, pays what one block settling the span would, and answers /status meanwhile', async () => {
    const bounded = await startNode({ settleBudget: BUDGET });
    node = bounded;
    const people = await stakers(bounded);

    const reader = await StargateClient.connect(bounded.rpcUrl);
    const comet = await Comet38Client.connect(bounded.rpcUrl);
    const staking = QueryClient.withExtensions(comet, setupStakingExtension).staking;
    const [unbonding] = (await staking.delegatorUnbondingDelegations(people[0]!))
      .unbondingResponses[0]!.entries;
    const [move] = (await staking.redelegations(people[1]!, '', '')).redelegationResponses[0]!
      .entries;
    const unbondsAt = msOf(unbonding!.completionTime);
    const movesAt = msOf(move!.redelegationEntry.completionTime);
    const genesis = bounded.node.app.genesisTime;
    expect(unbondsAt - genesis).toBeLessThan(DAYS * 86_400_000);
    const before = await comet.block();
    const paidBefore = await balances(reader, people);

    // /status every 20 ms while the node advances: it answers between its blocks.
    let advancing = true;
    const seen: { height: number; ms: number }[] = [];
    const polling = (async () => {
      while (advancing) {
        const start = performance.now();
        const status = (await (await fetch(`${bounded.rpcUrl}/status`)).json()) as {
          result: { sync_info: { latest_block_height: string } };
        };
        seen.push({
          height: Number(status.result.sync_info.latest_block_height),
          ms: performance.now() - start,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const after = await advance(bounded.restUrl, DAYS * 86_400);
    advancing = false;
    await polling;

    // Several paying blocks, each its own height, times rising inside the span to the answer's.
    const last = Number(after.height);
    const heights = Array.from(
      { length: last - before.block.header.height },
      (_, i) => before.block.header.height + 1 + i,
    );
    let time = before.block.header.time.getTime();
    const settled: { time: number; events: Awaited<ReturnType<typeof comet.blockResults>> }[] = [];
    for (const height of heights) {
      const header = (await comet.block(height)).block.header;
      expect(header.time.getTime()).toBeGreaterThan(time);
      time = header.time.getTime();
      const results = await comet.blockResults(height);
      const records = results.finalizeBlockEvents.filter((e) => RECORD_EVENTS.has(e.type));
      expect(records.length).toBeLessThanOrEqual(BUDGET.records);
      settled.push({ time, events: results });
    }
    expect(time).toBe(new Date(after.time).getTime());
    const paying = settled.filter((b) =>
      b.events.finalizeBlockEvents.some((e) => e.type === 'withdraw_rewards'),
    );
    expect(paying.length).toBeGreaterThan(3);
    expect(time - genesis).toBeGreaterThanOrEqual(DAYS * 86_400_000);

    // The node answered while it advanced: heights between the first block and the last.
    expect(seen.some((s) => s.height > heights[0]! && s.height < last)).toBe(true);
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(1_000);

    // What the blocks' events pay is what the balances gained (and the unbonding returned).
    const events = settled.flatMap((b) => b.events.finalizeBlockEvents);
    const paidTo = (address: string) =>
      events
        .filter((e) => e.type === 'withdraw_rewards')
        .filter((e) => e.attributes.some((a) => a.key === 'delegator' && a.value === address))
        .reduce(
          (sum, e) =>
            sum +
            BigInt(e.attributes.find((a) => a.key === 'amount')?.value.replace('uopt', '') ?? 0),
          0n,
        );
    const paidAfter = await balances(reader, people);
    expect(BigInt(paidAfter[0]!) - BigInt(paidBefore[0]!)).toBe(paidTo(people[0]!) + 10n * OPT);
    expect(BigInt(paidAfter[1]!) - BigInt(paidBefore[1]!)).toBe(paidTo(people[1]!));
    // One withdraw_rewards per validator and staker in each block that paid it, not one per hour.
    const anaPayouts = events.filter(
      (e) =>
        e.type === 'withdraw_rewards' &&
        e.attributes.some((a) => a.key === 'delegator' && a.value === people[0]),
    );
    expect(anaPayouts.length).toBeLessThanOrEqual(heights.length);

    // The unbonding and the move complete in the first block at or after their time.
    const firstAtOrAfter = (at: number) => settled.findIndex((b) => b.time >= at);
    const completedIn = (type: string, delegator: string) =>
      settled.findIndex((b) =>
        attribute(b.events.finalizeBlockEvents, type, 'delegator').includes(delegator),
      );
    expect(completedIn('complete_unbonding', people[0]!)).toBe(firstAtOrAfter(unbondsAt));
    expect(completedIn('complete_redelegation', people[1]!)).toBe(firstAtOrAfter(movesAt));

    // The same amounts, to the last uopt, as one block settling the whole span: the node's
    // blocks up to the advance replayed, then one block at the advance's time without a budget.
    const whole = new ChainApp(
      CHAIN,
      genesis,
      await buildGenesis(CHAIN, genesis),
      ValidatorKey.generate(),
    );
    for (const block of await bounded.node.store.blocks(1, before.block.header.height)) {
      await whole.openBlock(block.time, block.offsetMs);
      for (const tx of block.txs) await whole.deliver(tx.bytes, 'replay');
      whole.seal();
    }
    const end = settled.at(-1)!;
    await whole.openBlock(end.time, bounded.node.producer.committed!.offsetMs);
    const accounts = [...people, ...OPERATORS];
    expect(await balances(reader, accounts)).toEqual(
      await Promise.all(
        accounts.map(async (a) => String(await whole.state.getBalance(CHAIN, a, 'uopt'))),
      ),
    );
    reader.disconnect();
    comet.disconnect();
  }, 120_000);
});
