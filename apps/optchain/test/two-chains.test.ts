import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, describe, expect, it } from 'vitest';
import { startOptchainNode, type RunningOptchain } from '../src/start';
import { BLOCK_MS, balanceOf, clients, faucet, freshWallet, OPT, startNode } from './support/node';

describe('another chain by configuration', () => {
  const nodes: RunningOptchain[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a second node with its own chain id and ports runs beside the first; neither accepts the other one's transactions", async () => {
    const main = await startNode({ chainId: 'optchain-1' });
    nodes.push(main);
    const testnet = await startNode({ chainId: 'optchain-testnet-1' });
    nodes.push(testnet);
    expect(testnet.rpcUrl).not.toBe(main.rpcUrl);

    const { wallet, address } = await freshWallet();
    const onMain = await clients(main.rpcUrl, wallet);
    const onTestnet = await clients(testnet.rpcUrl, wallet);
    expect(await onTestnet.reader.getChainId()).toBe('optchain-testnet-1');
    await faucet(main.restUrl, address);
    await faucet(testnet.restUrl, address);

    const friend = (await freshWallet()).address;
    const sent = await onTestnet.signer.sendTokens(
      address,
      friend,
      [{ denom: 'uopt', amount: String(3n * OPT) }],
      'auto',
    );
    expect(sent.code).toBe(0);
    expect(await balanceOf(onTestnet.reader, friend)).toBe(3n * OPT);
    expect(await balanceOf(onMain.reader, friend)).toBe(0n);

    // Signed for the testnet (with the main chain's account number and sequence), broadcast to
    // the main chain: the signature does not verify there.
    const { accountNumber, sequence } = await onMain.reader.getSequence(address);
    const signed = await onTestnet.signer.sign(
      address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: address,
            toAddress: friend,
            amount: [{ denom: 'uopt', amount: '1' }],
          },
        },
      ],
      { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' },
      '',
      { accountNumber, sequence, chainId: 'optchain-testnet-1' },
    );
    const comet = await Comet38Client.connect(main.rpcUrl);
    expect(await comet.broadcastTxSync({ tx: TxRaw.encode(signed).finish() })).toMatchObject({
      code: 4,
    });
    comet.disconnect();
  });

  it('refuses to open a data directory that holds another chain', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'optchain-two-'));
    dirs.push(dataDir);
    const first = await startOptchainNode({
      chainId: 'optchain-1',
      rpcPort: 0,
      restPort: 0,
      blockTimeMs: BLOCK_MS,
      dataDir,
    });
    await first.stop();
    await expect(
      startOptchainNode({
        chainId: 'optchain-testnet-1',
        rpcPort: 0,
        restPort: 0,
        blockTimeMs: BLOCK_MS,
        dataDir,
      }),
    ).rejects.toThrow(/holds chain optchain-1, not optchain-testnet-1/);
  });
});
