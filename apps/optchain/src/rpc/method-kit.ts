import type { SealedBlock } from '../chain/block';
import type { OptchainNode } from '../chain/node';
import type { StoredBlock } from '../store/block-store';
import { QueryError } from '../store/search-query';
import { int, internal, invalidParams, str, type Params } from './params';

/** One RPC method: its parameters (named, as JSON-RPC and the GET form give them) to its result. */
export type Method = (params: Params) => Promise<unknown>;

/** `page` / `per_page` / `order_by`, as CometBFT reads them. */
export function paging(params: Params, maxPerPage = 100) {
  const page = Math.max(1, int(params, 'page') ?? 1);
  const perPage = Math.min(maxPerPage, Math.max(1, int(params, 'per_page') ?? 30));
  const order = str(params, 'order_by') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw invalidParams('order_by must be "asc" or "desc"');
  return { page, perPage, desc: order === 'desc' };
}

/** The last committed block (there is one once the node has started). */
export function latestBlock(node: OptchainNode): SealedBlock {
  const block = node.committed;
  if (!block) throw internal('no block committed yet');
  return block;
}

/** The height a method is asked about (`height`, the latest when absent or 0), as CometBFT checks it. */
export function heightParam(node: OptchainNode, params: Params): number {
  const top = latestBlock(node).height;
  const height = int(params, 'height') || top;
  if (height > top) {
    throw internal(
      `height ${height} must be less than or equal to the current blockchain height ${top}`,
    );
  }
  return height;
}

/** The stored block at the asked height. */
export async function storedBlockAt(node: OptchainNode, params: Params): Promise<StoredBlock> {
  const height = heightParam(node, params);
  const block = await node.store.block(height);
  if (!block) throw internal(`could not find block at height ${height}`);
  return block;
}

/** An event query's syntax error is the caller's (invalid params). */
export async function search<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof QueryError) throw invalidParams(error.message);
    throw error;
  }
}
