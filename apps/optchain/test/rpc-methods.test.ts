import { Comet38Client } from '@cosmjs/tendermint-rpc';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningOptchain } from '../src/start';
import { clients, faucet, freshWallet, post, startNode } from './support/node';

/** CometBFT 0.38's other RPC methods, in its JSON shapes, by JSON-RPC and the GET form. */
describe('net_info, genesis, block_by_hash, consensus_params, the mempool and check_tx', () => {
  let node: RunningOptchain;
  const rpc = (method: string, params: Record<string, unknown> = {}) =>
    post<{ result?: Record<string, unknown>; error?: { code: number; data: string } }>(
      node.rpcUrl,
      { jsonrpc: '2.0', id: 1, method, params },
    );
  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${node.rpcUrl}/${pathAndQuery}`);
    return {
      status: response.status,
      body: (await response.json()) as {
        result?: Record<string, unknown>;
        error?: { code: number; data: string };
      },
    };
  };

  beforeAll(async () => {
    node = await startNode();
  }, 60_000);
  afterAll(() => node?.stop());

  it('answers net_info as a listening node without peers', async () => {
    const { result } = await rpc('net_info');
    expect(result).toMatchObject({ listening: true, n_peers: '0', peers: [] });
    expect((await get('net_info')).body.result).toEqual(result);
  });

  it('answers the genesis, whole and in one chunk, with the modules´ genesis in its app_state', async () => {
    const { result } = await rpc('genesis');
    const genesis = result?.genesis as {
      chain_id: string;
      validators: { power: string }[];
      app_state: Record<string, Record<string, unknown>>;
    };
    expect(genesis.chain_id).toBe('optchain-1');
    expect(genesis.validators).toHaveLength(1);
    const app = genesis.app_state;
    expect(Object.keys(app).sort()).toEqual(
      ['auth', 'bank', 'distribution', 'gov', 'mint', 'slashing', 'staking'].sort(),
    );
    const staking = app.staking as { validators: { description: { moniker: string } }[] };
    expect(staking.validators.map((v) => v.description.moniker).sort()).toEqual([
      'aurora',
      'borealis',
      'cygnus',
      'draco',
    ]);
    const bank = app.bank as {
      balances: { coins: { amount: string }[] }[];
      supply: { denom: string; amount: string }[];
    };
    const sum = bank.balances.reduce((s, b) => s + BigInt(b.coins[0]!.amount), 0n);
    expect(bank.supply).toEqual([{ denom: 'uopt', amount: sum.toString() }]);
    const accounts = (app.auth as { accounts: { '@type': string }[] }).accounts;
    expect(accounts.some((a) => a['@type'] === '/cosmos.auth.v1beta1.ModuleAccount')).toBe(true);

    const chunked = (await rpc('genesis_chunked', { chunk: '0' })).result!;
    expect(chunked).toMatchObject({ chunk: '0', total: '1' });
    expect(JSON.parse(Buffer.from(chunked.data as string, 'base64').toString())).toEqual(genesis);
    expect((await rpc('genesis_chunked', { chunk: '1' })).error?.code).toBe(-32603);
  });

  it('finds a block by its hash, and answers no block for an unknown hash', async () => {
    const client = await Comet38Client.connect(node.rpcUrl);
    const block = await client.block(1);
    client.disconnect();
    const hex = Buffer.from(block.blockId.hash).toString('hex').toUpperCase();
    const byPost = await rpc('block_by_hash', {
      hash: Buffer.from(block.blockId.hash).toString('base64'),
    });
    expect((byPost.result?.block_id as { hash: string }).hash).toBe(hex);
    const byGet = await get(`block_by_hash?hash=0x${hex}`);
    expect(byGet.body.result).toEqual(byPost.result);
    const unknown = await get(`block_by_hash?hash=0x${'00'.repeat(32)}`);
    expect(unknown.body.result).toEqual({
      block_id: { hash: '', parts: { total: 0, hash: '' } },
      block: null,
    });
  });

  it('answers the consensus parameters the headers´ consensus_hash covers', async () => {
    const { result } = await rpc('consensus_params');
    expect(result?.consensus_params).toMatchObject({
      block: { max_bytes: '22020096', max_gas: '-1' },
      validator: { pub_key_types: ['ed25519'] },
    });
    expect(Number(result?.block_height)).toBeGreaterThan(0);
  });

  it('shows an empty mempool between blocks, and checks a transaction without keeping it', async () => {
    expect((await rpc('num_unconfirmed_txs')).result).toEqual({
      n_txs: '0',
      total: '0',
      total_bytes: '0',
      txs: null,
    });
    expect((await rpc('unconfirmed_txs', { limit: '5' })).result).toEqual({
      n_txs: '0',
      total: '0',
      total_bytes: '0',
      txs: [],
    });
    // A faucet transaction's bytes, already committed: CheckTx refuses its old sequence (32),
    // and running it changed nothing (it is not in a new block, the faucet's sequence holds).
    const { address } = await freshWallet();
    const { txhash } = await faucet(node.restUrl, address);
    const tx = (await rpc('tx', { hash: Buffer.from(txhash, 'hex').toString('base64') })).result!;
    const checked = (await rpc('check_tx', { tx: tx.tx })).result!;
    expect(checked).toMatchObject({ code: 32, codespace: 'sdk' });
    const undecodable = (await rpc('check_tx', { tx: Buffer.from('nonsense').toString('base64') }))
      .result!;
    expect(undecodable).toMatchObject({ code: 2 });
    expect((await rpc('num_unconfirmed_txs')).result?.n_txs).toBe('0');

    // A fresh signed send passes CheckTx (code 0) and stays out of the mempool and the cache:
    // the same bytes then broadcast and commit, at the sequence it was signed with.
    const { wallet, address: sender } = await freshWallet();
    await faucet(node.restUrl, sender);
    const { signer } = await clients(node.rpcUrl, wallet);
    const fee = { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' };
    const send = {
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: { fromAddress: sender, toAddress: address, amount: [{ denom: 'uopt', amount: '1' }] },
    };
    const bytes = TxRaw.encode(await signer.sign(sender, [send], fee, '')).finish();
    const passed = (await rpc('check_tx', { tx: Buffer.from(bytes).toString('base64') })).result!;
    expect(passed).toMatchObject({ code: 0, gas_wanted: '200000', gas_used: '200000' });
    expect((await rpc('num_unconfirmed_txs')).result?.n_txs).toBe('0');
    expect((await signer.getSequence(sender)).sequence).toBe(0);
    const delivered = await signer.broadcastTx(bytes);
    expect(delivered.code).toBe(0);
    signer.disconnect();
  });

  it('answers a query at a height it no longer holds as a pruning SDK node does', async () => {
    const path = '/cosmos.staking.v1beta1.Query/Pool';
    const latest = Number(
      ((await rpc('status')).result!.sync_info as { latest_block_height: string })
        .latest_block_height,
    );
    const at = async (height: number) =>
      (await rpc('abci_query', { path, data: '', height: String(height) })).result!.response as {
        code: number;
        codespace: string;
        log: string;
      };
    const old = await at(1);
    expect(old).toMatchObject({ code: 18, codespace: 'sdk' });
    expect(old.log).toMatch(
      /^failed to load state at height 1; version does not exist \(latest height: \d+\)/,
    );
    expect((await at(latest + 1000)).code).toBe(26);
    const now = (await rpc('abci_query', { path, data: '' })).result!.response as { code: number };
    expect(now.code).toBe(0);
  });

  it('answers a GET with bad parameters with a JSON-RPC error, not a crash', async () => {
    for (const query of [
      'block?height=abc',
      'block_by_hash?hash=0xZZ',
      'unconfirmed_txs?limit=-1',
    ]) {
      const { body } = await get(query);
      expect(body.error?.code, query).toBe(-32602);
    }
  });
});
