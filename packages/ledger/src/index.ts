export {
  devnetAddress,
  isAddressFor,
  isEvmAddress,
  isNativeAddress,
  isOperatorAddress,
  systemAccounts,
  toOperatorAddress,
  VALOPER_PREFIX,
} from './addresses';
export type { SystemAccountName, SystemAccounts } from './addresses';
export {
  chainSpec,
  createLedgerConfig,
  DEFAULT_LEDGER_CONFIG,
  findAsset,
  hasMarketValue,
} from './config';
export type { Asset, ChainKind, ChainSpec, LedgerConfig, NativeFeeKind } from './config';
export { DevnetChain, viewOf } from './devnet-chain';
export { planFaucet } from './bank/faucet';
export { planSendTransfer } from './bank/send';
export { deductFee } from './bank/fee';
export { claimRewards } from './staking/claim-rewards';
export {
  grantAllowance,
  pruneExpiredAllowances,
  revokeAllowance,
  useGrantedFees,
} from './grants/fee-allowance';
export { pruneExpiredGrants, revokeGrant, saveGrant, useGrant } from './grants/authorization';
export type {
  Authorization,
  AuthorizedAction,
  AuthzGrant,
  BasicAllowance,
  FeeAllowance,
  FeeAllowanceGrant,
  PeriodicAllowance,
  StakeAuthorizationType,
} from './grants/types';
export type { ClaimRewardsOp } from './staking/claim-rewards';
export type { SendPlan } from './bank/send';
export {
  accrualHeight,
  at,
  chainEnv,
  chainTime,
  draftRecord,
  heightAt,
  insufficientFunds,
  openChain,
  stampRecord,
} from './context';
export type { ChainContext, ChainEnv } from './context';
export { planOp } from './engine';
export { txHash } from './hash';
export {
  accrueRewards,
  delegatorReward,
  payOutRewards,
  payOutRewardsRecorded,
  pendingRewards,
} from './staking/rewards';
export type { AccrualFields, Payout } from './staking/rewards';
export { settleDue } from './staking/settle';
export type { SettledEvent, Settlement } from './staking/settle';
export { settleBlock } from './staking/settle-block';
export type { BlockSettlement, SettleBlockOptions, SettleBudget } from './staking/settle-block';
export { DEFAULT_SEED_VALIDATORS, seedValidators } from './seed';
export type { SeedValidator } from './seed';
export type { DevnetChainOptions } from './devnet-chain';
export { isLedgerError, LedgerError } from './errors';
export type { LedgerErrorCode } from './errors';
export type {
  ChainGateway,
  ChainStatus,
  StakingSummary,
  TokenBalance,
  TxPage,
  TxQuery,
  ValidatorSet,
} from './gateway';
export { checkLedgerStateConformance } from './conformance';
export { checkInvariants, totalSupply } from './invariants';
export { InMemoryLedgerState } from './memory-state';
export type { Savepoint } from './memory-state';
export type {
  CancelUndelegateOp,
  ChainOp,
  CreateValidatorOp,
  DelegateOp,
  MoveDelegationOp,
  OpPreview,
  Plan,
  SendOp,
} from './ops';
export { assertBalanced, balancesFromEntries, isBalanced, netByDenom } from './postings';
export {
  PRICE_STEP_MS,
  currentPrice,
  currentPriceTime,
  marketPrice,
  marketValue,
  priceAt,
  priceHistory,
  usdValue,
  usdValueAt,
} from './prices';
export type { PricePoint } from './prices';
export type { LedgerState, TransferCommit } from './state';
export { TX_TYPES } from './types';
export type {
  BalanceRow,
  ChainHead,
  ChainId,
  Delegation,
  JournalEntry,
  Posting,
  RedelegationEntry,
  StoredTxType,
  TxRecord,
  TxStatus,
  TxType,
  TxView,
  UnbondingEntry,
  Validator,
  ValidatorStatus,
} from './types';
