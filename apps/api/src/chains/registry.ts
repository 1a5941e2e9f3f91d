import type { Deps } from '../deps';
import type { EvmChain } from './evm/evm-chain';
import { servedChains } from './catalogue';
import { evmChainGateway } from './evm/gateway';
import type { ChainGateway } from './gateway';
import { optGateway } from './opt/gateway';

/** Each served chain id's gateway; the EVM's are made once per opened network. */
const withEvm = new WeakMap<EvmChain, ReadonlyMap<string, ChainGateway>>();
let withoutEvm: ReadonlyMap<string, ChainGateway> | undefined;

function registryOf(deps: Pick<Deps, 'evm'>): ReadonlyMap<string, ChainGateway> {
  const evm = deps.evm;
  const cached = evm ? withEvm.get(evm) : withoutEvm;
  if (cached) return cached;
  const evmGateway = evm && evmChainGateway(evm);
  const registry = new Map<string, ChainGateway>();
  for (const chain of servedChains(deps)) {
    if (chain.kind === 'native') registry.set(chain.chainId, optGateway);
    else if (evmGateway) registry.set(chain.chainId, evmGateway);
  }
  if (evm) withEvm.set(evm, registry);
  else withoutEvm = registry;
  return registry;
}

/** The gateway of a chain this server serves (the EVM network only with a node), by chain id. */
export function gatewayFor(deps: Pick<Deps, 'evm'>, chainId: string): ChainGateway | undefined {
  return registryOf(deps).get(chainId);
}
