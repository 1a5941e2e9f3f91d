import { Secp256k1HdWallet } from '@cosmjs/amino';
import type { EncodeObject } from '@cosmjs/proto-signing';
import { GasPrice, SigningStargateClient, StargateClient, type StdFee } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toOperatorAddress } from '@optwallet/ledger';
import type { RunningOptchain } from '../src/start';
import { createValidatorMsg } from './support/create-validator';
import {
  advance,
  attribute,
  balanceOf,
  BLOCK_MS,
  faucet,
  feeOf,
  OPT,
  startNode,
  VALIDATORS,
} from './support/node';

const FEE: StdFee = { amount: [{ denom: 'uopt', amount: '20000' }], gas: '800000' };
const uopt = (amount: bigint) => ({ denom: 'uopt', amount: String(amount) });

/** An amino-only signer (what a Ledger device is to Keplr): it has signAmino, no signDirect. */
async function aminoClient(rpcUrl: string) {
  const wallet = await Secp256k1HdWallet.generate(24, { prefix: 'opt' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('no account');
  const signer = await SigningStargateClient.connectWithSigner(rpcUrl, wallet, {
    gasPrice: GasPrice.fromString('0.025uopt'),
    broadcastPollIntervalMs: BLOCK_MS,
  });
  return { wallet, address: account.address, signer };
}

describe('SIGN_MODE_LEGACY_AMINO_JSON from an unchanged cosmjs amino signer', () => {
  let node: RunningOptchain;
  let reader: StargateClient;
  let comet: Comet38Client;
  beforeAll(async () => {
    node = await startNode();
    reader = await StargateClient.connect(node.rpcUrl);
    comet = await Comet38Client.connect(node.rpcUrl);
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  it('sends, delegates, undelegates, cancels, redelegates and withdraws rewards', async () => {
    const alice = await aminoClient(node.rpcUrl);
    const bob = await aminoClient(node.rpcUrl);
    await faucet(node.restUrl, alice.address);
    let expected = 1_000n * OPT;
    const paid = (events: Parameters<typeof feeOf>[0], amount = 0n) => {
      expected -= amount + feeOf(events);
    };
    const { signer, address } = alice;

    const send = await signer.sendTokens(address, bob.address, [uopt(OPT)], 'auto', 'a & <b>');
    expect(send.code).toBe(0);
    paid(send.events, OPT);
    expect(await balanceOf(reader, bob.address)).toBe(OPT);

    const delegated = await signer.delegateTokens(
      address,
      VALIDATORS.aurora,
      uopt(100n * OPT),
      FEE,
    );
    expect(delegated.code).toBe(0);
    paid(delegated.events, 100n * OPT);
    expect(await reader.getDelegation(address, VALIDATORS.aurora)).toEqual(uopt(100n * OPT));

    const undelegated = await signer.undelegateTokens(
      address,
      VALIDATORS.aurora,
      uopt(10n * OPT),
      'auto',
    );
    expect(undelegated.code).toBe(0);
    paid(undelegated.events);
    expect(attribute(undelegated.events, 'unbond', 'amount')).toEqual([`${10n * OPT}uopt`]);

    const cancel: EncodeObject = {
      typeUrl: '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
      value: {
        delegatorAddress: address,
        validatorAddress: VALIDATORS.aurora,
        amount: uopt(4n * OPT),
        creationHeight: BigInt(undelegated.height),
      },
    };
    const cancelled = await signer.signAndBroadcast(address, [cancel], 'auto');
    expect(cancelled.code).toBe(0);
    paid(cancelled.events);
    expect(await reader.getDelegation(address, VALIDATORS.aurora)).toEqual(uopt(94n * OPT));

    const redelegate: EncodeObject = {
      typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
      value: {
        delegatorAddress: address,
        validatorSrcAddress: VALIDATORS.aurora,
        validatorDstAddress: VALIDATORS.cygnus,
        amount: uopt(20n * OPT),
      },
    };
    const moved = await signer.signAndBroadcast(address, [redelegate], 'auto', 'move');
    expect(moved.code).toBe(0);
    paid(moved.events);
    expect(attribute(moved.events, 'redelegate', 'destination_validator')).toEqual([
      VALIDATORS.cygnus,
    ]);
    expect(await reader.getDelegation(address, VALIDATORS.aurora)).toEqual(uopt(74n * OPT));

    await advance(node.restUrl, 3_600);
    const withdrawn = await signer.withdrawRewards(address, VALIDATORS.aurora, 'auto');
    expect(withdrawn.code).toBe(0);
    const mine = withdrawn.events.filter(
      (e) =>
        e.type === 'withdraw_rewards' &&
        e.attributes.some((a) => a.key === 'delegator' && a.value === address),
    );
    expect(mine).toHaveLength(1);
    const reward = BigInt(
      (mine[0]?.attributes.find((a) => a.key === 'amount')?.value ?? '0').replace(/uopt$/, '') ||
        '0',
    );
    expect(reward).toBeGreaterThan(0n);
    paid(withdrawn.events, -reward);
    expect(await balanceOf(reader, address)).toBe(expected);
    const tx = await reader.getTx(send.transactionHash);
    expect(tx?.code).toBe(0);
  });

  it('creates a validator with an amino-signed MsgCreateValidator', async () => {
    const { signer, address } = await aminoClient(node.rpcUrl);
    await faucet(node.restUrl, address);
    const operator = toOperatorAddress(address);
    const created = await signer.signAndBroadcast(
      address,
      [createValidatorMsg({ moniker: 'lyra', operator, amount: 50n * OPT, keyByte: 9 })],
      'auto',
    );
    expect(created.code).toBe(0);
    expect(await reader.getDelegation(address, operator)).toEqual(uopt(50n * OPT));
  });

  it('refuses a tampered amino signature, a changed message and a mode it does not know with code 4', async () => {
    const { signer, address } = await aminoClient(node.rpcUrl);
    const bob = await aminoClient(node.rpcUrl);
    await faucet(node.restUrl, address);
    const msg = {
      typeUrl: MsgSend.typeUrl,
      value: MsgSend.fromPartial({
        fromAddress: address,
        toAddress: bob.address,
        amount: [uopt(OPT)],
      }),
    };
    const raw = await signer.sign(address, [msg], FEE, '', await signerData(address));
    const broadcast = (tx: TxRaw) => comet.broadcastTxSync({ tx: TxRaw.encode(tx).finish() });

    const flipped = TxRaw.fromPartial({
      ...raw,
      signatures: [raw.signatures[0]!.map((b, i) => (i === 5 ? b ^ 1 : b))],
    });
    expect(await broadcast(flipped)).toMatchObject({ code: 4, codespace: 'sdk' });

    const body = TxBody.decode(raw.bodyBytes);
    const more = MsgSend.fromPartial({ ...msg.value, amount: [uopt(2n * OPT)] });
    const changed = TxBody.encode({
      ...body,
      messages: [{ typeUrl: MsgSend.typeUrl, value: MsgSend.encode(more).finish() }],
    }).finish();
    expect(await broadcast({ ...raw, bodyBytes: changed })).toMatchObject({ code: 4 });
    const withMode = (mode: SignMode) => {
      const authInfo = AuthInfo.decode(raw.authInfoBytes);
      const [info] = authInfo.signerInfos;
      const signerInfos = [{ ...info!, modeInfo: { single: { mode } } }];
      return { ...raw, authInfoBytes: AuthInfo.encode({ ...authInfo, signerInfos }).finish() };
    };
    expect(await broadcast(withMode(SignMode.SIGN_MODE_DIRECT))).toMatchObject({ code: 4 });
    const textual = await broadcast(withMode(SignMode.SIGN_MODE_TEXTUAL));
    expect(textual).toMatchObject({
      code: 4,
      log: expect.stringMatching(/not supported/) as unknown,
    });
    expect(await balanceOf(reader, bob.address)).toBe(0n);

    expect(await broadcast(raw)).toMatchObject({ code: 0 });
  });

  async function signerData(address: string) {
    const account = await reader.getAccount(address);
    return {
      accountNumber: BigInt(account?.accountNumber ?? 0),
      sequence: account?.sequence ?? 0,
      chainId: await reader.getChainId(),
    };
  }
});
