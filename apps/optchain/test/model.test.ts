import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DirectSecp256k1Wallet, makeSignDoc, type EncodeObject } from '@cosmjs/proto-signing';
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  QueryClient,
  setupBankExtension,
  setupStakingExtension,
  SigningStargateClient,
  StargateClient,
  type DeliverTxResponse,
  type Event,
} from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccounts } from '@optwallet/ledger';
import { advance, faucet, OPT, VALIDATORS } from './support/node';
import { startNodeProcess, type NodeProcess } from './support/process';

/**
 * The ledger's model test, through signed transactions: random sequences of sends, delegations,
 * undelegations, moves (MsgBeginRedelegate), cancelled unbondings, reward withdrawals and clock
 * advances, with refusals among them (overdraws, a replayed transaction, another key's signature,
 * a fee too low, staking refusals), each signed with cosmjs (DirectSecp256k1Wallet) and broadcast
 * to a devnet node running as its own process. A plain model predicts every answer (accepted, or
 * the SDK code, at CheckTx or in the block) and every balance, stake, unbonding and move, which
 * cosmjs' queries must show after each run; transactions refused at CheckTx are not on the chain
 * and change nothing, failed ones are there with their code and cost their fee; the run's tokens
 * add up (funded + rewards paid − fees) and the staking pools hold what the validators are said to.
 *
 * The one input the model takes from the chain is what it cannot know in advance: the block a
 * transaction landed in (an unbonding's creation height) and the rewards paid (time-based), read
 * from the `withdraw_rewards` events of the transactions and blocks.
 */

const CHAIN = 'optchain-1';
const BLOCK_MS = 100;
const ACCOUNTS = 3;
const FUNDED = 1_000n * OPT;
const GAS_PRICE = GasPrice.fromString('0.025uopt');
/** The node's deterministic gas per message kind (apps/optchain README, "Fees and gas"). */
const GAS = {
  send: 200_000,
  delegate: 300_000,
  undelegate: 300_000,
  cancel: 300_000,
  redelegate: 400_000,
  withdraw: 200_000,
} as const;
const feeOf = (kind: keyof typeof GAS) =>
  BigInt(calculateFee(GAS[kind], GAS_PRICE).amount[0]?.amount ?? '0');
const VALIDATOR_LIST = Object.values(VALIDATORS);

// ---------------------------------------------------------------- operations

const who = fc.integer({ min: 0, max: ACCOUNTS - 1 });
/** Two validators mostly, so stakes, unbondings and moves meet again. */
const validator = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 1 }) },
  fc.integer({ min: 0, max: VALIDATOR_LIST.length - 1 }),
);
/** Percent of what is available; above 100 is that many times 10 OPT too much (a refusal). */
const share = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 100 }) },
  fc.integer({ min: 101, max: 103 }),
);

const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('send' as const), who, to: who, share }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('delegate' as const), who, validator, share }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('undelegate' as const), who, validator, share }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('redelegate' as const),
      who,
      validator,
      target: validator,
      share,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), who, entry: fc.nat(3), share }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), who, validator }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seconds: fc.constantFrom(60, 3_600, 22 * 86_400),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forged' as const), who, by: who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lowFee' as const), who }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

// ---------------------------------------------------------------- the model

interface Unbonding {
  validator: string;
  height: number;
  balance: bigint;
  completes: number;
}
interface Move {
  from: string;
  to: string;
  amount: bigint;
  completes: number;
}
interface ModelAccount {
  address: string;
  balance: bigint;
  sequence: number;
  delegations: Map<string, bigint>;
  unbondings: Unbonding[];
  moves: Move[];
}

/**
 * What the chain must answer: accepted; refused at CheckTx (the ante: nothing changes, not on the
 * chain); failed in its block (a message's refusal: included with the code, the fee paid and
 * the sequence used, as the SDK); or, for bytes it has seen, the mempool cache's RPC error.
 */
type Expected =
  | { ok: true }
  | { ok: false; at: 'check' | 'block'; codespace: string; code: number }
  | { ok: false; at: 'cache' };
