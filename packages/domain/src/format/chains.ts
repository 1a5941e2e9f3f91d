import { EVM_CHAIN_ID, NATIVE_CHAIN_ID, NATIVE_TESTNET_CHAIN_ID } from '../constants';

/** Display names of the product's chains, by chain id: the wire's `network` and the apps' labels. */
const CHAIN_NAMES: Readonly<Record<string, string>> = {
  [NATIVE_CHAIN_ID]: 'OptChain',
  [NATIVE_TESTNET_CHAIN_ID]: 'OptChain Testnet',
  [EVM_CHAIN_ID]: 'Ethereum',
};

/** Display name of a chain id ("optchain-1" -> "OptChain"); an unknown id shows as itself. */
export function chainName(chainId: string): string {
  return Object.hasOwn(CHAIN_NAMES, chainId) ? (CHAIN_NAMES[chainId] ?? chainId) : chainId;
}
