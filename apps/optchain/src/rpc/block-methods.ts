import { CONSENSUS_PARAMS } from '../chain/comet/hashes';
import type { OptchainNode } from '../chain/node';
import { int, internal, invalidParams, str, txHash, type Params } from './params';
import { heightParam, latestBlock, paging, search, storedBlockAt, type Method } from './method-kit';
import {
  blockCommit,
  blockIdOf,
  blockJson,
  commitJson,
  headerJson,
  txResultJson,
  validatorJson,
} from './shapes';

/** CometBFT's block, commit and validator-set methods, from the stored block log. */
export function blockMethods(node: OptchainNode): Record<string, Method> {
  const { store, chainId } = node;
  const validator = node.app.validator;

  return {
    block: async (params) => blockJson(chainId, await storedBlockAt(node, params), validator),

    // CometBFT answers an unknown hash with an empty block id and no block, not an error.
    block_by_hash: async (params) => {
      const block = await store.blockByHash(txHash(params, 'hash'));
      return block
        ? blockJson(chainId, block, validator)
        : { block_id: { hash: '', parts: { total: 0, hash: '' } }, block: null };
    },

    block_results: async (params) => {
      const block = await storedBlockAt(node, params);
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

    block_search: async (params) => {
      const query = str(params, 'query');
      if (!query) throw invalidParams('query is required');
      const { page, perPage, desc } = paging(params);
      const found = await search(() => store.searchBlocks(query, page, perPage, desc));
      return {
        blocks: found.items.map((b) => blockJson(chainId, b, validator)),
        total_count: String(found.total),
      };
    },

    // The latest block's commit is the validator's own (CometBFT's "seen commit", not yet in a
    // block: canonical false); an older one is the next block's last_commit, the same signature.
    commit: async (params) => {
      const block = await storedBlockAt(node, params);
      return {
        signed_header: {
          header: headerJson(chainId, block, validator),
          commit: commitJson(blockCommit(chainId, block, validator)),
        },
        canonical: block.height < latestBlock(node).height,
      };
    },

    blockchain: async (params) => {
      const top = latestBlock(node).height;
      const max = Math.min(int(params, 'maxHeight') ?? top, top);
      const min = Math.max(int(params, 'minHeight') ?? 1, max - 19, 1);
      if (min > max) throw internal(`min height ${min} can't be greater than max height ${max}`);
      const metas = await store.blockMetas(min, max);
      return {
        last_height: String(top),
        block_metas: metas.map((b) => ({
          block_id: blockIdOf(b),
          block_size: String(b.numTxs * 250 + 500),
          header: headerJson(chainId, b, validator),
          num_txs: String(b.numTxs),
        })),
      };
    },

    // One validator, the node's own, at every height (its set never changes).
    validators: (params) => {
      const height = heightParam(node, params);
      const { page, perPage } = paging(params);
      const all = [validatorJson(validator)];
      const slice = all.slice((page - 1) * perPage, page * perPage);
      return Promise.resolve({
        block_height: String(height),
        validators: slice,
        count: String(slice.length),
        total: String(all.length),
      });
    },

    consensus_params: (params: Params) =>
      Promise.resolve({
        block_height: String(heightParam(node, params)),
        consensus_params: CONSENSUS_PARAMS,
      }),
  };
}