const accepted: Expected = { ok: true };
const refused = (codespace: string, code: number): Expected => ({
  ok: false,
  at: 'check',
  codespace,
  code,
});
const failed = (codespace: string, code: number): Expected => ({
  ok: false,
  at: 'block',
  codespace,
  code,
});
const inCache: Expected = { ok: false, at: 'cache' };
const label = (e: Expected) =>
  e.ok
    ? 'ok'
    : e.at === 'cache'
      ? 'cache'
      : `${e.at === 'block' ? 'block ' : ''}${e.codespace}/${e.code}`;
const MAX_ENTRIES = 7;

const amountOf = (available: bigint, percent: number) =>
  percent <= 100
    ? (available * BigInt(percent)) / 100n
    : available + BigInt(percent - 100) * 10n * OPT;

/** RFC 3339 with up to nanoseconds, to milliseconds. */
const timeOf = (text: string) => Date.parse(text.replace(/(\.\d{3})\d*/, '$1'));

function attributes(events: readonly Event[], type: string): Record<string, string>[] {
  return events
    .filter((e) => e.type === type)
    .map((e) => Object.fromEntries(e.attributes.map((a) => [a.key, a.value])));
}
const uopt = (value: string | undefined) => BigInt((value ?? '0uopt').replace(/uopt$/, '') || '0');

// ---------------------------------------------------------------- the node

const cleanups: (() => Promise<void>)[] = [];
let node: NodeProcess;
let reader: StargateClient;
let comet: Comet38Client;
let query: ReturnType<typeof queries>;

function queries(client: Comet38Client) {
  return QueryClient.withExtensions(client, setupBankExtension, setupStakingExtension);
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'optchain-model-'));
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
  node = await startNodeProcess({
    OPTCHAIN_RPC_PORT: '0',
    OPTCHAIN_REST_PORT: '0',
    OPTCHAIN_BLOCK_MS: String(BLOCK_MS),
    OPTCHAIN_DATA_DIR: dataDir,
  });
  cleanups.unshift(() => node.stop());
  reader = await StargateClient.connect(node.rpcUrl);
  comet = await Comet38Client.connect(node.rpcUrl);
  query = queries(comet);
});
afterAll(async () => {
  reader?.disconnect();
  comet?.disconnect();
  for (const cleanup of cleanups) await cleanup();
});

interface Signer {
  wallet: DirectSecp256k1Wallet;
  client: SigningStargateClient;
  accountNumber: bigint;
}

async function openAccount(): Promise<{ model: ModelAccount; signer: Signer }> {
  const wallet = await DirectSecp256k1Wallet.fromKey(randomBytes(32), 'opt');
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('no account');
  await faucet(node.restUrl, account.address);
  const client = await SigningStargateClient.connectWithSigner(node.rpcUrl, wallet, {
    broadcastPollIntervalMs: BLOCK_MS,
  });
  const { accountNumber } = await reader.getSequence(account.address);
  return {
    model: {
      address: account.address,
      balance: FUNDED,
      sequence: 0,
      delegations: new Map(),
      unbondings: [],
      moves: [],
    },
    signer: { wallet, client, accountNumber },
  };
}

const txHash = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** One run: fresh accounts, an opening stake each, then the operations. */
class Run {
  readonly fees = { paid: 0n };
  rewards = 0n;
  readonly creditedHeights = new Set<number>();
  readonly acceptedHashes: string[] = [];
  readonly refusedHashes: string[] = [];
  /** Hashes of transactions that failed in their block, and their code. */
  readonly failedHashes = new Map<string, number>();
  /** Each account's last transaction on the chain, and whether it succeeded. */
  readonly lastTx = new Map<string, { bytes: Uint8Array; ok: boolean }>();
  readonly outcomes: string[] = [];

  constructor(
    readonly models: ModelAccount[],
    readonly signers: Signer[],
  ) {}

  byAddress(address: string) {
    return this.models.find((m) => m.address === address);
  }

  /** Rewards the chain paid to the run's accounts, from transaction or block events. */
  credit(events: readonly Event[]) {
    for (const paid of attributes(events, 'withdraw_rewards')) {
      const account = this.byAddress(paid.delegator ?? '');
      if (!account) continue;
      const amount = uopt(paid.amount);
      account.balance += amount;
      this.rewards += amount;
    }
  }

