import { makeSignDoc } from '@cosmjs/proto-signing';
import { calculateFee, GasPrice } from '@cosmjs/stargate';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { balanceOf, clients, freshWallet, fundedPair, OPT, startNode } from './support/node';

const FEE = calculateFee(200_000, GasPrice.fromString('0.025uopt'));

describe('transactions refused at CheckTx change nothing', () => {
  let node: RunningOptchain;
  let comet: Comet38Client;
  beforeAll(async () => {
    node = await startNode();
    comet = await Comet38Client.connect(node.rpcUrl);
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  async function setup() {
    const { alice, bob, reader, signer, send } = await fundedPair(node);
    const mallory = await freshWallet();
    const state = async () => ({
      alice: await balanceOf(reader, alice.address),
      bob: await balanceOf(reader, bob.address),
      sequence: (await reader.getSequence(alice.address)).sequence,
    });
    const broadcast = async (raw: TxRaw) =>
      comet.broadcastTxSync({ tx: TxRaw.encode(raw).finish() });
    return { alice, mallory, bob, reader, signer, send, state, broadcast };
  }

  it('another key signature is unauthorized (4); another key claiming the account is an invalid pubkey (8)', async () => {
    const { alice, mallory, signer, send, state, broadcast } = await setup();
    const before = await state();
    const signed = await signer.sign(alice.address, send(OPT), FEE, '');
    const { accountNumber } = await signer.getSequence(alice.address);
    const doc = makeSignDoc(signed.bodyBytes, signed.authInfoBytes, 'optchain-1', accountNumber);
    const forged = await mallory.wallet.signDirect(mallory.address, doc);
    const result = await broadcast(
      TxRaw.fromPartial({
        ...signed,
        signatures: [Buffer.from(forged.signature.signature, 'base64')],
      }),
    );
    expect(result).toMatchObject({ code: 4, codespace: 'sdk' });
    expect(result.log).toMatch(/signature verification failed/);

    const impostor = await clients(node.rpcUrl, mallory.wallet);
    const claimed = await impostor.signer.sign(mallory.address, send(OPT), FEE, '', {
      accountNumber,
      sequence: before.sequence,
      chainId: 'optchain-1',
    });
    const impersonation = await broadcast(claimed);
    expect(impersonation).toMatchObject({ code: 8, codespace: 'sdk' });
    expect(impersonation.log).toMatch(/pubKey does not match signer address/);
    expect(await state()).toEqual(before);
  });

  it('another transaction at a used sequence is a wrong sequence (32) and changes nothing', async () => {
    const { signer, alice, send, state, broadcast } = await setup();
    const { accountNumber } = await signer.getSequence(alice.address);
    const at0 = (memo: string) =>
      signer.sign(alice.address, send(OPT), FEE, memo, {
        accountNumber,
        sequence: 0,
        chainId: 'optchain-1',
      });
    expect(await broadcast(await at0(''))).toMatchObject({ code: 0 });
    const once = await state();
    // The same bytes again meet the mempool's cache (tx-semantics.test.ts); other bytes, the ante.
    const replay = await broadcast(await at0('again'));
    expect(replay).toMatchObject({ code: 32, codespace: 'sdk' });
    expect(replay.log).toMatch(/account sequence mismatch, expected 1, got 0/);
    expect(await state()).toEqual(once);
    expect(once.bob).toBe(OPT);
  });

  it('a transaction signed for another chain id is refused (4)', async () => {
    const { signer, alice, send, state, broadcast } = await setup();
    const before = await state();
    const { accountNumber, sequence } = await signer.getSequence(alice.address);
    const signed = await signer.sign(alice.address, send(OPT), FEE, '', {
      accountNumber,
      sequence,
      chainId: 'optchain-testnet-1',
    });
    const result = await broadcast(signed);
    expect(result).toMatchObject({ code: 4 });
    expect(result.log).toMatch(/chain-id \(optchain-1\)/);
    expect(await state()).toEqual(before);
  });

  it('a fee below the gas limit at the minimum gas price is insufficient (13); too little gas is out of gas (11)', async () => {
    const { signer, alice, send, state, broadcast } = await setup();
    const before = await state();
    const low = await signer.sign(
      alice.address,
      send(OPT),
      { amount: [{ denom: 'uopt', amount: '4999' }], gas: '200000' },
      '',
    );
    const result = await broadcast(low);
    expect(result).toMatchObject({ code: 13, codespace: 'sdk' });
    expect(result.log).toMatch(/insufficient fees; got: 4999uopt required: 5000uopt/);
    const starved = await signer.sign(
      alice.address,
      send(OPT),
      { amount: [{ denom: 'uopt', amount: '5000' }], gas: '100000' },
      '',
    );
    expect(await broadcast(starved)).toMatchObject({ code: 11 });
    expect(await state()).toEqual(before);
  });

  it('a fee the balance cannot pay is insufficient funds (5) at CheckTx: nothing charged', async () => {
    const { signer, alice, send, state, broadcast } = await setup();
    const all = await signer.signAndBroadcast(
      alice.address,
      send((await state()).alice - 5_000n),
      FEE,
    );
    expect(all.code).toBe(0);
    const before = await state();
    expect(before.alice).toBe(0n);
    const unpaid = await signer.sign(alice.address, send(1n), FEE, '');
    expect(await broadcast(unpaid)).toMatchObject({ code: 5, codespace: 'sdk' });
    await expect(signer.signAndBroadcast(alice.address, send(1n), FEE)).rejects.toThrow(/code 5/);
    expect(await state()).toEqual(before);
  });
});
