export { createApiClient } from './client';
export { endSession } from './end-session';
export { subscribeLiveEvents } from './live-events';
export type {
  LiveDataEvent,
  LiveEventsHandlers,
  LiveEventsOptions,
  LiveEventsSource,
  LiveState,
} from './live-events';
export type { ApiClient } from './client';
export type { ApiClientOptions, PlatformType, RequestOptions } from './client-core';
export {
  ApiError,
  CANCELLED_STATUS,
  ERROR_MESSAGES,
  NETWORK_ERROR_STATUS,
  isApiError,
  normaliseErrorBody,
} from './errors';
export type { ApiErrorKind, ApiErrorRecord, LogoutReason } from './errors';
export {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  createStorageSessionStore,
} from './session-store';
export type { SessionStore, StorageLike } from './session-store';
export type {
  LoginInput,
  RegisterInput,
  MagicLoginInput,
  ResendMagicLinkInput,
  AuthCodeLoginInput,
} from './endpoints/auth';
export type { OnboardUserInput } from './endpoints/users';
export type { OAuthAuthorizeInput, OAuthTokenInput } from './endpoints/oauth';
export type { WalletTransactionsInput } from './endpoints/wallets';
// The wire contract's endpoint table and path builder, re-exported from @optwallet/contract (where
// they live, with every schema) so imports from this package keep working.
export { endpoints, buildPath } from '@optwallet/contract';
export type { EndpointName, EndpointResponse, EndpointDefinition } from '@optwallet/contract';
export type {
  TokenResponse,
  LoginResponse,
  TwoFactorChallenge,
  User,
  AdminSessionCode,
  Country,
  Profile,
  NetworkTab,
  NetworkUser,
  ContactResult,
  ContactSearchResponse,
  PaymentBetween,
  PaymentsBetweenPage,
  PaymentRequest,
  PaymentRequestParty,
  PaymentRequestRecord,
  PaymentRequestState,
  PaymentRequestsPage,
  PaymentRequestsQuery,
  PayPaymentRequestResponse,
  UserTokensResponse,
  Notification,
  NotificationsPage,
  Wallet,
  WalletToken,
  BalanceBreakdown,
  WalletTokensResponse,
  WalletSyncResponse,
  Transaction,
  TransactionType,
  TransactionStatus,
  RewardsMode,
  WalletTransactionsResponse,
  TokenDetail,
  Validator,
  ValidatorsDetails,
  TransferType,
  TransferPreviewRequest,
  TransferPreviewResponse,
  TransferRequest,
  TransferResponse,
  CreateValidatorResponse,
  OAuthAuthorizeInfo,
  OAuthTokenResponse,
  OAuthGrant,
  OAuthGrantsResponse,
  ErrorResponse,
  Paginated,
} from '@optwallet/contract';
