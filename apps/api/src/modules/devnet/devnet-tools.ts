import { type TxRecord, isAddressFor, isEvmAddress } from '@optwallet/ledger';
import { ownersOf } from '../../lib/address-owners';
import { HttpError, invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import { toChecksumAddress } from '../wallets';
import { LEDGER_CONFIG, servedChains } from '../../chains/catalogue';
import { optNodeFor, optNodesOf } from '../../chains/registry';
import type { ChainWallet } from '../chain';
import { display, explorerLink } from '../../chains/wire';
import { evmFaucet, refreshEvmBalances } from '../../chains/evm';
import {
  type CosmosNode,
  accountOn,
  cosmosFaucet,
  followCosmos,
  isUnreachable,
  refreshEveryReward,
} from '../../chains/cosmos';

/**
 * Devnet: the API's index of a node caught up with its head (a few passes of the follower, as
 * its loop would make within a second or two), so the faucet's drip and the blocks an advance
 * made are in the API's tables when the call answers. The loop may index the same blocks at
 * the same time: each block is recorded once (the follower's keys).
 */
async function catchUp(deps: Deps, node: CosmosNode): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    if ((await followCosmos(deps, node)) === 0) return;
  }
}

/**
 * The faucet's drips to an address on each of its chains: one statement per chain; on a real
 * EVM node, real transfers from the node's funded account (the indexer records them).
 */
async function drip(deps: Deps, address: string): Promise<TxRecord[]> {
  // Each chain's drip at once: a node's answers when its block is committed (up to a block each).
  const perChain = servedChains(deps)
    .filter((c) => isAddressFor(c.kind, address))
    .map(async (chain): Promise<TxRecord[]> => {
      if (chain.kind === 'evm') {
        if (!deps.evm) return [];
        const records = await evmFaucet(deps, deps.evm, address, LEDGER_CONFIG.faucet);
        // Reads take kept balances: a wallet's drips show at once, not at the indexer's next pass.
        if ((await ownersOf(deps.db, [address])).size > 0) {
          await refreshEvmBalances(deps.db, deps.evm, [address]);
        }
        return records;
      }
      const node = optNodeFor(deps, chain.chainId);
      if (!node) return [];
      const record = await cosmosFaucet(deps, node, address, LEDGER_CONFIG.faucet.OPT ?? 0n);
      await catchUp(deps, node);
      return [record];
    });
  return (await Promise.all(perChain)).flat();
}

/** Devnet faucet for a new wallet: OPT on the native chains, ETH, USDC, USDT and WBTC on EVM. */
export async function fundWallet(deps: Deps, wallet: ChainWallet): Promise<TxRecord[]> {
  const [native, evm] = await Promise.all([
    drip(deps, wallet.nativeAddress),
    drip(deps, wallet.evmAddress),
  ]);
  return [...native, ...evm];
}

/**
 * Devnet start: a seeded wallet whose address a node has never seen (a data directory from
 * before the node served its chain, or a node started afresh) gets that node's faucet drip, so
 * its balance and history are the chain's. Once funded the account exists: a no-op on restart.
 */
export async function fundOnNodes(deps: Deps, wallet: ChainWallet): Promise<number> {
  let funded = 0;
  for (const node of optNodesOf(deps)) {
    if (await node.account(accountOn(node.config, wallet.nativeAddress))) continue;
    await cosmosFaucet(deps, node, wallet.nativeAddress, LEDGER_CONFIG.faucet.OPT ?? 0n);
    await catchUp(deps, node);
    funded += 1;
  }
  return funded;
}

/** Devnet: the faucet for any address of a devnet chain. */
export async function faucet(deps: Deps, input: string) {
  const trimmed = input.trim();
  const address = isEvmAddress(trimmed) ? toChecksumAddress(trimmed) : trimmed;
  if (!servedChains(deps).some((c) => isAddressFor(c.kind, address))) {
    throw invalid('address', 'Invalid address');
  }
  return (await drip(deps, address)).map((tx) => ({
    chainId: tx.chainId,
    symbol: tx.symbol,
    amount: display(tx.chainId, tx.denom, tx.amount),
    transactionHash: tx.hash,
    blockExplorerLink: explorerLink(deps.config, tx.hash, tx.chainId),
  }));
}

/**
 * Devnet: moves each OPT node's clock (the node makes the blocks that time would have made, each
 * bounded) and indexes what they settled; answers each chain's height and time. A node that does
 * not answer in time is a 504 with what to do, never a 500: the advance may still complete on
 * the node, and the follower indexes it on its next passes.
 */
export async function advanceDevnet(deps: Deps, seconds: number) {
  // The contract caps one advance (DEV_ADVANCE_MAX_SECONDS, 60 days).
  const advanced: { chainId: string; height: number; time: string }[] = [];
  for (const node of optNodesOf(deps)) {
    try {
      const { height, time } = await node.advance(seconds);
      advanced.push({ chainId: node.config.chainId, height: Number(height), time });
      await catchUp(deps, node);
      // Rewards grew with the clock: a claim previewed right after sees them.
      await refreshEveryReward(deps.db, node);
    } catch (error) {
      if (isUnreachable(error)) throw chainTimedOut(node.config.chainId);
      throw error;
    }
  }
  return advanced;
}

/** A devnet node too slow to answer: the request's work may still be under way there. */
function chainTimedOut(chainId: string): HttpError {
  return new HttpError(
    504,
    `The devnet chain ${chainId} did not answer in time. It may still be making the blocks: check its height in a moment and try again if nothing moved.`,
  );
}
