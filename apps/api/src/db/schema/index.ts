export { userRoles, users } from './users';
export { avatars } from './avatars';
export {
  linkTokens,
  oneTimeCodes,
  rateLimits,
  refreshTokens,
  sessions,
  trustedDevices,
} from './auth';
export { blocks, follows, notifications, outbox, userCounts } from './social';
export { appMarkers, oauthClients, oauthCodes, oauthGrants } from './oauth';
export { transactionNotes, wallets } from './wallets';
export {
  ledgerBalances,
  ledgerDelegations,
  ledgerEntries,
  ledgerHeads,
  ledgerPostings,
  ledgerRedelegations,
  ledgerTransactions,
  ledgerUnbondings,
  ledgerValidators,
} from './ledger';
export { evmEvents, evmIndexBlocks, evmIndexState, evmSignedSends } from './evm';
export { cosmosEvents, cosmosIndexState, cosmosSignedTxs } from './cosmos';
