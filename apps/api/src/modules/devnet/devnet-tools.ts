import { type TxRecord, isEvmAddress } from '@optwallet/ledger';
import { invalid } from '../../lib/errors';
import type { Deps } from '../../deps';
import { toChecksumAddress } from '../wallets';
import { servedGateways } from '../../chains/registry';
import type { ChainWallet } from '../money';
import { display, explorerLink } from '../../chains/presentation';

/**
 * Devnet tools over the chains' gateways (each family's devnet calls: the OptChain node's faucet
 * and clock, anvil's funded account), answered once the API's index holds what they did.
 */

/** The gateways of the served chains an address belongs to, with its stored form there. */
function chainsOf(deps: Deps, address: string) {
  return servedGateways(deps).flatMap((gateway) => {
    const stored = gateway.addressOf(address);
    return stored === undefined ? [] : [{ gateway, address: stored }];
  });
}

/** The faucet's drips to an address on each of its chains, at once (a node's within a block). */
async function drip(deps: Deps, address: string): Promise<TxRecord[]> {
  const drips = chainsOf(deps, address).map(
    ({ gateway, address: stored }) => gateway.faucet?.(deps, stored) ?? Promise.resolve([]),
  );
  return (await Promise.all(drips)).flat();
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
 * Devnet start: a seeded wallet whose address a chain has never seen (a chain started afresh)
 * gets that chain's faucet drip, so its balance and history are the chain's. Once funded the
 * account exists: a no-op on restart. Answers on how many chains it funded the wallet.
 */
export async function fundOnNodes(deps: Deps, wallet: ChainWallet): Promise<number> {
  let funded = 0;
  for (const { gateway, address } of chainsOf(deps, wallet.nativeAddress)) {
    if (await gateway.fundIfNew?.(deps, address)) funded += 1;
  }
  return funded;
}

/** Devnet: the faucet for any address of a devnet chain. */
export async function faucet(deps: Deps, input: string) {
  const trimmed = input.trim();
  const address = isEvmAddress(trimmed) ? toChecksumAddress(trimmed) : trimmed;
  if (!chainsOf(deps, address).some(({ gateway }) => gateway.faucet)) {
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
 * Devnet: moves each chain's clock that can be moved (the OptChain nodes make the blocks that
 * time would have made, each bounded) and indexes what they settled; answers each chain's height
 * and time. A node too slow to answer is a 504 with what to do (the gateway's), never a 500.
 */
export async function advanceDevnet(deps: Deps, seconds: number) {
  // The contract caps one advance (DEV_ADVANCE_MAX_SECONDS, 60 days).
  const advanced: { chainId: string; height: number; time: string }[] = [];
  for (const gateway of servedGateways(deps)) {
    if (!gateway.advance) continue;
    advanced.push({ chainId: gateway.chainId, ...(await gateway.advance(deps, seconds)) });
  }
  return advanced;
}
