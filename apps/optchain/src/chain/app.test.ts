import { secp256k1 } from '@noble/curves/secp256k1.js';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import {
  MsgBeginRedelegate,
  MsgCancelUnbondingDelegation,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkInvariants,
  DEFAULT_SEED_VALIDATORS,
  devnetAddress,
  toOperatorAddress,
} from '@optwallet/ledger';
import { signedTx } from '../tx/build';
import { gasOf, minimumFee } from '../tx/gas';
import { decodeTx } from '../tx/decode';
import { TxError } from '../tx/tx-error';
import { ChainApp } from './app';
import { ValidatorKey } from './comet/validator-key';
import type { SealedBlock } from './block';
import { buildGenesis, FAUCET_ADDRESS, FAUCET_KEY } from './genesis';
import { addressOfPubKey } from './keys';

const CHAIN = 'optchain-1';
const GENESIS = Date.UTC(2026, 0, 1);
const VALIDATORS = DEFAULT_SEED_VALIDATORS.map((v) => toOperatorAddress(devnetAddress(v.label)));
const USERS = [1, 2, 3].map((i) => {
  const secretKey = new Uint8Array(32).fill(i);
  const pubKey = secp256k1.getPublicKey(secretKey, true);
  return { secretKey, pubKey, address: addressOfPubKey(pubKey) };
});
const coin = (amount: bigint) => ({ denom: 'uopt', amount: String(amount) });

type Step =
  | { kind: 'send'; who: number; to: number; amount: number }
  | { kind: 'delegate' | 'undelegate'; who: number; validator: number; amount: number }
  | { kind: 'move'; who: number; validator: number; target: number; amount: number }
  | { kind: 'cancel'; who: number; validator: number; back: number; amount: number }
  | { kind: 'withdraw'; who: number; validator: number }
  | { kind: 'block'; seconds: number };

const who = fc.integer({ min: 0, max: USERS.length - 1 });
/** Two validators mostly, so that stakes, unbondings and moves meet again. */
const validator = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 1 }) },
  fc.integer({ min: 0, max: VALIDATORS.length - 1 }),
);
/** OPT amounts, a few beyond what anyone holds (refusals). */
const amount = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 60 }) },
  fc.integer({ min: 1, max: 1_200 }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), who, to: who, amount }),
  fc.record({
    kind: fc.constantFrom('delegate' as const, 'undelegate' as const),
    who,
    validator,
    amount,
  }),
  fc.record({ kind: fc.constant('move' as const), who, validator, target: validator, amount }),
  fc.record({
    kind: fc.constant('cancel' as const),
    who,
    validator,
    back: fc.integer({ min: 0, max: 4 }),
    amount,
  }),
  fc.record({ kind: fc.constant('withdraw' as const), who, validator }),
  fc.record({
    kind: fc.constant('block' as const),
    seconds: fc.constantFrom(1, 60, 3_600, 86_400, 22 * 86_400),
  }),
);

function message(s: Exclude<Step, { kind: 'block' }>, v: string, heights: readonly number[]): Any {
  const from = USERS[s.who]?.address ?? '';
  const opt = BigInt(s.kind === 'withdraw' ? 0 : s.amount) * 1_000_000n;
  switch (s.kind) {
    case 'send':
      return {
        typeUrl: MsgSend.typeUrl,
        value: MsgSend.encode({
          fromAddress: from,
          toAddress: USERS[s.to]?.address ?? '',
          amount: [coin(opt)],
        }).finish(),
      };
    case 'delegate':
      return {
        typeUrl: MsgDelegate.typeUrl,
        value: MsgDelegate.encode({
          delegatorAddress: from,
          validatorAddress: v,
          amount: coin(opt),
        }).finish(),
      };
    case 'undelegate':
      return {
        typeUrl: MsgUndelegate.typeUrl,
        value: MsgUndelegate.encode({
          delegatorAddress: from,
          validatorAddress: v,
          amount: coin(opt),
        }).finish(),
      };
    case 'move':
      return {
        typeUrl: MsgBeginRedelegate.typeUrl,
        value: MsgBeginRedelegate.encode({
          delegatorAddress: from,
          validatorSrcAddress: v,
          validatorDstAddress: VALIDATORS[s.target] ?? '',
          amount: coin(opt),
        }).finish(),
      };
    case 'cancel':
      return {
        typeUrl: MsgCancelUnbondingDelegation.typeUrl,
        value: MsgCancelUnbondingDelegation.encode({
          delegatorAddress: from,
          validatorAddress: v,
          amount: coin(opt / 2n),
          creationHeight: BigInt(heights[s.back % Math.max(1, heights.length)] ?? 1),
        }).finish(),
      };
    case 'withdraw':
      return {
        typeUrl: MsgWithdrawDelegatorReward.typeUrl,
        value: MsgWithdrawDelegatorReward.encode({
          delegatorAddress: from,
          validatorAddress: v,
        }).finish(),
      };
  }
}

