import { base64, hex } from '@scure/base';
import { Hono } from 'hono';
import { bech32 } from '@scure/base';
import type { OptchainNode } from '../chain/node';
import { consensusKey } from '../chain/keys';
import {
  APP_NAME,
  APP_VERSION,
  BECH32_CONFIG,
  COMET_BLOCK_PROTOCOL,
  COMET_VERSION,
  SDK_VERSION,
} from '../chain/params';
import type { StoredBlock } from '../store/block-store';
import { blockIdJson, headerJson } from './header-json';
import { badRequest, notFound } from './errors';

/** cosmos.base.tendermint: node info, syncing, blocks (in the gateway's JSON: bytes as base64). */
export function nodeRoutes(node: OptchainNode): Hono {
  const routes = new Hono();
  const proposer = async () => {
    const [top] = (await node.app.serial(() => node.views.validators())).filter(
      (v) => v.status === 'active',
    );
    return top ? consensusKey(top.operatorAddress).address : '0'.repeat(40);
  };
  const blockJson = async (block: StoredBlock) => {
    const proposerHex = await proposer();
    const header = headerJson(node.chainId, block, proposerHex);
    const body = {
      data: { txs: block.txs.map((t) => base64.encode(t.bytes)) },
      evidence: { evidence: [] },
      last_commit: {
        height: String(Math.max(block.height - 1, 0)),
        round: 0,
        block_id: blockIdJson(block.lastBlockHash),
        signatures: [],
      },
    };
    const valcons = bech32.encode(
      BECH32_CONFIG.bech32PrefixConsAddr,
      bech32.toWords(hex.decode(proposerHex.toLowerCase())),
    );
    return {
      block_id: blockIdJson(block.hash),
      block: { header, ...body },
      sdk_block: { header: { ...header, proposer_address: valcons }, ...body },
    };
  };

  routes.get('/cosmos/base/tendermint/v1beta1/node_info', (c) =>
    c.json({
      default_node_info: {
        protocol_version: { p2p: '8', block: COMET_BLOCK_PROTOCOL, app: '0' },
        default_node_id: hex.encode(consensusKey('optchain node').pubKey.slice(0, 20)),
        listen_addr: 'tcp://127.0.0.1:26656',
        network: node.chainId,
        version: COMET_VERSION,
        channels: base64.encode(hex.decode('40202122233038606100')),
        moniker: `${node.chainId}-devnet`,
        other: { tx_index: 'on', rpc_address: 'tcp://127.0.0.1:26657' },
      },
      application_version: {
        name: APP_NAME,
        app_name: 'optchaind',
        version: APP_VERSION,
        git_commit: '',
        build_tags: 'devnet',
        go_version: `node ${process.version}`,
        build_deps: [],
        cosmos_sdk_version: SDK_VERSION,
      },
    }),
  );
  routes.get('/cosmos/base/tendermint/v1beta1/syncing', (c) => c.json({ syncing: false }));
  routes.get('/cosmos/base/tendermint/v1beta1/blocks/latest', async (c) => {
    const height = node.committed?.height ?? 0;
    const block = await node.store.block(height);
    if (!block) throw notFound('no block committed yet');
    return c.json(await blockJson(block));
  });
  routes.get('/cosmos/base/tendermint/v1beta1/blocks/:height', async (c) => {
    const text = c.req.param('height');
    if (!/^\d+$/.test(text)) throw badRequest(`invalid height ${text}`);
    const height = Number(text);
    const top = node.committed?.height ?? 0;
    if (height > top)
      throw badRequest(`requested block height ${height} is bigger then the chain length ${top}`);
    const block = await node.store.block(height);
    if (!block) throw notFound(`block ${height} not found`);
    return c.json(await blockJson(block));
  });
  return routes;
}