  async creditBlock(height: number) {
    if (this.creditedHeights.has(height)) return;
    this.creditedHeights.add(height);
    this.credit((await comet.blockResults(height)).finalizeBlockEvents);
  }

  /** Everything that fell due by the chain time `time`, as the node settles it when a block opens. */
  mature(time: number) {
    for (const account of this.models) {
      for (const entry of account.unbondings.filter((u) => u.completes <= time))
        account.balance += entry.balance;
      account.unbondings = account.unbondings.filter((u) => u.completes > time);
      for (const move of account.moves.filter((m) => m.completes <= time)) {
        account.delegations.set(move.to, (account.delegations.get(move.to) ?? 0n) + move.amount);
      }
      account.moves = account.moves.filter((m) => m.completes > time);
    }
  }

  async sign(
    i: number,
    messages: EncodeObject[],
    fee: bigint,
    gas: number,
    signedBy = i,
  ): Promise<Uint8Array> {
    const model = this.models[i];
    const signer = this.signers[i];
    const other = this.signers[signedBy];
    if (!model || !signer || !other) throw new Error(`no account ${i}`);
    const raw = await signer.client.sign(
      model.address,
      messages,
      { amount: [{ denom: 'uopt', amount: String(fee) }], gas: String(gas) },
      '',
      { accountNumber: signer.accountNumber, sequence: model.sequence, chainId: CHAIN },
    );
    if (signedBy === i) return TxRaw.encode(raw).finish();
    // Another key signs the same SignDoc: the signature does not verify against the account's key.
    const [otherAccount] = await other.wallet.getAccounts();
    const doc = makeSignDoc(raw.bodyBytes, raw.authInfoBytes, CHAIN, signer.accountNumber);
    const forged = await other.wallet.signDirect(otherAccount?.address ?? '', doc);
    return TxRaw.encode(
      TxRaw.fromPartial({
        ...raw,
        signatures: [Buffer.from(forged.signature.signature, 'base64')],
      }),
    ).finish();
  }

  /** Broadcasts and waits for the block; the chain's answer as accepted or refused. */
  async broadcast(
    i: number,
    bytes: Uint8Array,
  ): Promise<{ result: Expected; response?: DeliverTxResponse }> {
    const signer = this.signers[i];
    if (!signer) throw new Error(`no account ${i}`);
    try {
      const response = await signer.client.broadcastTx(bytes, 20_000, BLOCK_MS);
      if (response.code === 0) return { result: accepted, response };
      const codespace = (await comet.tx({ hash: Buffer.from(response.transactionHash, 'hex') }))
        .result.codespace;
      return { result: failed(codespace ?? '', response.code), response };
    } catch (error) {
      if (error instanceof Error && /tx already exists in cache/.test(error.message))
        return { result: inCache };
      if (!(error instanceof BroadcastTxError)) throw error;
      return { result: refused(error.codespace, error.code) };
    }
  }

  /**
   * Submits a signed transaction the model expects `expected` of: its fee and sequence count once
   * it is in a block (failed or not), `apply` only if it succeeded.
   */
  async submit(
    name: string,
    i: number,
    bytes: Uint8Array,
    fee: bigint,
    expected: Expected,
    apply: (response: DeliverTxResponse) => void = () => {},
  ) {
    const model = this.models[i];
    if (!model) throw new Error(`no account ${i}`);
    const { result, response } = await this.broadcast(i, bytes);
    this.outcomes.push(`${name}: ${label(result)}`);
    expect(result, `${name} (run so far: ${this.outcomes.join('; ')})`).toEqual(expected);
    if (!response) {
      this.refusedHashes.push(txHash(bytes));
      return;
    }
    if (result.ok) this.acceptedHashes.push(response.transactionHash);
    else this.failedHashes.set(response.transactionHash, response.code);
    this.lastTx.set(model.address, { bytes, ok: result.ok });
    model.sequence += 1;
    model.balance -= fee;
    this.fees.paid += fee;
    if (result.ok) apply(response);
    this.credit(response.events);
  }

  /** The ante's fee check comes first: a fee the balance cannot pay is insufficient funds. */
  feeRefusal(model: ModelAccount, fee: bigint): Expected | undefined {
    return model.balance < fee ? refused('sdk', 5) : undefined;
  }

