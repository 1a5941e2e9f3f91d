import { Comet38Client, WebsocketClient } from '@cosmjs/tendermint-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { clients, faucet, freshWallet, OPT, startNode } from './support/node';

interface Listenable<T> {
  subscribe(listener: {
    next: (item: T) => void;
    error: (error: unknown) => void;
    complete: () => void;
  }): { unsubscribe(): void };
}

/** The first `count` items of a cosmjs event stream, then unsubscribe. */
function take<T>(stream: Listenable<T>, count: number): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    const subscription = stream.subscribe({
      next: (item) => {
        items.push(item);
        if (items.length === count) {
          subscription.unsubscribe();
          resolve(items);
        }
      },
      error: reject,
      complete: () => resolve(items),
    });
  });
}

describe('the RPC websocket, through unchanged cosmjs', () => {
  let node: RunningOptchain;
  let comet: Comet38Client;
  beforeAll(async () => {
    node = await startNode();
    comet = Comet38Client.create(new WebsocketClient(node.rpcUrl.replace(/^http/, 'ws')));
  });
  afterAll(async () => {
    comet.disconnect();
    await node.stop();
  });

  it('streams new block headers with increasing heights, and answers plain calls', async () => {
    const headers = await take(comet.subscribeNewBlockHeader(), 3);
    expect(headers.map((h) => h.chainId)).toEqual(['optchain-1', 'optchain-1', 'optchain-1']);
    expect(headers[1]!.height).toBe(headers[0]!.height + 1);
    expect((await comet.status()).nodeInfo.network).toBe('optchain-1');
  });

  it("delivers a transaction to a subscription on its recipient (what Keplr's tracer waits for)", async () => {
    const { wallet, address } = await freshWallet();
    await faucet(node.restUrl, address);
    const friend = (await freshWallet()).address;
    const incoming = take(comet.subscribeTx(`transfer.recipient='${friend}'`), 1);
    const { signer } = await clients(node.rpcUrl, wallet);
    const sent = await signer.sendTokens(
      address,
      friend,
      [{ denom: 'uopt', amount: String(OPT) }],
      'auto',
    );
    const [event] = await incoming;
    expect(Buffer.from(event!.hash).toString('hex').toUpperCase()).toBe(sent.transactionHash);
    expect(event!.height).toBe(sent.height);
    expect(event!.result.code).toBe(0);
  });
});
