import type { TxRecord } from '@optwallet/ledger';
import type { Deps } from '../../deps';
import { assetBySymbol } from '../wire';
import { reconcileCosmos } from './cosmos-sends';
import { followCosmos } from './follower';
import { accountOn } from './messages';
import type { CosmosNode } from './node-client';

/**
 * The follower's loop (OPT_POLL_MS): index every new block, then send again what a crash left
 * unsent. Every replica may run it: cosmos_events' key and the per-block transaction make a
 * block recorded once. A node that does not answer is logged; the next pass continues.
 */
export function startCosmosFollower(deps: Deps, node: CosmosNode, intervalMs: number) {
  let stopped = false;
  let wake: () => void = () => undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        while (!stopped && (await followCosmos(deps, node)) > 0);
        if (!stopped) await reconcileCosmos(deps, node);
      } catch (error) {
        deps.logger.warn({ err: error }, 'OPT follower pass failed');
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, intervalMs);
      });
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wake();
      await loop;
    },
  };
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