/** Signs messages for an account with its current number and sequence, paying the minimum fee. */
function sign(
  app: ChainApp,
  key: { secretKey: Uint8Array; pubKey: Uint8Array; address: string },
  messages: Any[],
): Uint8Array {
  const account = app.accounts.get(key.address);
  const signer = {
    ...key,
    accountNumber: account?.accountNumber ?? 0n,
    sequence: account?.sequence ?? 0n,
  };
  const probe = decodeTx(signedTx(CHAIN, signer, messages, { amount: 0n, gas: 0n }, ''));
  const gas = gasOf(probe.messages, app.config);
  return signedTx(CHAIN, signer, messages, { amount: minimumFee(gas), gas }, '');
}

/**
 * The validator a step acts on: a delegate picks any; the other staking steps mostly pick one
 * the user has a stake (or, to cancel, an unbonding) with, so they are not all refused.
 */
async function validatorFor(app: ChainApp, address: string, s: Exclude<Step, { kind: 'block' }>) {
  if (s.kind === 'send') return '';
  const any = VALIDATORS[s.validator] ?? '';
  if (s.kind === 'delegate' || s.validator === 3) return any;
  const mine =
    s.kind === 'cancel'
      ? (await app.state.listUnbondings(CHAIN, { delegator: address })).map((u) => u.validator)
      : (await app.state.listDelegations(CHAIN, { delegator: address })).map((d) => d.validator);
  return mine[s.validator % Math.max(1, mine.length)] ?? any;
}

/** One key for every app of a run: a replay reproduces the signed headers. */
const VALIDATOR = ValidatorKey.generate();

async function newApp(): Promise<ChainApp> {
  return new ChainApp(CHAIN, GENESIS, await buildGenesis(CHAIN, GENESIS), VALIDATOR);
}

