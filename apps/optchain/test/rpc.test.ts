import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { faucet, freshWallet, matching, post, startNode } from './support/node';

/** The CometBFT RPC as explorers and scripts call it: JSON-RPC POST, batches, the GET form, errors. */
describe('CometBFT RPC', () => {
  let node: RunningOptchain;
  let hash: string;
  let height: number;
  let address: string;
  beforeAll(async () => {
    node = await startNode();
    address = (await freshWallet()).address;
    const drip = await faucet(node.restUrl, address);
    hash = drip.txhash;
    height = Number(drip.height);
  });
  afterAll(() => node.stop());

  const call = (method: string, params: Record<string, unknown> = {}) =>
    post<{ result?: Record<string, unknown>; error?: { code: number; data: string } }>(
      node.rpcUrl,
      {
        jsonrpc: '2.0',
        id: 7,
        method,
        params,
      },
    );

  it('reports a CometBFT 0.38 node with its chain id, and a growing height', async () => {
    const { result } = await call('status');
    expect(result).toMatchObject({
      node_info: { network: 'optchain-1', version: matching(/^0\.38\./) },
    });
    const first = Number(
      (result?.sync_info as { latest_block_height: string }).latest_block_height,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = (await call('status')).result?.sync_info as { latest_block_height: string };
    expect(Number(later.latest_block_height)).toBeGreaterThan(first);
  });

  it('serves the GET form, batches, block results and tx_search paging', async () => {
    const byGet = (await (await fetch(`${node.rpcUrl}/tx?hash=0x${hash}`)).json()) as {
      result: { height: string };
    };
    expect(byGet.result.height).toBe(String(height));
    const search = (await (
      await fetch(`${node.rpcUrl}/tx_search?query="transfer.recipient='${address}'"&per_page=5`)
    ).json()) as {
      result: { total_count: string; txs: { hash: string }[] };
    };
    expect(search.result).toMatchObject({ total_count: '1', txs: [{ hash }] });
    const batch = await post<{ id: number; result: unknown }[]>(node.rpcUrl, [
      { jsonrpc: '2.0', id: 1, method: 'health', params: {} },
      { jsonrpc: '2.0', id: 2, method: 'block_results', params: { height: String(height) } },
    ]);
    expect(batch.map((b) => b.id)).toEqual([1, 2]);
    expect(batch[1]?.result).toMatchObject({ height: String(height), txs_results: [{ code: 0 }] });
    const blocks = await call('blockchain', { minHeight: '1', maxHeight: String(height) });
    expect((blocks.result?.block_metas as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers errors as CometBFT does', async () => {
    expect((await call('no_such_method')).error).toMatchObject({ code: -32601 });
    expect((await call('tx', { hash: 'AA'.repeat(32) })).error).toMatchObject({
      code: -32603,
      data: matching(/not found/),
    });
    expect((await call('tx_search', { query: 'transfer.recipient' })).error).toMatchObject({
      code: -32602,
    });
    expect((await call('block', { height: '999999999' })).error?.data).toMatch(
      /must be less than or equal to the current blockchain height/,
    );
  });
});
