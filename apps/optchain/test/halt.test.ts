import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { clients, faucet, freshWallet, OPT, startNode } from './support/node';

describe('a block that cannot be written', () => {
  it('halts the node: it reports the halt once and refuses transactions instead of serving unwritten state', async () => {
    const halts: Error[] = [];
    const node = await startNode({ onHalt: (error) => halts.push(error) });
    const { wallet, address } = await freshWallet();
    await faucet(node.restUrl, address);
    const { signer } = await clients(node.rpcUrl, wallet);
    const signed = await signer.sign(
      address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: address,
            toAddress: address,
            amount: [{ denom: 'uopt', amount: String(OPT) }],
          },
        },
      ],
      { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' },
      '',
    );

    await node.node.store.close(); // the database goes away under the node
    await expect.poll(() => halts.length, { timeout: 5_000 }).toBe(1);
    const comet = await Comet38Client.connect(node.rpcUrl);
    const refused = await comet.broadcastTxSync({ tx: TxRaw.encode(signed).finish() });
    expect(refused).toMatchObject({
      code: 1,
      log: expect.stringMatching(/node halted/) as unknown,
    });
    comet.disconnect();
    await node.stop().catch(() => undefined);
  });
});