  async step(s: Op) {
    if (s.kind === 'advance') {
      const { height, time } = await advance(node.restUrl, s.seconds);
      this.outcomes.push(`advance ${s.seconds}s`);
      this.mature(timeOf(time));
      await this.creditBlock(Number(height));
      return;
    }
    const i = s.who;
    const model = this.models[i];
    if (!model) return;
    const from = model.address;
    const v = (index: number) => VALIDATOR_LIST[index] ?? '';
    switch (s.kind) {
      case 'send': {
        const fee = feeOf('send');
        const to = this.models[s.to]?.address ?? from;
        const amount = amountOf(model.balance - fee > 0n ? model.balance - fee : 0n, s.share);
        if (amount <= 0n) return;
        const message = {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: from,
            toAddress: to,
            amount: [{ denom: 'uopt', amount: String(amount) }],
          },
        };
        const expected =
          this.feeRefusal(model, fee) ??
          (model.balance < fee + amount ? failed('sdk', 5) : accepted);
        await this.submit(
          `send ${amount} ${i}→${s.to}`,
          i,
          await this.sign(i, [message], fee, GAS.send),
          fee,
          expected,
          () => {
            model.balance -= amount;
            const receiver = this.byAddress(to);
            if (receiver) receiver.balance += amount;
          },
        );
        return;
      }
      case 'delegate': {
        const fee = feeOf('delegate');
        const validatorAddress = v(s.validator);
        const amount = amountOf(model.balance - fee > 0n ? model.balance - fee : 0n, s.share);
        if (amount <= 0n) return;
        const message = {
          typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
          value: {
            delegatorAddress: from,
            validatorAddress,
            amount: { denom: 'uopt', amount: String(amount) },
          },
        };
        const expected =
          this.feeRefusal(model, fee) ??
          (model.balance < fee + amount ? failed('sdk', 5) : accepted);
        await this.submit(
          `delegate ${amount} ${i}`,
          i,
          await this.sign(i, [message], fee, GAS.delegate),
          fee,
          expected,
          () => {
            model.balance -= amount;
            model.delegations.set(
              validatorAddress,
              (model.delegations.get(validatorAddress) ?? 0n) + amount,
            );
          },
        );
        return;
      }
      case 'undelegate': {
        const fee = feeOf('undelegate');
        const validatorAddress = this.stakedWith(model, s.validator);
        const staked = model.delegations.get(validatorAddress) ?? 0n;
        const amount = staked > 0n ? amountOf(staked, s.share) : BigInt(s.share) * OPT;
        if (amount <= 0n) return;
        const message = {
          typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
          value: {
            delegatorAddress: from,
            validatorAddress,
            amount: { denom: 'uopt', amount: String(amount) },
          },
        };
        const entries = model.unbondings.filter((u) => u.validator === validatorAddress);
        const expected =
          this.feeRefusal(model, fee) ??
          (staked === 0n
            ? failed('staking', 19)
            : amount > staked
              ? failed('staking', 24)
              : entries.length >= MAX_ENTRIES
                ? failed('staking', 27)
                : accepted);
        await this.submit(
          `undelegate ${amount} ${i}`,
          i,
          await this.sign(i, [message], fee, GAS.undelegate),
          fee,
          expected,
          (response) => {
            this.reduceStake(model, validatorAddress, amount);
            const [unbond] = attributes(response.events, 'unbond');
            const sameBlock = entries.find((u) => u.height === response.height);
            if (sameBlock) sameBlock.balance += amount;
            else
              model.unbondings.push({
                validator: validatorAddress,
                height: response.height,
                balance: amount,
                completes: timeOf(unbond?.completion_time ?? ''),
              });
          },
        );
        return;
      }
      case 'redelegate': {
        const fee = feeOf('redelegate');
        const source = this.stakedWith(model, s.validator);
        // Mostly another validator; target 3 is the source itself (a refusal).
        const target =
          s.target === VALIDATOR_LIST.length - 1
            ? source
            : v((VALIDATOR_LIST.indexOf(source) + 1 + s.target) % VALIDATOR_LIST.length);
        const staked = model.delegations.get(source) ?? 0n;
        const amount = staked > 0n ? amountOf(staked, s.share) : BigInt(s.share) * OPT;
        if (amount <= 0n) return;
        const message = {
          typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
          value: {
            delegatorAddress: from,
            validatorSrcAddress: source,
            validatorDstAddress: target,
            amount: { denom: 'uopt', amount: String(amount) },
          },
        };
        const pending = model.moves.filter((m) => m.from === source && m.to === target);
        const expected =
          this.feeRefusal(model, fee) ??
          (source === target
            ? failed('staking', 29)
            : staked === 0n
              ? failed('staking', 19)
              : amount > staked
                ? failed('staking', 24)
                : pending.length >= MAX_ENTRIES
                  ? failed('staking', 33)
                  : accepted);
        await this.submit(
          `redelegate ${amount} ${i}`,
          i,
          await this.sign(i, [message], fee, GAS.redelegate),
          fee,
          expected,
          (response) => {
            this.reduceStake(model, source, amount);
            const [redelegate] = attributes(response.events, 'redelegate');
            model.moves.push({
              from: source,
              to: target,
              amount,
              completes: timeOf(redelegate?.completion_time ?? ''),
            });
          },
        );
        return;
      }
      case 'cancel': {
        const fee = feeOf('cancel');
        const entry = model.unbondings[s.entry % Math.max(1, model.unbondings.length)];
        // No entry: a creation height nothing was unbonded at (an invalid request, 18).
        const validatorAddress = entry?.validator ?? v(0);
        const amount = entry ? amountOf(entry.balance, s.share) : OPT;
        if (amount <= 0n) return;
        const message = {
          typeUrl: '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
          value: {
            delegatorAddress: from,
            validatorAddress,
            amount: { denom: 'uopt', amount: String(amount) },
            creationHeight: BigInt(entry?.height ?? 1),
          },
        };
        const expected =
          this.feeRefusal(model, fee) ??
          (!entry || amount > entry.balance ? failed('sdk', 18) : accepted);
        await this.submit(
          `cancel ${amount} ${i}`,
          i,
          await this.sign(i, [message], fee, GAS.cancel),
          fee,
          expected,
          () => {
            if (!entry) return;
            entry.balance -= amount;
            if (entry.balance === 0n)
              model.unbondings = model.unbondings.filter((u) => u !== entry);
            model.delegations.set(
              validatorAddress,
              (model.delegations.get(validatorAddress) ?? 0n) + amount,
            );
          },
        );
        return;
      }
      case 'withdraw': {
        const fee = feeOf('withdraw');
        const validatorAddress = this.stakedWith(model, s.validator);
        const message = {
          typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
          value: { delegatorAddress: from, validatorAddress },
        };
        const expected =
          this.feeRefusal(model, fee) ??
          ((model.delegations.get(validatorAddress) ?? 0n) === 0n
            ? failed('staking', 19)
            : accepted);
        await this.submit(
          `withdraw ${i}`,
          i,
          await this.sign(i, [message], fee, GAS.withdraw),
          fee,
          expected,
        );
        return;
      }
      case 'replay': {
        // Committed with code 0, the bytes stay in the mempool's cache; failed in a block, they
        // left it, and meet the ante: their sequence is used (32).
        const last = this.lastTx.get(from);
        if (!last) return;
        await this.submit(`replay ${i}`, i, last.bytes, 0n, last.ok ? inCache : refused('sdk', 32));
        this.refusedHashes.pop(); // the replayed bytes' hash is the included one's
        return;
      }
      case 'forged': {
        if (s.by === i) return;
        const fee = feeOf('send');
        const message = {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: from,
            toAddress: this.models[s.by]?.address ?? '',
            amount: [{ denom: 'uopt', amount: '1' }],
          },
        };
        // A fresh account has no key on the chain yet: the signature is checked all the same.
        await this.submit(
          `forged ${i} by ${s.by}`,
          i,
          await this.sign(i, [message], fee, GAS.send, s.by),
          fee,
          refused('sdk', 4),
        );
        return;
      }
      case 'lowFee': {
        const fee = feeOf('send') - 1n;
        const message = {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: { fromAddress: from, toAddress: from, amount: [{ denom: 'uopt', amount: '1' }] },
        };
        await this.submit(
          `lowFee ${i}`,
          i,
          await this.sign(i, [message], fee, GAS.send),
          fee,
          refused('sdk', 13),
        );
        return;
      }
    }
  }

  /** The validator a staking step acts on: mostly one the account has a stake with. */
  stakedWith(model: ModelAccount, index: number): string {
    const any = VALIDATOR_LIST[index] ?? '';
    if (index === VALIDATOR_LIST.length - 1) return any;
    const mine = [...model.delegations.keys()];
    return mine[index % Math.max(1, mine.length)] ?? any;
  }

  reduceStake(model: ModelAccount, validatorAddress: string, amount: bigint) {
    const left = (model.delegations.get(validatorAddress) ?? 0n) - amount;
    if (left === 0n) model.delegations.delete(validatorAddress);
    else model.delegations.set(validatorAddress, left);
  }

  /** Rewards the node pushed in blocks of the run (payouts at each validator's frequency). */
  async creditBlockPayouts() {
    for (const account of this.models) {
      const found = await comet.blockSearchAll({
        query: `withdraw_rewards.delegator='${account.address}'`,
      });
      for (const block of found.blocks) await this.creditBlock(block.block.header.height);
    }
  }
}

