import { base64, hex } from '@scure/base';
import { TxInCacheError, type OptchainNode, type QueryResult } from '../chain/node';
import { APP_NAME, APP_VERSION, COMET_BLOCK_PROTOCOL, COMET_VERSION } from '../chain/params';
import { consensusKey } from '../chain/keys';
import { resultJson, type StoredBlock } from '../store/block-store';
import { blockMethods } from './block-methods';
import { mempoolMethods } from './mempool-methods';
import { latestBlock, paging, search, type Method } from './method-kit';
import { networkMethods } from './network-methods';
import { bytes, int, internal, invalidParams, str, txHash } from './params';
import { cometTime, headerAppHash, txJson, txResultJson } from './shapes';

/** The mempool's cache refusal is a JSON-RPC error, as CometBFT's (cosmjs throws it). */
async function inMempool<T>(broadcast: () => Promise<T> | T): Promise<T> {
  try {
    return await broadcast();
  } catch (error) {
    if (error instanceof TxInCacheError) throw internal(error.message);
    throw error;
  }
}

const NODE_KEY = consensusKey('optchain node');

/**
 * A query at a height the node does not hold, as an SDK 0.50 node's `createQueryContext` answers:
 * the state is kept at the latest height only (as a node pruning everything else), so an older
 * height meets IAVL's "version does not exist" (18, invalid request) and a later one 26.
 */
function unheldVersion(height: number, latestHeight: number): QueryResult {
  const refusal =
    height > latestHeight
      ? {
          code: 26,
          log: 'cannot query with height in the future; please provide a valid height: invalid height',
        }
      : {
          code: 18,
          log: `failed to load state at height ${height}; version does not exist (latest height: ${latestHeight}): invalid request`,
        };
  return { ...refusal, codespace: 'sdk', value: new Uint8Array(), height: latestHeight };
}

/** CometBFT's RPC methods, as cosmjs' Comet38Client and explorers call them. */
export function rpcMethods(node: OptchainNode, urls: { rpc: string }): Record<string, Method> {
  const { store } = node;
  const validator = node.app.validator;
  const latest = () => latestBlock(node);
  // The earliest block never changes: read once, so status never waits on the store (a long
  // devnet advance writes block after block).
  let earliest: StoredBlock | undefined;
  const firstBlock = async () => (earliest ??= await store.block(1));
  const nodeInfo = () => ({
    protocol_version: { p2p: '8', block: COMET_BLOCK_PROTOCOL, app: '0' },
    id: hex.encode(NODE_KEY.pubKey.slice(0, 20)),
    listen_addr: 'tcp://127.0.0.1:26656',
    network: node.chainId,
    version: COMET_VERSION,
    channels: '40202122233038606100',
    moniker: `${node.chainId}-devnet`,
    other: { tx_index: 'on', rpc_address: urls.rpc.replace(/^http/, 'tcp') },
  });

  return {
    ...blockMethods(node),
    ...networkMethods(node, nodeInfo),
    ...mempoolMethods(node),
    health: () => Promise.resolve({}),

    status: async () => {
      const block = latest();
      const first = await firstBlock();
      return {
        node_info: nodeInfo(),
        sync_info: {
          latest_block_hash: block.hash,
          latest_app_hash: headerAppHash(block),
          latest_block_height: String(block.height),
          latest_block_time: cometTime(block.time),
          earliest_block_hash: first?.hash ?? block.hash,
          earliest_app_hash: headerAppHash(first ?? block),
          earliest_block_height: '1',
          earliest_block_time: cometTime(first?.time ?? block.time),
          catching_up: false,
        },
        validator_info: {
          address: validator.address,
          pub_key: { type: 'tendermint/PubKeyEd25519', value: base64.encode(validator.pubKey) },
          voting_power: String(validator.power),
        },
      };
    },

    abci_info: () => {
      const block = latest();
      return Promise.resolve({
        response: {
          data: APP_NAME,
          version: APP_VERSION,
          app_version: '0',
          last_block_height: String(block.height),
          last_block_app_hash: base64.encode(hex.decode(block.appHash.toLowerCase())),
        },
      });
    },

    abci_query: async (params) => {
      const path = str(params, 'path');
      if (!path) throw invalidParams('path is required');
      const data = bytes(params, 'data', true);
      const height = int(params, 'height');
      const top = latest().height;
      const result =
        height && height !== top ? unheldVersion(height, top) : await node.query(path, data);
      return {
        response: {
          code: result.code,
          log: result.log,
          info: '',
          index: '0',
          key: null,
          value: base64.encode(result.value),
          proofOps: null,
          height: String(result.height),
          codespace: result.codespace,
        },
      };
    },

    broadcast_tx_sync: async (params) => {
      const result = await inMempool(() => node.broadcastSync(bytes(params, 'tx')));
      return {
        code: result.code,
        data: base64.encode(result.data),
        log: result.log,
        codespace: result.codespace,
        hash: result.hash,
      };
    },

    // CometBFT answers at once, without CheckTx's result (its refusal is never told).
    broadcast_tx_async: async (params) => {
      const { hash } = await inMempool(() => node.broadcastAsync(bytes(params, 'tx')));
      return { code: 0, data: '', log: '', codespace: '', hash };
    },

    broadcast_tx_commit: async (params) => {
      const { check, delivered, block } = await inMempool(() =>
        node.broadcastCommit(bytes(params, 'tx')),
      );
      const checkJson = txResultJson(resultJson(check));
      return {
        check_tx: { ...checkJson, events: [] },
        tx_result: txResultJson(
          resultJson(
            block && delivered ? delivered.result : { ...check, code: 0, log: '', events: [] },
          ),
        ),
        hash: check.hash,
        height: String(block?.height ?? 0),
      };
    },

    tx: async (params) => {
      const hash = txHash(params, 'hash');
      const tx = await store.tx(hash);
      if (!tx) throw internal(`tx (${hash}) not found`);
      return txJson(tx);
    },

    tx_search: async (params) => {
      const query = str(params, 'query');
      if (!query) throw invalidParams('query is required');
      const { page, perPage, desc } = paging(params);
      const found = await search(() => store.searchTxs(query, page, perPage, desc));
      return { txs: found.items.map(txJson), total_count: String(found.total) };
    },
  };
}
