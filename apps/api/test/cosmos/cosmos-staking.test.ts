import {
  type DistributionExtension,
  QueryClient,
  type StakingExtension,
  setupDistributionExtension,
  setupStakingExtension,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { BondStatus } from 'cosmjs-types/cosmos/staking/v1beta1/staking';
import { endpoints } from '@optwallet/contract';
import { DEFAULT_SEED_VALIDATORS, devnetAddress, toOperatorAddress } from '@optwallet/ledger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CosmosNode } from '../../src/chains/cosmos';
import { REWARDS_EVERY_BLOCKS } from '../../src/chains/cosmos/staking-index';
import { type Harness, send } from '../support/harness';
import { type NodeHarness, startNodeHarness } from '../support/node-harness';
import { type OptchainProcess, followUntilIncluded } from '../support/optchain-node';
import { PASSCODE, userWithWallet } from '../support/wallet-fixture';

/**
 * Staking on the devnet OptChain node (its own process), through the product's HTTP API: the
 * follower indexes delegations, unbondings, moves, rewards and the validator set from the node's
 * standard staking and distribution queries, and the API's reads — which never ask the chain —
 * show what the node itself answers to unchanged cosmjs (QueryClient with the staking and
 * distribution extensions).
 */

vi.setConfig({ testTimeout: 180_000 });

const CHAIN = 'optchain-1';
const OPT = 1_000_000n;
const operator = (moniker: string) =>
  toOperatorAddress(
    devnetAddress(DEFAULT_SEED_VALIDATORS.find((v) => v.moniker === moniker)!.label),
  );
const AURORA = operator('aurora');
const BOREALIS = operator('borealis');

let chain: OptchainProcess;
let node: CosmosNode;
let h: Harness;
let comet: Comet38Client;
let cosmjs: QueryClient & StakingExtension & DistributionExtension;

let started: NodeHarness;

beforeAll(async () => {
  started = await startNodeHarness({ chainId: CHAIN });
  ({ chain, node, h } = started);
  comet = await Comet38Client.connect(chain.config.rpcUrl);
  cosmjs = QueryClient.withExtensions(comet, setupStakingExtension, setupDistributionExtension);
});
afterAll(async () => {
  comet?.disconnect();
  await started?.close();
});

type Person = Awaited<ReturnType<typeof userWithWallet>>;

/** Base units as the API displays OPT (6 decimals, no trailing zeros). */
const display = (base: bigint) => {
  const whole = base / OPT;
  const frac = (base % OPT).toString().padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};
/** A LegacyDec as gRPC carries it (× 10^18) in whole base units. */
const decWhole = (atomics: string) => BigInt(atomics) / 10n ** 18n;
const iso = (t: { seconds: bigint; nanos: number } | undefined) =>
  new Date(Number(t?.seconds ?? 0n) * 1000 + Math.floor((t?.nanos ?? 0) / 1e6)).toISOString();

const sync = () => followUntilIncluded(h.deps, node);

function transfer(p: Person, body: Record<string, unknown>) {
  return send(h, endpoints.transfer, {
    token: p.token,
    params: { id: p.walletId },
    body: {
      chainId: CHAIN,
      symbol: 'OPT',
      description: '',
      memo: '',
      walletPasscode: PASSCODE,
      ...body,
    },
  });
}

async function detail(p: Person) {
  const res = await send(h, endpoints.tokenDetail, {
    token: p.token,
    params: { id: p.walletId, chainId: CHAIN, symbol: 'OPT' },
  });
  expect(res.status).toBe(200);
  return res.data!;
}

/** The API's stake of a wallet, in the node's terms. */
async function apiStake(p: Person) {
  const d = await detail(p);
  return {
    delegations: d.delegations
      .map((x) => ({ validator: x.validator_address, amount: x.coins[0]?.amount }))
      .sort((a, b) => a.validator.localeCompare(b.validator)),
    unbondings: d.unbondingDetails.entries
      .map((u) => ({
        validator: u.validator_address,
        amount: u.amount,
        creationHeight: u.creationHeight,
        completionTime: u.completionTime,
      }))
      .sort((a, b) => a.creationHeight.localeCompare(b.creationHeight)),
    moves: d.redelegations
      .map((m) => ({
        from: m.fromValidator,
        to: m.toValidator,
        amount: m.amount,
        creationHeight: m.creationHeight,
        completionTime: m.completionTime,
      }))
      .sort((a, b) => a.creationHeight.localeCompare(b.creationHeight)),
  };
}

/** The same, as the node answers cosmjs. */
async function nodeStake(p: Person) {
  const delegations = await cosmjs.staking.delegatorDelegations(p.native);
  const unbondings = await cosmjs.staking.delegatorUnbondingDelegations(p.native);
  const moves = await cosmjs.staking.redelegations(p.native, '', '');
  return {
    delegations: delegations.delegationResponses
      .map((x) => ({
        validator: x.delegation.validatorAddress,
        amount: display(BigInt(x.balance.amount)),
      }))
      .sort((a, b) => a.validator.localeCompare(b.validator)),
    unbondings: unbondings.unbondingResponses
      .flatMap((u) =>
        u.entries.map((e) => ({
          validator: u.validatorAddress,
          amount: display(BigInt(e.balance)),
          creationHeight: String(e.creationHeight),
          completionTime: iso(e.completionTime),
        })),
      )
      .sort((a, b) => a.creationHeight.localeCompare(b.creationHeight)),
    moves: moves.redelegationResponses
      .flatMap((r) =>
        r.entries.map((e) => ({
          from: r.redelegation.validatorSrcAddress,
          to: r.redelegation.validatorDstAddress,
          amount: display(BigInt(e.balance)),
          creationHeight: String(e.redelegationEntry.creationHeight),
          completionTime: iso(e.redelegationEntry.completionTime),
        })),
      )
      .sort((a, b) => a.creationHeight.localeCompare(b.creationHeight)),
  };
}

async function apiValidators(p: Person) {
  const res = await send(h, endpoints.validatorsDetails, { token: p.token });
  expect(res.status).toBe(200);
  return res.data!.validatorSet.map((v) => ({
    address: v.address,
    moniker: v.moniker,
    votingPower: v.votingPower,
    fee: Number(v.fee),
    status: v.status,
  }));
}

async function nodeValidators() {
  const { validators } = await cosmjs.staking.validators('');
  return validators.map((v) => ({
    address: v.operatorAddress,
    moniker: v.description.moniker,
    votingPower: display(BigInt(v.tokens)),
    fee: Number(v.commission.commissionRates.rate) / 1e18,
    status: v.jailed
      ? 'jailed'
      : v.status === BondStatus.BOND_STATUS_BONDED
        ? 'active'
        : 'inactive',
  }));
}

/** The node's pending rewards of a delegation, in base units. */
async function nodeRewards(p: Person, validator: string): Promise<bigint> {
  const { rewards } = await cosmjs.distribution.delegationTotalRewards(p.native);
  const entry = rewards.find((r) => r.validatorAddress === validator);
  return (entry?.reward ?? []).reduce((sum, c) => sum + decWhole(c.amount), 0n);
}

async function apiRewards(p: Person, validator: string): Promise<bigint> {
  const row = (await detail(p)).delegations.find((d) => d.validator_address === validator);
  const [whole = '0', frac = ''] = (row?.rewards[0]?.amount ?? '0').split('.');
  return BigInt(whole) * OPT + BigInt(frac.padEnd(6, '0'));
}

/** Until the node has made `blocks` more blocks (the follower's rewards tick counts blocks). */
async function blocksPass(blocks: number) {
  const until = (await node.latestHeight()) + blocks;
  while ((await node.latestHeight()) < until) await new Promise((r) => setTimeout(r, 100));
}

let alice: Person;

describe('staking on a Cosmos node, read from the API’s index', () => {
  it('the validator set is the node’s, from the follower’s start', async () => {
    alice = await userWithWallet(h, 'stake_alice');
    await h.settled();
    await sync();
    const validators = await apiValidators(alice);
    expect(validators.map((v) => v.moniker)).toEqual(
      expect.arrayContaining(['aurora', 'borealis', 'cygnus', 'draco']),
    );
    expect(validators).toEqual(await nodeValidators());
  });

  it('delegate, undelegate and move through the API: the API’s stake and validators are the node’s', async () => {
    expect(
      (await transfer(alice, { amount: '100', to: AURORA, transferType: 'delegate' })).status,
    ).toBe(200);
    expect(
      (await transfer(alice, { amount: '40', to: BOREALIS, transferType: 'delegate' })).status,
    ).toBe(200);
    await sync();
    const undelegated = await transfer(alice, {
      amount: '10',
      to: AURORA,
      transferType: 'undelegate',
    });
    expect(undelegated.status).toBe(200);
    const moved = await transfer(alice, {
      amount: '20',
      from: AURORA,
      to: BOREALIS,
      transferType: 'move-delegation',
    });
    expect(moved.status).toBe(200);
    await sync();
    const stake = await apiStake(alice);
    expect(stake).toEqual(await nodeStake(alice));
    // The moved 20 reach borealis after the move's grace period (the devnet's semantics).
    expect(stake.delegations).toEqual(
      [
        { validator: AURORA, amount: '70' },
        { validator: BOREALIS, amount: '40' },
      ].sort((a, b) => a.validator.localeCompare(b.validator)),
    );
    expect(stake.unbondings).toHaveLength(1);
    expect(stake.moves).toHaveLength(1);
    // The move links its transaction.
    expect((await detail(alice)).redelegations[0]?.transactionHash).toBe(
      moved.data?.transactionHash,
    );
    expect(await apiValidators(alice)).toEqual(await nodeValidators());
  });

  it('a cancelled unbonding returns to the delegation, as on the node', async () => {
    const [entry] = (await apiStake(alice)).unbondings;
    const cancelled = await transfer(alice, {
      amount: '4',
      to: AURORA,
      transferType: 'cancel-undelegate',
      creationHeight: entry?.creationHeight,
    });
    expect(cancelled.status).toBe(200);
    await sync();
    const stake = await apiStake(alice);
    expect(stake).toEqual(await nodeStake(alice));
    expect(stake.delegations.find((d) => d.validator === AURORA)?.amount).toBe('74');
    expect(stake.unbondings.map((u) => u.amount)).toEqual(['6']);
  });

  it('pending rewards are the node’s, refreshed on the follower’s tick; the claim preview and the claim follow them', async () => {
    // Six hours of the chain's clock (payouts are daily): the delegations accrue rewards.
    expect((await send(h, endpoints.devAdvance, { body: { seconds: 6 * 3600 } })).status).toBe(200);
    await sync();
    const before = await nodeRewards(alice, AURORA);
    expect(before).toBeGreaterThan(0n);
    await blocksPass(REWARDS_EVERY_BLOCKS + 1);
    await sync();
    const api = await apiRewards(alice, AURORA);
    const after = await nodeRewards(alice, AURORA);
    // The index holds what the node answered at its last tick: between the two readings.
    expect(api).toBeGreaterThanOrEqual(before);
    expect(api).toBeLessThanOrEqual(after);
    const preview = await send(h, endpoints.transferPreview, {
      token: alice.token,
      params: { id: alice.walletId },
      body: {
        chainId: CHAIN,
        symbol: 'OPT',
        amount: '0',
        to: AURORA,
        transferType: 'claim-rewards',
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.data?.amount).toBe(display(api));
    expect(preview.data?.gasFeeEstimate).toBe('0.005');
    const unknown = await send(h, endpoints.transferPreview, {
      token: alice.token,
      params: { id: alice.walletId },
      body: {
        chainId: CHAIN,
        symbol: 'OPT',
        amount: '0',
        to: toOperatorAddress(alice.native),
        transferType: 'claim-rewards',
      },
    });
    expect(unknown.status).toBe(422);

    const claimed = await transfer(alice, {
      amount: '0',
      to: AURORA,
      transferType: 'claim-rewards',
    });
    expect(claimed.status).toBe(200);
    await sync();
    // The claim's withdraw_rewards event refreshed the delegator: what the node has now.
    const left = await apiRewards(alice, AURORA);
    expect(left).toBeLessThan(api);
    expect(left).toBeLessThanOrEqual(await nodeRewards(alice, AURORA));
    const tokens = await send(h, endpoints.walletTokens, {
      token: alice.token,
      params: { id: alice.walletId },
    });
    const opt = tokens.data?.tokens.find((t) => t.chainId === CHAIN && t.symbol === 'OPT');
    expect(opt?.balance).toBe(
      display(BigInt((await node.reader.getBalance(alice.native, 'uopt')).amount)),
    );
  });

  it('a validator created through the API is on the node and in the API’s validator set', async () => {
    const created = await send(h, endpoints.createValidator, {
      token: alice.token,
      params: { id: alice.walletId },
      body: { moniker: 'zephyr', amount: '25', fee: '0.07', walletPasscode: PASSCODE },
    });
    expect(created.status).toBe(200);
    expect(created.data?.transactionHash).toMatch(/^[0-9A-F]{64}$/);
    await sync();
    const own = toOperatorAddress(alice.native);
    const { validator } = await cosmjs.staking.validator(own);
    expect(validator.description.moniker).toBe('zephyr');
    const validators = await apiValidators(alice);
    expect(validators).toEqual(await nodeValidators());
    expect(validators.find((v) => v.address === own)).toMatchObject({
      moniker: 'zephyr',
      votingPower: '25',
      fee: 0.07,
    });
    expect(await apiStake(alice)).toEqual(await nodeStake(alice));
    const again = await send(h, endpoints.createValidator, {
      token: alice.token,
      params: { id: alice.walletId },
      body: { moniker: 'zephyr two', amount: '1', fee: '0.07', walletPasscode: PASSCODE },
    });
    expect(again.status).toBe(409);
  });

  it('the devnet clock advance completes the unbonding and the move, as the node says', async () => {
    expect(
      (await send(h, endpoints.devAdvance, { body: { seconds: 22 * 24 * 3600 } })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await sync();
    const stake = await apiStake(alice);
    expect(stake.unbondings).toEqual([]);
    expect(stake.moves).toEqual([]);
    expect(stake).toEqual(await nodeStake(alice));
    const d = await detail(alice);
    expect(d.unbondingDetails.balanceToken).toBe('0');
    expect(d.balanceToken).toBe(
      display(BigInt((await node.reader.getBalance(alice.native, 'uopt')).amount)),
    );
    expect(await apiValidators(alice)).toEqual(await nodeValidators());
    // The person hears of each completion, and of the rewards the skipped time paid.
    const notes = (
      await send(h, endpoints.notifications, { token: alice.token, query: { page: '1' } })
    ).data?.data;
    const titles = (type: string) =>
      (notes ?? []).filter((n) => n.type === type).map((n) => n.message);
    expect(titles('unbonding_completed')).toEqual([
      // What came back: the 10 unstaked less the 4 cancelled.
      '6 OPT finished unbonding and is available again.',
    ]);
    expect(titles('move_completed')).toEqual([
      expect.stringMatching(/^Your stake move of 20 OPT to .+ is complete\.$/),
    ]);
    expect(titles('rewards_distributed').length).toBeGreaterThan(0);
  });
});