/** What cosmjs' queries say of an account, in the model's terms. */
async function onChain(address: string) {
  const [balances, delegations, unbondings, moves, sequence] = await Promise.all([
    query.bank.allBalances(address),
    query.staking.delegatorDelegations(address),
    query.staking.delegatorUnbondingDelegations(address),
    query.staking.redelegations(address, '', ''),
    reader.getSequence(address).then((s) => s.sequence),
  ]);
  return {
    balance: BigInt(balances.find((c) => c.denom === 'uopt')?.amount ?? '0'),
    sequence,
    delegations: Object.fromEntries(
      delegations.delegationResponses
        .filter((d) => BigInt(d.balance?.amount ?? '0') > 0n)
        .map((d) => [d.delegation?.validatorAddress ?? '', BigInt(d.balance?.amount ?? '0')]),
    ),
    unbondings: unbondings.unbondingResponses
      .flatMap((u) =>
        u.entries.map((e) => ({
          validator: u.validatorAddress,
          height: Number(e.creationHeight),
          balance: BigInt(e.balance),
        })),
      )
      .filter((u) => u.balance > 0n)
      .sort((a, b) => a.height - b.height || a.validator.localeCompare(b.validator)),
    moves: moves.redelegationResponses
      .flatMap((r) =>
        r.entries.map((e) => ({
          from: r.redelegation?.validatorSrcAddress ?? '',
          to: r.redelegation?.validatorDstAddress ?? '',
          amount: BigInt(e.balance),
        })),
      )
      .sort((a, b) => `${a.from}${a.to}${a.amount}`.localeCompare(`${b.from}${b.to}${b.amount}`)),
  };
}

