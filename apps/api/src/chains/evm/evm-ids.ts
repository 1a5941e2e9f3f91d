import { EVM_CHAIN_ID } from '@optwallet/domain';

/**
 * The product's id of its EVM network on the wire ('1', "Ethereum" in the apps), whatever the
 * node's EIP-155 chain id (EVM_CHAIN_ID: 31337 on the devnet's anvil). The apps name networks by
 * the product id, so it stays put when the server moves from devnet to Sepolia or mainnet.
 */
export const EVM_CHAIN = EVM_CHAIN_ID;
