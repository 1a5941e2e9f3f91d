import { parseAmount } from '../amount/decimal';

/**
 * The chain-standard payment URI of an EVM network (EIP-681), which MetaMask, Rainbow, Trust
 * Wallet and others read from a QR code: ETH as `ethereum:{to}@{chainId}?value={wei}`, an ERC-20
 * as `ethereum:{contract}@{chainId}/transfer?address={to}&uint256={base units}`. Amounts are
 * integers in base units (never the `2.5e18` notation the EIP also allows, which some wallets
 * misread). `chainId` is the network's EIP-155 id (31337 on the devnet's anvil), not the
 * product's chain id.
 */
export interface Eip681Request {
  readonly evmChainId: number;
  /** The receiver's 0x address. */
  readonly to: string;
  /** The ERC-20's contract; absent for the network's own coin (ETH). */
  readonly contractAddress?: string | undefined;
  /** A decimal in display units, or '' to let the payer type it. */
  readonly amount: string;
  readonly decimals: number;
}

export function eip681Uri(request: Eip681Request): string {
  const { evmChainId, to, contractAddress, amount, decimals } = request;
  const baseUnits = amount === '' ? null : parseAmount(amount, decimals).toString();
  if (!contractAddress) {
    return `ethereum:${to}@${evmChainId}${baseUnits === null ? '' : `?value=${baseUnits}`}`;
  }
  const query = new URLSearchParams({ address: to });
  if (baseUnits !== null) query.set('uint256', baseUnits);
  return `ethereum:${contractAddress}@${evmChainId}/transfer?${query.toString()}`;
}
