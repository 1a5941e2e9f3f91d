import type { PageRequest } from 'cosmjs-types/cosmos/base/query/v1beta1/pagination';
import type { ChainApp } from '../chain/app';
import type { ChainViews } from '../chain/views';
import type { BlockStore } from '../store/block-store';
import { paginate } from './paginate';

/** A gRPC query method over abci_query: the request's protobuf in, the response's out. */
export type Handler = (data: Uint8Array) => Promise<Uint8Array>;

/** What the query services read: the open block's state, its views, and the block log. */
export interface QuerySources {
  app: ChainApp;
  views: ChainViews;
  store: BlockStore;
}

/** One page of a list (the request's `pagination`, else the first 100) as items and PageResponse. */
export function pageOf<T>(
  all: readonly T[],
  keyOf: (item: T) => string,
  request: PageRequest | undefined,
): { items: T[]; pagination: { nextKey: Uint8Array; total: bigint } } {
  const { items, nextKey, total } = paginate(all, keyOf, request);
  return { items, pagination: { nextKey, total } };
}
