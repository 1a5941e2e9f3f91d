import type { TxRecord } from '@optwallet/ledger';
import type { Deps } from '../../deps';
import { assetBySymbol } from '../wire';
import { reconcileCosmos } from './cosmos-sends';
import { followCosmos } from './follower';
import { accountOn } from './messages';
import type { CosmosNode } from './node-client';
import { startFollowerLoop } from '../follower-loop';

/**
 * The follower's loop (OPT_POLL_MS): index every new block, then send again what a crash left
 * unsent. Every replica may run it: cosmos_events' key and the per-block transaction make a
 * block recorded once. A node that does not answer is logged; the next pass continues.
 */
export function startCosmosFollower(deps: Deps, node: CosmosNode, intervalMs: number) {
  return startFollowerLoop({
    logger: deps.logger,
    failure: 'OPT follower pass failed',
    intervalMs,
    pass: () => followCosmos(deps, node),
    recover: () => reconcileCosmos(deps, node),
  });
}

/** Devnet: the node's faucet (a MsgSend the follower indexes like any receive). */
export async function cosmosFaucet(
  deps: Deps,
  node: CosmosNode,
  address: string,
  amount: bigint,
): Promise<TxRecord> {
  const { chainId } = node.config;
  const asset = assetBySymbol(chainId, 'OPT');
  if (!asset) throw new Error(`OPT is not listed on chain ${chainId}`);
  const { txhash } = await node.faucet(accountOn(node.config, address));
  return {
    type: 'faucet',
    from: 'faucet',
    to: address,
    amount,
    denom: asset.denom,
    symbol: asset.symbol,
    fee: 0n,
    feeDenom: asset.denom,
    memo: '',
    status: 'success',
    completedOn: null,
    hash: txhash,
    chainId,
    height: 0,
    time: deps.clock().getTime(),
  };
}
