/**
 * What a transfer does (product §3 transferType), as the wire contract (@optwallet/contract) takes
 * it: the claim of staking rewards (the "distribution" screen) is 'claim-rewards'.
 */
export const TRANSFER_TYPES = [
  'send',
  'delegate',
  'undelegate',
  'move-delegation',
  'cancel-undelegate',
  'claim-rewards',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * The transfer being edited (product §3). Amounts are decimal strings as typed.
 * `toAddress` is where the transfer goes: the receiver for a send, the validator for staking types;
 * for move-delegation it is the CURRENT validator and `receiverAddress` the receiving validator.
 */
export interface TransferDraft {
  readonly inputAmount: string;
  readonly chainId: string;
  readonly symbol: string;
  readonly toAddress: string;
  readonly receiverAddress: string;
  /** null until the screen picks one, and again after a reset. */
  readonly transferType: TransferType | null;
  readonly memo: string;
  readonly description: string;
  readonly walletPasscode: string;
  /** cancel-undelegate: block height of the unstake to cancel, as a decimal string. */
  readonly creationHeight: string;
}

export const EMPTY_TRANSFER_DRAFT: TransferDraft = {
  inputAmount: '',
  chainId: '',
  symbol: '',
  toAddress: '',
  receiverAddress: '',
  transferType: null,
  memo: '',
  description: '',
  walletPasscode: '',
  creationHeight: '',
};