describe('ChainApp: signed transactions through the engine, block by block', () => {
  it('keeps every ledger invariant, charges a failed message its fee alone, and a replay of its blocks reproduces them exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40 }), async (steps) => {
        const app = await newApp();
        const sealed: SealedBlock[] = [];
        let time = GENESIS + 1_000;
        await app.openBlock(time, 0);
        for (const user of USERS) {
          const faucet = { ...FAUCET_KEY, address: FAUCET_ADDRESS };
          const drip = {
            typeUrl: MsgSend.typeUrl,
            value: MsgSend.encode({
              fromAddress: FAUCET_ADDRESS,
              toAddress: user.address,
              amount: [coin(1_000_000_000n)],
            }).finish(),
          };
          await app.deliver(sign(app, faucet, [drip]), 'check');
        }
        const accepted = USERS.map(() => 0n);
        // Every user starts with stakes on the first two validators, so the steps meet them.
        const opening: Step[] = USERS.flatMap((_, i) => [
          { kind: 'delegate' as const, who: i, validator: 0, amount: 100 },
          { kind: 'delegate' as const, who: i, validator: 1, amount: 100 },
        ]);
        for (const s of [...opening, ...steps]) {
          if (s.kind === 'block') {
            sealed.push(app.seal());
            time += s.seconds * 1_000;
            await app.openBlock(time, 0);
            continue;
          }
          const key = USERS[s.who];
          if (!key) continue;
          const before = await app.state.getBalance(CHAIN, key.address, 'uopt');
          try {
            const v = await validatorFor(app, key.address, s);
            const heights = (
              await app.state.listUnbondings(CHAIN, { delegator: key.address, validator: v })
            ).map((u) => u.creationHeight);
            const bytes = sign(app, key, [message(s, v, heights)]);
            const delivered = await app.deliver(bytes, 'check');
            // In the block: the sequence is used, failed or not.
            accepted[s.who] = (accepted[s.who] ?? 0n) + 1n;
            if (delivered.result.code !== 0) {
              // A failed message: the fee is paid, nothing else happened.
              expect(await app.state.getBalance(CHAIN, key.address, 'uopt')).toBe(
                before - decodeTx(bytes).fee,
              );
            }
          } catch (error) {
            // Refused at CheckTx (the ante): no trace.
            if (!(error instanceof TxError)) throw error;
            expect(await app.state.getBalance(CHAIN, key.address, 'uopt')).toBe(before);
          }
        }
        sealed.push(app.seal());
        expect(await checkInvariants(app.state, app.config)).toEqual([]);
        USERS.forEach((u, i) => expect(app.accounts.get(u.address)?.sequence).toBe(accepted[i]));

        const replayed = await newApp();
        for (const block of sealed) {
          await replayed.openBlock(block.time, block.offsetMs);
          for (const tx of block.txs) await replayed.deliver(tx.bytes, 'replay');
          expect(replayed.seal().hash).toBe(block.hash);
        }
        for (const u of USERS) {
          expect(await replayed.state.getBalance(CHAIN, u.address, 'uopt')).toBe(
            await app.state.getBalance(CHAIN, u.address, 'uopt'),
          );
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('ChainApp: a block log written before payouts were summed', () => {
  it('replays its blocks one record per payout, as they were written, and sums payouts from the height it was opened at', async () => {
    const cygnus = VALIDATORS[2] ?? '';
    const [user] = USERS;
    if (!user) throw new Error('no user');
    const payoutsTo = (block: SealedBlock) =>
      block.events.filter(
        (e) =>
          e.type === 'withdraw_rewards' &&
          e.attributes.some((a) => a.key === 'delegator' && a.value === user.address),
      ).length;
    // Written before: a stake on cygnus (hourly), then a block a day later (24 payouts in it).
    const old = await newApp();
    old.summedPayoutsFrom = Number.POSITIVE_INFINITY;
    await old.openBlock(GENESIS + 1_000, 0);
    const drip = MsgSend.encode({
      fromAddress: FAUCET_ADDRESS,
      toAddress: user.address,
      amount: [coin(1_000_000_000n)],
    }).finish();
    await old.deliver(
      sign(old, { ...FAUCET_KEY, address: FAUCET_ADDRESS }, [
        { typeUrl: MsgSend.typeUrl, value: drip },
      ]),
      'check',
    );
    await old.deliver(
      sign(old, user, [
        message({ kind: 'delegate', who: 0, validator: 2, amount: 100 }, cygnus, []),
      ]),
      'check',
    );
    const log = [old.seal()];
    await old.openBlock(GENESIS + 86_400_000 + 1_000, 0);
    log.push(old.seal());
    expect(payoutsTo(log[1]!)).toBe(24);

    // Started after: the log replays as it was written, and the next day's block sums its payouts.
    const started = await newApp();
    started.summedPayoutsFrom = log.length + 1;
    for (const block of log) {
      await started.openBlock(block.time, block.offsetMs);
      for (const tx of block.txs) await started.deliver(tx.bytes, 'replay');
      expect(started.seal().hash).toBe(block.hash);
    }
    await started.openBlock(GENESIS + 2 * 86_400_000 + 1_000, 0);
    expect(payoutsTo(started.seal())).toBe(1);
  });
});
