import { base64, hex } from '@scure/base';
import { TxInCacheError, type OptchainNode } from '../chain/node';
import { APP_NAME, APP_VERSION, COMET_BLOCK_PROTOCOL, COMET_VERSION } from '../chain/params';
import { consensusKey } from '../chain/keys';
import { resultJson, type StoredBlock } from '../store/block-store';
import { QueryError } from '../store/search-query';
import { bytes, int, internal, invalidParams, str, txHash, type Params } from './params';
import {
  blockIdJson,
  blockJson,
  cometTime,
  headerJson,
  proposerOf,
  txJson,
  txResultJson,
  validatorJson,
} from './shapes';

type Method = (params: Params) => Promise<unknown>;

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

function paging(params: Params, maxPerPage = 100) {
  const page = Math.max(1, int(params, 'page') ?? 1);
  const perPage = Math.min(maxPerPage, Math.max(1, int(params, 'per_page') ?? 30));
  const order = str(params, 'order_by') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw invalidParams('order_by must be "asc" or "desc"');
  return { page, perPage, desc: order === 'desc' };
}

/** CometBFT's RPC methods, as cosmjs' Comet38Client and explorers call them. */
export function rpcMethods(node: OptchainNode, urls: { rpc: string }): Record<string, Method> {
  const store = node.store;
  const latest = () => {
    const block = node.committed;
    if (!block) throw internal('no block committed yet');
    return block;
  };
  // The earliest block never changes: read once, so status never waits on the store (a long
  // devnet advance writes block after block).
  let earliest: StoredBlock | undefined;
  const firstBlock = async () => (earliest ??= await store.block(1));
  const operators = async () =>
    node.app.serial(async () =>
      (await node.views.validators()).filter((v) => v.status === 'active'),
    );
  const storedBlock = async (params: Params): Promise<StoredBlock> => {
    const top = latest().height;
    const height = int(params, 'height') || top;
    if (height > top) {
      throw internal(
        `height ${height} must be less than or equal to the current blockchain height ${top}`,
      );
    }
    const block = await store.block(height);
    if (!block) throw internal(`could not find block at height ${height}`);
    return block;
  };
  const search = async <T>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof QueryError) throw invalidParams(error.message);
      throw error;
    }
  };

  return {
    health: () => Promise.resolve({}),

    status: async () => {
      const block = latest();
      const first = await firstBlock();
      return {
        node_info: {
          protocol_version: { p2p: '8', block: COMET_BLOCK_PROTOCOL, app: '0' },
          id: hex.encode(NODE_KEY.pubKey.slice(0, 20)),
          listen_addr: 'tcp://127.0.0.1:26656',
          network: node.chainId,
          version: COMET_VERSION,
          channels: '40202122233038606100',
          moniker: `${node.chainId}-devnet`,
          other: { tx_index: 'on', rpc_address: urls.rpc.replace(/^http/, 'tcp') },
        },
        sync_info: {
          latest_block_hash: block.hash,
          latest_app_hash: block.appHash,
          latest_block_height: String(block.height),
          latest_block_time: cometTime(block.time),
          earliest_block_hash: first?.hash ?? block.hash,
          earliest_app_hash: first?.appHash ?? block.appHash,
          earliest_block_height: '1',
          earliest_block_time: cometTime(first?.time ?? block.time),
          catching_up: false,
        },
        validator_info: {
          address: NODE_KEY.address,
          pub_key: { type: 'tendermint/PubKeyEd25519', value: base64.encode(NODE_KEY.pubKey) },
          voting_power: '0',
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
      const height = int(params, 'height');
      if (height && height !== latest().height) {
        throw invalidParams(
          `the devnet node answers queries at the latest height only (${latest().height})`,
        );
      }
      const result = await node.query(path, bytes(params, 'data', true));
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

    block_search: async (params) => {
      const query = str(params, 'query');
      if (!query) throw invalidParams('query is required');
      const { page, perPage, desc } = paging(params);
      const found = await search(() => store.searchBlocks(query, page, perPage, desc));
      const ops = (await operators()).map((v) => v.operatorAddress);
      return {
        blocks: found.items.map((b) => blockJson(node.chainId, b, ops)),
        total_count: String(found.total),
      };
    },

    block: async (params) => {
      const block = await storedBlock(params);
      return blockJson(
        node.chainId,
        block,
        (await operators()).map((v) => v.operatorAddress),
      );
    },

    block_results: async (params) => {
      const block = await storedBlock(params);
      const txs = await store.blockResults(block.height);
      return {
        height: String(block.height),
        txs_results: txs.length > 0 ? txs.map((t) => txResultJson(t.result)) : null,
        finalize_block_events: block.events,
        validator_updates: [],
        consensus_param_updates: null,
        app_hash: block.appHash,
      };
    },

    commit: async (params) => {
      const block = await storedBlock(params);
      const ops = (await operators()).map((v) => v.operatorAddress);
      const json = blockJson(node.chainId, block, ops);
      return {
        signed_header: {
          header: json.block.header,
          commit: {
            height: String(block.height),
            round: 0,
            block_id: json.block_id,
            signatures: [],
          },
        },
        canonical: true,
      };
    },

    blockchain: async (params) => {
      const top = latest().height;
      const max = Math.min(int(params, 'maxHeight') ?? top, top);
      const min = Math.max(int(params, 'minHeight') ?? 1, max - 19, 1);
      if (min > max) throw internal(`min height ${min} can't be greater than max height ${max}`);
      const proposer = proposerOf((await operators()).map((v) => v.operatorAddress));
      const metas = await store.blockMetas(min, max);
      return {
        last_height: String(top),
        block_metas: metas.map((b) => ({
          block_id: blockIdJson(b.hash),
          block_size: String(b.numTxs * 250 + 500),
          header: headerJson(node.chainId, b, proposer),
          num_txs: String(b.numTxs),
        })),
      };
    },

    validators: async (params) => {
      const top = latest().height;
      const height = int(params, 'height') || top;
      const { page, perPage } = paging(params);
      const all = await operators();
      const slice = all.slice((page - 1) * perPage, page * perPage);
      return {
        block_height: String(height),
        validators: slice.map((v) => validatorJson(v.operatorAddress, v.tokens)),
        count: String(slice.length),
        total: String(all.length),
      };
    },

    genesis: async () => {
      const first = await firstBlock();
      const validators = await operators();
      return {
        genesis: {
          genesis_time: cometTime(node.app.genesisTime),
          chain_id: node.chainId,
          initial_height: '1',
          consensus_params: {
            block: { max_bytes: '22020096', max_gas: '-1' },
            evidence: {
              max_age_num_blocks: '100000',
              max_age_duration: '172800000000000',
              max_bytes: '1048576',
            },
            validator: { pub_key_types: ['ed25519'] },
            version: { app: '0' },
            abci: { vote_extensions_enable_height: '0' },
          },
          validators: validators.map((v) => {
            const { address, pub_key, voting_power } = validatorJson(v.operatorAddress, v.tokens);
            return { address, pub_key, power: voting_power, name: v.moniker };
          }),
          app_hash: '',
          app_state: {
            note: 'built by the node at start (see apps/optchain/README.md)',
            first_block: first?.hash ?? '',
          },
        },
      };
    },

    num_unconfirmed_txs: () =>
      Promise.resolve({ n_txs: '0', total: '0', total_bytes: '0', txs: null }),
  };
}
