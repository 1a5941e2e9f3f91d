import type { Deps } from '../deps';
import type { EvmChain } from './evm/evm-chain';
import { servedChains } from './catalogue';
import { cosmosGateway } from './cosmos/gateway';
import type { CosmosNode } from './cosmos/node-client';
import { evmChainGateway } from './evm/gateway';
import type { ChainGateway } from './gateway';
import { optGateway } from './opt/gateway';

/** Each served chain id's gateway; made once per opened EVM network and OPT node. */
const NONE = {};
const cache = new WeakMap<object, WeakMap<object, ReadonlyMap<string, ChainGateway>>>();

function build(evm: EvmChain | undefined, optNode: CosmosNode | undefined) {
  const evmGateway = evm && evmChainGateway(evm);
  const nodeGateway = optNode && cosmosGateway(optNode);
  const registry = new Map<string, ChainGateway>();
  for (const chain of servedChains({ evm })) {
    if (chain.kind === 'native') {
      // OPT_CHAIN_ID on its Cosmos node; another native chain id stays embedded.
      const onNode = nodeGateway && optNode.config.chainId === chain.chainId;
      registry.set(chain.chainId, onNode ? nodeGateway : optGateway);
    } else if (evmGateway) registry.set(chain.chainId, evmGateway);
  }
  return registry;
}

function registryOf(deps: Pick<Deps, 'evm' | 'optNode'>): ReadonlyMap<string, ChainGateway> {
  const byEvm = cache.get(deps.evm ?? NONE) ?? new WeakMap();
  cache.set(deps.evm ?? NONE, byEvm);
  const cached = byEvm.get(deps.optNode ?? NONE);
  if (cached) return cached;
  const registry = build(deps.evm, deps.optNode);
  byEvm.set(deps.optNode ?? NONE, registry);
  return registry;
}

/** The gateway of a chain this server serves (the EVM network only with a node), by chain id. */
export function gatewayFor(
  deps: Pick<Deps, 'evm' | 'optNode'>,
  chainId: string,
): ChainGateway | undefined {
  return registryOf(deps).get(chainId);
}
