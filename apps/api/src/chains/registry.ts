import type { Deps } from '../deps';
import type { EvmChain } from './evm/evm-chain';
import { CATALOGUE } from './catalogue';
import { cosmosGateway } from './cosmos/gateway';
import type { CosmosNode } from './cosmos/node-client';
import { evmChainGateway } from './evm/gateway';
import type { ChainGateway, ChainHead, ChainJob } from './gateway';

type NodeDeps = Pick<Deps, 'evm' | 'optNode' | 'optTestnetNode'>;

/** Each served chain id's gateway; made once per opened EVM network and OPT nodes. */
const NONE = {};
const cache = new WeakMap<object, WeakMap<object, WeakMap<object, Map<string, ChainGateway>>>>();

function build(evm: EvmChain | undefined, nodes: CosmosNode[]) {
  const evmGateway = evm && evmChainGateway(evm);
  const registry = new Map<string, ChainGateway>();
  for (const chain of CATALOGUE.chains) {
    if (chain.kind === 'native') {
      const node = nodes.find((n) => n.config.chainId === chain.chainId);
      if (node) registry.set(chain.chainId, cosmosGateway(node));
    } else if (evmGateway) registry.set(chain.chainId, evmGateway);
  }
  return registry;
}

function registryOf(deps: NodeDeps): ReadonlyMap<string, ChainGateway> {
  const byEvm = cache.get(deps.evm ?? NONE) ?? new WeakMap();
  cache.set(deps.evm ?? NONE, byEvm);
  const byNode = byEvm.get(deps.optNode ?? NONE) ?? new WeakMap();
  byEvm.set(deps.optNode ?? NONE, byNode);
  const cached = byNode.get(deps.optTestnetNode ?? NONE);
  if (cached) return cached;
  const nodes = [deps.optNode, deps.optTestnetNode].filter((node) => node !== undefined);
  const registry = build(deps.evm, nodes);
  byNode.set(deps.optTestnetNode ?? NONE, registry);
  return registry;
}

/** The gateway of a chain this server serves (each only with its node), by chain id. */
export function gatewayFor(deps: NodeDeps, chainId: string): ChainGateway | undefined {
  return registryOf(deps).get(chainId);
}

/** Every chain's gateway this server serves, once each, in catalogue order. */
export function servedGateways(deps: NodeDeps): ChainGateway[] {
  return [...new Set(registryOf(deps).values())];
}

/** At start, before serving: each chain finishes what a crash left half done. */
export async function recoverChains(deps: Deps): Promise<void> {
  for (const gateway of servedGateways(deps)) {
    await gateway
      .recover(deps)
      .catch((error: unknown) =>
        deps.logger.warn(
          { err: error, chainId: gateway.chainId },
          'chain recovery at start failed',
        ),
      );
  }
}

/** The chains' timed work (followers, indexers), for the job list. */
export function chainJobs(deps: Deps): ChainJob[] {
  return servedGateways(deps).flatMap((gateway) => gateway.jobs(deps));
}

/** Where the index of each served chain stands (a chain not indexed yet has no head). */
export async function indexedHeads(deps: Deps, db: Deps['db']): Promise<ChainHead[]> {
  const heads = await Promise.all(servedGateways(deps).map((g) => g.indexedHead(db)));
  return heads.filter((head) => head !== undefined);
}

/** A wallet was created: each chain of its addresses learns what it must of them. */
export async function walletAdded(
  deps: Deps,
  wallet: { nativeAddress: string; evmAddress: string },
): Promise<void> {
  for (const gateway of servedGateways(deps)) {
    const address = gateway.addressOf(wallet.nativeAddress) ?? gateway.addressOf(wallet.evmAddress);
    if (address && gateway.walletAdded) await gateway.walletAdded(deps, address);
  }
}
