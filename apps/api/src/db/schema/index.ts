export { contactSearch, userRoles, users } from './users';
export { avatars } from './avatars';
export {
  linkTokens,
  passkeys,
  oneTimeCodes,
  rateLimits,
  refreshTokens,
  sessions,
  trustedDevices,
  webauthnChallenges,
} from './auth';
export { blocks, follows, notifications, outbox, userCounts } from './social';
export {
  oauthClients,
  oauthCodes,
  oauthGrants,
  oauthRefreshTokens,
  oauthSigningKeys,
} from './oauth';
export { appMarkers } from './app-markers';
export { jobLeases } from './jobs';
export { transactionNotes, wallets } from './wallets';
export {
  ledgerBalances,
  ledgerDelegations,
  ledgerPayoutGroups,
  ledgerTxCounts,
  ledgerTxDays,
  ledgerRedelegations,
  ledgerTransactions,
  ledgerUnbondings,
  ledgerValidators,
} from './ledger';
export {
  evmApprovals,
  evmBalances,
  evmEvents,
  evmIndexBlocks,
  evmIndexState,
  evmSignedSends,
} from './evm';
export {
  cosmosAutoCompound,
  cosmosEvents,
  cosmosFeeAllowances,
  cosmosIndexState,
  cosmosRecurringSends,
  cosmosSignedTxs,
} from './cosmos';
export { userEvents } from './events';
export { paymentRequests } from './requests';
