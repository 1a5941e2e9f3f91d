import type { Deps } from '../deps';
import type { EvmChain } from './evm/evm-chain';
import { CATALOGUE } from './catalogue';
import { cosmosGateway } from './cosmos/gateway';
import type { CosmosNode } from './cosmos/node-client';
import { evmChainGateway } from './evm/gateway';
import type { ChainGateway } from './gateway';

type NodeDeps = Pick<Deps, 'evm' | 'optNode' | 'optTestnetNode'>;

/** The Cosmos nodes this server serves native chains from (OPT_RPC_URL, OPT_TESTNET_RPC_URL). */
export function optNodesOf(deps: Pick<Deps, 'optNode' | 'optTestnetNode'>): CosmosNode[] {
  return [deps.optNode, deps.optTestnetNode].filter((node) => node !== undefined);
}

/** The node serving a native chain id, if one does (else this server does not serve it). */
export function optNodeFor(
  deps: Pick<Deps, 'optNode' | 'optTestnetNode'>,
  chainId: string,
): CosmosNode | undefined {
  return optNodesOf(deps).find((node) => node.config.chainId === chainId);
}

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
  const registry = build(deps.evm, optNodesOf(deps));
  byNode.set(deps.optTestnetNode ?? NONE, registry);
  return registry;
}

/** The gateway of a chain this server serves (each only with its node), by chain id. */
export function gatewayFor(deps: NodeDeps, chainId: string): ChainGateway | undefined {
  return registryOf(deps).get(chainId);
}
