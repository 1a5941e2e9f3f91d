import type { TxRecord } from '@optwallet/ledger';
import type { Deps } from '../../deps';
import { HttpError } from '../../lib/errors';
import { LEDGER_CONFIG } from '../catalogue';
import { assetBySymbol } from '../presentation';
import { followCosmos } from './follower';
import { accountOn } from './messages';
import { type CosmosNode, isUnreachable } from './node-client';
import { refreshEveryReward } from './staking-index';

/**
 * Devnet calls of an OptChain node (its REST port's /devnet/faucet and /devnet/advance), each
 * answered once the API's index holds what it did.
 */

/**
 * The API's index caught up with the node's head (a few passes of the follower, as its job would
 * make within a second or two). The job may index the same blocks at the same time: each block
 * is recorded once (the follower's keys).
 */
async function catchUp(deps: Deps, node: CosmosNode): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    if ((await followCosmos(deps, node)) === 0) return;
  }
}

/** A node too slow to answer: the request's work may still be under way there. */
function timedOut(chainId: string): HttpError {
  return new HttpError(
    504,
    `The devnet chain ${chainId} did not answer in time. It may still be making the blocks: check its height in a moment and try again if nothing moved.`,
  );
}

async function answered<T>(node: CosmosNode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnreachable(error)) throw timedOut(node.config.chainId);
    throw error;
  }
}

/** The node faucet's MsgSend to an address (the follower indexes it like any receive). */
export function cosmosFaucet(deps: Deps, node: CosmosNode, address: string): Promise<TxRecord> {
  return answered(node, async () => {
    const { chainId } = node.config;
    const asset = assetBySymbol(chainId, 'OPT');
    if (!asset) throw new Error(`OPT is not listed on chain ${chainId}`);
    const { txhash } = await node.faucet(accountOn(node.config, address));
    await catchUp(deps, node);
    return {
      type: 'faucet',
      from: 'faucet',
      to: address,
      amount: LEDGER_CONFIG.faucet.OPT ?? 0n,
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
  });
}

/** An address the node has never seen gets the faucet's drip; answers whether it did. */
export async function fundIfNew(deps: Deps, node: CosmosNode, address: string): Promise<boolean> {
  if (await node.account(accountOn(node.config, address))) return false;
  await cosmosFaucet(deps, node, address);
  return true;
}

/**
 * Moves the node's clock: it makes the blocks the skipped time settles, each bounded. Answers
 * once they are indexed and the delegators' rewards read again (they grew with the clock). A
 * node that does not answer in time is a 504 with what to do, never a 500.
 */
export function advanceNode(deps: Deps, node: CosmosNode, seconds: number) {
  return answered(node, async () => {
    const { height, time } = await node.advance(seconds);
    await catchUp(deps, node);
    await refreshEveryReward(deps.db, node);
    return { height: Number(height), time };
  });
}