function expectedOf(model: ModelAccount) {
  return {
    balance: model.balance,
    sequence: model.sequence,
    delegations: Object.fromEntries(model.delegations),
    unbondings: model.unbondings
      .map((u) => ({ validator: u.validator, height: u.height, balance: u.balance }))
      .sort((a, b) => a.height - b.height || a.validator.localeCompare(b.validator)),
    moves: model.moves
      .map((m) => ({ from: m.from, to: m.to, amount: m.amount }))
      .sort((a, b) => `${a.from}${a.to}${a.amount}`.localeCompare(`${b.from}${b.to}${b.amount}`)),
  };
}

async function expectModel(run: Run) {
  await run.creditBlockPayouts();
  for (const model of run.models) {
    expect(
      await onChain(model.address),
      `${model.address} after ${run.outcomes.join('; ')}`,
    ).toEqual(expectedOf(model));
  }
}

/** One sequence that reaches every operation and refusal, run first. */
const EVERY_KIND: Op[] = [
  { kind: 'send', who: 0, to: 1, share: 10 },
  { kind: 'send', who: 1, to: 2, share: 101 },
  { kind: 'undelegate', who: 0, validator: 0, share: 30 },
  { kind: 'undelegate', who: 0, validator: 0, share: 102 },
  { kind: 'redelegate', who: 1, validator: 0, target: 0, share: 50 },
  { kind: 'redelegate', who: 1, validator: 0, target: 3, share: 50 },
  { kind: 'cancel', who: 0, entry: 0, share: 50 },
  { kind: 'cancel', who: 2, entry: 0, share: 50 },
  { kind: 'withdraw', who: 2, validator: 0 },
  { kind: 'withdraw', who: 2, validator: 3 },
  { kind: 'advance', seconds: 3_600 },
  { kind: 'replay', who: 0 },
  { kind: 'forged', who: 1, by: 2 },
  { kind: 'lowFee', who: 2 },
  { kind: 'cancel', who: 0, entry: 0, share: 100 },
];

