import { createValidatorMsg } from './support/create-validator';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { toOperatorAddress } from '@optwallet/ledger';
import {
  calculateFee,
  GasPrice,
  QueryClient,
  setupDistributionExtension,
  setupStakingExtension,
} from '@cosmjs/stargate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import {
  advance,
  attribute,
  balanceOf,
  clients,
  faucet,
  feeOf,
  freshWallet,
  OPT,
  startNode,
  VALIDATORS,
} from './support/node';

/** 7 500 uopt: a staking message's 300 000 gas at the documented minimum gas price. */
const FIXED_STAKE_FEE = calculateFee(300_000, GasPrice.fromString('0.025uopt'));

describe('unchanged cosmjs against the devnet node', () => {
  let node: RunningOptchain;
  beforeAll(async () => {
    node = await startNode();
  });
  afterAll(() => node.stop());

  it('reads a fresh wallet funded by the faucet: balances, account, tx by hash and by recipient, blocks', async () => {
    const { wallet, address } = await freshWallet();
    const { reader } = await clients(node.rpcUrl, wallet);
    expect(await reader.getChainId()).toBe('optchain-1');
    expect(await reader.getAccount(address)).toBeNull();
    expect(await reader.getAllBalances(address)).toEqual([]);

    const drip = await faucet(node.restUrl, address);
    expect(await reader.getAllBalances(address)).toEqual([
      { denom: 'uopt', amount: String(1_000n * OPT) },
    ]);
    expect(await reader.getSequence(address)).toMatchObject({ sequence: 0 });
    const tx = await reader.getTx(drip.txhash);
    expect(tx).toMatchObject({ code: 0, height: Number(drip.height), hash: drip.txhash });
    expect(attribute(tx?.events ?? [], 'transfer', 'recipient')).toContain(address);
    const found = await reader.searchTx(`transfer.recipient='${address}'`);
    expect(found.map((t) => t.hash)).toEqual([drip.txhash]);
    const block = await reader.getBlock(Number(drip.height));
    expect(block.header).toMatchObject({ chainId: 'optchain-1', height: Number(drip.height) });
    expect(block.txs).toHaveLength(1);
    expect(await reader.getHeight()).toBeGreaterThanOrEqual(Number(drip.height));
  });

  it('sends, delegates, undelegates, cancels by creation height, moves, withdraws rewards and sees maturities, with exact balances and events', async () => {
    const alice = await freshWallet();
    const bob = await freshWallet();
    const { reader, signer } = await clients(node.rpcUrl, alice.wallet);
    const comet = await Comet38Client.connect(node.rpcUrl);
    const queries = QueryClient.withExtensions(
      comet,
      setupStakingExtension,
      setupDistributionExtension,
    );
    await faucet(node.restUrl, alice.address);
    let expected = 1_000n * OPT;
    const spent = (events: Parameters<typeof feeOf>[0], amount = 0n) => {
      expected -= amount + feeOf(events);
    };

    // Send with an "auto" fee: simulate (200 000 gas) x 1.4 x 0.025uopt = 7 000 uopt.
    const send = await signer.sendTokens(
      alice.address,
      bob.address,
      [{ denom: 'uopt', amount: String(OPT) }],
      'auto',
      'lunch',
    );
    expect(send.code).toBe(0);
    expect(feeOf(send.events)).toBe(7_000n);
    spent(send.events, OPT);
    expect(await balanceOf(reader, alice.address)).toBe(expected);
    expect(await balanceOf(reader, bob.address)).toBe(OPT);
    expect(attribute(send.events, 'transfer', 'recipient')).toContain(bob.address);
    expect(attribute(send.events, 'message', 'action')).toContain('/cosmos.bank.v1beta1.MsgSend');
    expect(attribute(send.events, 'tx', 'acc_seq')).toEqual([`${alice.address}/0`]);
    expect(
      (await reader.searchTx(`transfer.recipient='${bob.address}'`)).map((t) => t.hash),
    ).toEqual([send.transactionHash]);

    // Delegate with a fixed fee.
    const delegated = await signer.delegateTokens(
      alice.address,
      VALIDATORS.aurora,
      { denom: 'uopt', amount: String(100n * OPT) },
      FIXED_STAKE_FEE,
      '',
    );
    expect(delegated.code).toBe(0);
    spent(delegated.events, 100n * OPT);
    expect(feeOf(delegated.events)).toBe(7_500n);
    expect(await reader.getDelegation(alice.address, VALIDATORS.aurora)).toEqual({
      denom: 'uopt',
      amount: String(100n * OPT),
    });
    expect(attribute(delegated.events, 'delegate', 'validator')).toEqual([VALIDATORS.aurora]);

    // Undelegate 10 OPT: an unbonding entry created at the tx's height.
    const undelegated = await signer.undelegateTokens(
      alice.address,
      VALIDATORS.aurora,
      { denom: 'uopt', amount: String(10n * OPT) },
      'auto',
    );
    expect(undelegated.code).toBe(0);
    spent(undelegated.events);
    const unbonding = await queries.staking.unbondingDelegation(alice.address, VALIDATORS.aurora);
    expect(unbonding.unbond.entries).toHaveLength(1);
    expect(Number(unbonding.unbond.entries[0]?.creationHeight)).toBe(undelegated.height);
    expect(unbonding.unbond.entries[0]?.balance).toBe(String(10n * OPT));
    expect(attribute(undelegated.events, 'unbond', 'amount')).toEqual([`${10n * OPT}uopt`]);

    // Cancel 4 OPT of it, by creation height.
    const cancelled = await signer.signAndBroadcast(
      alice.address,
      [
        {
          typeUrl: '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
          value: {
            delegatorAddress: alice.address,
            validatorAddress: VALIDATORS.aurora,
            amount: { denom: 'uopt', amount: String(4n * OPT) },
            creationHeight: BigInt(undelegated.height),
          },
        },
      ],
      FIXED_STAKE_FEE,
    );
    expect(cancelled.code).toBe(0);
    spent(cancelled.events);
    expect(attribute(cancelled.events, 'cancel_unbonding_delegation', 'creation_height')).toEqual([
      String(undelegated.height),
    ]);
    expect(await reader.getDelegation(alice.address, VALIDATORS.aurora)).toEqual({
      denom: 'uopt',
      amount: String(94n * OPT),
    });

    // Move 20 OPT to cygnus: they leave aurora now and reach cygnus after the grace period.
    const moved = await signer.signAndBroadcast(
      alice.address,
      [
        {
          typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
          value: {
            delegatorAddress: alice.address,
            validatorSrcAddress: VALIDATORS.aurora,
            validatorDstAddress: VALIDATORS.cygnus,
            amount: { denom: 'uopt', amount: String(20n * OPT) },
          },
        },
      ],
      'auto',
    );
    expect(moved.code).toBe(0);
    spent(moved.events);
    expect(await reader.getDelegation(alice.address, VALIDATORS.aurora)).toEqual({
      denom: 'uopt',
      amount: String(74n * OPT),
    });
    expect(await reader.getDelegation(alice.address, VALIDATORS.cygnus)).toBeNull();
    expect(await balanceOf(reader, alice.address)).toBe(expected);

    // Three hours later (aurora pays daily): withdrawing pays what accrued, now.
    await advance(node.restUrl, 3 * 3_600);
    expect(await balanceOf(reader, alice.address)).toBe(expected);
    const pending = await queries.distribution.delegationRewards(alice.address, VALIDATORS.aurora);
    expect(pending.rewards).toHaveLength(1);
    const withdrawn = await signer.withdrawRewards(alice.address, VALIDATORS.aurora, 'auto');
    expect(withdrawn.code).toBe(0);
    const mine = withdrawn.events.filter(
      (e) =>
        e.type === 'withdraw_rewards' &&
        e.attributes.some((a) => a.key === 'delegator' && a.value === alice.address),
    );
    const reward = BigInt(
      mine[0]?.attributes.find((a) => a.key === 'amount')?.value.replace('uopt', '') ?? '0',
    );
    // 74 OPT at 12 %/year for 3 hours, less aurora's 5 % commission: about 2 889 uopt.
    expect(reward).toBeGreaterThanOrEqual(2_880n);
    expect(reward).toBeLessThan(2_950n);
    spent(withdrawn.events, -reward);
    expect(await balanceOf(reader, alice.address)).toBe(expected);

    // 22 days later: the unbonding (6 OPT) reaches the wallet and the move completes, as block events.
    const later = await advance(node.restUrl, 22 * 86_400);
    const results = await comet.blockResults(Number(later.height));
    const blockEvents = results.finalizeBlockEvents;
    expect(attribute(blockEvents, 'complete_unbonding', 'delegator')).toContain(alice.address);
    expect(attribute(blockEvents, 'complete_redelegation', 'delegator')).toContain(alice.address);
    const paidToAlice = blockEvents
      .filter(
        (e) =>
          e.type === 'withdraw_rewards' &&
          e.attributes.some((a) => a.key === 'delegator' && a.value === alice.address),
      )
      .reduce(
        (sum, e) =>
          sum +
          BigInt(e.attributes.find((a) => a.key === 'amount')?.value.replace('uopt', '') ?? '0'),
        0n,
      );
    expect(paidToAlice).toBeGreaterThan(0n);
    expected += 6n * OPT + paidToAlice;
    expect(await balanceOf(reader, alice.address)).toBe(expected);
    expect(await reader.getDelegation(alice.address, VALIDATORS.cygnus)).toEqual({
      denom: 'uopt',
      amount: String(20n * OPT),
    });
    expect(
      (await queries.staking.delegatorUnbondingDelegations(alice.address)).unbondingResponses,
    ).toEqual([]);
    expect(await reader.getSequence(alice.address)).toMatchObject({ sequence: 6 });
  });

  it('applies several messages in one transaction all or nothing (Keplr claims every reward at once)', async () => {
    const { wallet, address } = await freshWallet();
    const { reader, signer } = await clients(node.rpcUrl, wallet);
    await faucet(node.restUrl, address);
    const delegate = (validator: string, amount: bigint) => ({
      typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
      value: {
        delegatorAddress: address,
        validatorAddress: validator,
        amount: { denom: 'uopt', amount: String(amount) },
      },
    });
    const both = await signer.signAndBroadcast(
      address,
      [delegate(VALIDATORS.borealis, 5n * OPT), delegate(VALIDATORS.draco, 5n * OPT)],
      'auto',
    );
    expect(both.code).toBe(0);
    const afterBoth = 1_000n * OPT - 10n * OPT - feeOf(both.events);
    expect(await balanceOf(reader, address)).toBe(afterBoth);

    // The second message overdraws: the transaction fails in its block (5), the first message is
    // not applied either, and the fee is charged (the SDK's semantics).
    const overdraw = await signer.signAndBroadcast(
      address,
      [delegate(VALIDATORS.borealis, OPT), delegate(VALIDATORS.draco, 10_000n * OPT)],
      calculateFee(600_000, GasPrice.fromString('0.025uopt')),
    );
    expect(overdraw.code).toBe(5);
    expect(overdraw.rawLog).toMatch(/message index: 1: .*insufficient funds/);
    expect(await balanceOf(reader, address)).toBe(afterBoth - 15_000n);
    expect(await reader.getDelegation(address, VALIDATORS.borealis)).toEqual({
      denom: 'uopt',
      amount: String(5n * OPT),
    });

    await advance(node.restUrl, 2 * 3_600);
    const before = await balanceOf(reader, address);
    const claim = await signer.signAndBroadcast(
      address,
      [VALIDATORS.borealis, VALIDATORS.draco].map((validator) => ({
        typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
        value: { delegatorAddress: address, validatorAddress: validator },
      })),
      'auto',
    );
    expect(claim.code).toBe(0);
    const claimed = claim.events
      .filter(
        (e) =>
          e.type === 'withdraw_rewards' &&
          e.attributes.some((a) => a.key === 'delegator' && a.value === address),
      )
      .map((e) =>
        BigInt(e.attributes.find((a) => a.key === 'amount')?.value.replace('uopt', '') ?? '0'),
      );
    expect(claimed).toHaveLength(2);
    expect(await balanceOf(reader, address)).toBe(
      before - feeOf(claim.events) + claimed[0]! + claimed[1]!,
    );
  });
  it('creates a validator with MsgCreateValidator; a taken moniker is refused and changes nothing', async () => {
    const { wallet, address } = await freshWallet();
    const { reader, signer } = await clients(node.rpcUrl, wallet);
    await faucet(node.restUrl, address);
    const operator = toOperatorAddress(address);
    const create = (moniker: string) =>
      createValidatorMsg({ moniker, operator, amount: 50n * OPT, keyByte: 7, details: 'devnet' });
    const before = await balanceOf(reader, address);
    await expect(signer.signAndBroadcast(address, [create('Aurora')], 'auto')).rejects.toThrow(
      /\(18\): failed to execute message; message index: 0: A validator with this name already exists/,
    );
    expect(await balanceOf(reader, address)).toBe(before);

    const created = await signer.signAndBroadcast(address, [create('vega')], 'auto');
    expect(created.code).toBe(0);
    expect(attribute(created.events, 'create_validator', 'validator')).toEqual([operator]);
    expect(await balanceOf(reader, address)).toBe(before - 50n * OPT - feeOf(created.events));
    expect(await reader.getDelegation(address, operator)).toEqual({
      denom: 'uopt',
      amount: String(50n * OPT),
    });
    const comet = await Comet38Client.connect(node.rpcUrl);
    const staking = QueryClient.withExtensions(comet, setupStakingExtension).staking;
    const { validator } = await staking.validator(operator);
    expect(validator.description.moniker).toBe('vega');
    expect(validator.commission.commissionRates.rate).toBe('70000000000000000');
    comet.disconnect();
  });
});
