import type { ChainApp } from '../chain/app';
import type { ChainViews } from '../chain/views';
import type { BlockStore } from '../store/block-store';

/** A gRPC query method over abci_query: the request's protobuf in, the response's out. */
export type Handler = (data: Uint8Array) => Promise<Uint8Array>;

/** What the query services read: the open block's state, its views, and the block log. */
export interface QuerySources {
  app: ChainApp;
  views: ChainViews;
  store: BlockStore;
}