const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);

describe('the ledger model, through signed transactions to a node process', () => {
  it('cosmjs sees what the model predicts after random operations; refusals change nothing; tokens add up', async () => {
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 20 }), async (ops) => {
        const opened = await Promise.all(Array.from({ length: ACCOUNTS }, () => openAccount()));
        const run = new Run(
          opened.map((o) => o.model),
          opened.map((o) => o.signer),
        );
        // Every account starts with a stake on the first two validators, so the steps meet them.
        const opening: Op[] = run.models.flatMap((_, who) => [
          { kind: 'delegate' as const, who, validator: 0, share: 10 },
          { kind: 'delegate' as const, who, validator: 1, share: 10 },
        ]);
        for (const s of [...opening, ...ops]) await run.step(s);
        await expectModel(run);
        // Then 22 days later: every unbonding and move has completed, on the chain as in the model.
        await run.step({ kind: 'advance', seconds: 22 * 86_400 });
        for (const o of run.outcomes) reached.add(o.replace(/ .*: /, ': '));
        await expectModel(run);
        expect(run.models.flatMap((m) => [...m.unbondings, ...m.moves])).toEqual([]);
        // Accepted transactions are on the chain once with code 0, failed ones with their code;
        // refused ones are not.
        for (const hash of run.acceptedHashes)
          expect(await reader.getTx(hash)).toMatchObject({ code: 0 });
        for (const [hash, code] of run.failedHashes)
          expect(await reader.getTx(hash)).toMatchObject({ code });
        for (const hash of run.refusedHashes) expect(await reader.getTx(hash)).toBeNull();

        // The run's tokens add up: funded + rewards paid − fees, wherever they are now.
        const chain = await Promise.all(run.models.map((m) => onChain(m.address)));
        const held = sum(
          chain.map(
            (c) =>
              c.balance +
              sum(Object.values(c.delegations)) +
              sum(c.unbondings.map((u) => u.balance)) +
              sum(c.moves.map((m) => m.amount)),
          ),
        );
        expect(held).toBe(FUNDED * BigInt(ACCOUNTS) + run.rewards - run.fees.paid);

        // The staking pools hold what the validators and the pool query say.
        const modules = systemAccounts();
        const [pool, validators, bonded, notBonded] = await Promise.all([
          query.staking.pool(),
          query.staking.validators('BOND_STATUS_BONDED'),
          query.bank.balance(modules.bondedPool, 'uopt'),
          query.bank.balance(modules.unbondingPool, 'uopt'),
        ]);
        expect(BigInt(bonded.amount)).toBe(BigInt(pool.pool?.bondedTokens ?? '-1'));
        expect(BigInt(notBonded.amount)).toBe(BigInt(pool.pool?.notBondedTokens ?? '-1'));
        expect(sum(validators.validators.map((v) => BigInt(v.tokens)))).toBe(BigInt(bonded.amount));
      }),
      { numRuns: 5, endOnFailure: true, examples: [[EVERY_KIND]] },
    );
    // The runs reached every kind of operation and refusal (the example makes sure of it).
    for (const outcome of [
      'send: ok',
      'send: block sdk/5',
      'delegate: ok',
      'undelegate: ok',
      'undelegate: block staking/24',
      'redelegate: ok',
      'redelegate: block staking/29',
      'cancel: ok',
      'cancel: block sdk/18',
      'withdraw: ok',
      'withdraw: block staking/19',
      'replay: cache',
      'forged: sdk/4',
      'lowFee: sdk/13',
    ]) {
      expect([...reached]).toContain(outcome);
    }
  }, 300_000);
});
