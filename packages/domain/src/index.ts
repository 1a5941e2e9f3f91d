export { abbreviateAddress } from './format/address';
export { deviceOf } from './format/device';
export type { Device } from './format/device';
export {
  APP_VERSION,
  APP_VERSION_HEADER,
  MAX_401_RETRIES,
  TRANSACTIONS_PAGE_SIZE,
  TRANSACTIONS_FIRST_PAGE,
  TOKEN_HISTORY_DEFAULT_HOURS,
  NETWORK_PAGE_SIZE,
  NETWORK_FIRST_PAGE,
  PASSWORD_MIN_LENGTH,
  WALLET_KEY_MIN_LENGTH,
  MINIMUM_AGE_YEARS,
  PROFILE_PHOTO_MAX_BYTES,
  NAME_MAX_LENGTH,
  VALIDATOR_MONIKER_MAX_LENGTH,
  BLOCKED_COUNTRIES,
  CONTACT_SEARCH_MIN_CHARS,
  CONTACT_SEARCH_DEBOUNCE_MS,
  REMEMBER_ME_DAYS,
  REMEMBER_TOKEN_COOKIE_PREFIX,
  SESSION_WARNING_SECONDS,
  DEFAULT_INACTIVITY_MINUTES,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  TOAST_BLANK_MS,
  TOAST_LOADING_MS,
  TOAST_LIMIT,
  SHELL_TOAST_MS,
  MOVE_STAKE_GRACE_DAYS,
  DEFAULT_UNBONDING_DAYS,
  SESSION_DIALOG_MAX_WIDTH_PX,
  AVATAR_FAILURE_CACHE_ENTRIES,
  STAFF_ROLES,
  NATIVE_CHAIN_ID,
  NATIVE_TESTNET_CHAIN_ID,
  EVM_CHAIN_ID,
  NATIVE_SYMBOL,
  NATIVE_BASE_DENOM,
  NATIVE_ADDRESS_PREFIX,
  TOKEN_DECIMALS,
  STORAGE_KEYS,
  PLATFORM_TYPE_PAYMENTS,
} from './constants';
export type { TokenSymbol } from './constants';

// Text catalogue
export { CATALOGUE_EN, interpolate, translate } from './catalogue/catalogue';
export { failureDisplay, failureFieldMessage } from './errors/failure-display';
export type { FailureDisplay } from './errors/failure-display';
export type {
  Catalogue,
  MessageArgs,
  MessageKey,
  MessageParams,
  PlaceholdersOf,
} from './catalogue/catalogue';

// Money
export {
  MAX_AMOUNT_BASE_UNITS,
  compareDecimalAmounts,
  formatAmount,
  parseAmount,
  tokenDecimals,
  tryParseAmount,
} from './amount/decimal';
export type { AmountParseFailure, AmountParseResult } from './amount/decimal';
export { readTypedAmount, typedAmountOrText } from './amount/typed-amount';
export type { TypedAmountFault, TypedAmountReading } from './amount/typed-amount';
export { paymentLinkUrl, readPaymentLink } from './payment-link/payment-link';
export type { PaymentLink, PaymentLinkReading } from './payment-link/payment-link';
export { eip681Uri } from './payment-link/eip681';

// Validation
export type { FieldError } from './validation/field-error';
export {
  validatePassword,
  validatePasswordConfirmation,
  validateWalletKey,
} from './validation/password';
export {
  identifierType,
  isEmail,
  validateEmail,
  validateEmailOrPhone,
} from './validation/contact-info';
export type { IdentifierType } from './validation/contact-info';
export { validateMoniker, validateName } from './validation/names';
export type { NameField } from './validation/names';
export { validateRequired } from './validation/required';
export type { RequiredField } from './validation/required';
export {
  PAYMENT_REQUEST_MAX_UNITS,
  amountParseError,
  typingAmountError,
  validateAmount,
  validateRequestAmount,
  validateWireAmount,
} from './validation/amount';
export { validateLength } from './validation/length';
export type { LengthRules } from './validation/length';
export type { AmountRules } from './validation/amount';
export { validateProfilePhoto } from './validation/photo';
export type { ImageFileInfo } from './validation/photo';
export { parseSeedPhrase, validateSeedPhrase } from './validation/seed-phrase';
export { isBlockedCountry, validateCountry } from './validation/country';
export {
  consentSchema,
  emailOrPhoneSchema,
  onboardingFormSchema,
  passwordFormSchema,
  passwordSchema,
  phoneSchema,
  walletKeyFormSchema,
} from './validation/schemas';

// Transfer (product §3, §4, §5, §7)
export { EMPTY_TRANSFER_DRAFT, TRANSFER_TYPES } from './transfer/draft';
export type { TransferDraft, TransferType } from './transfer/draft';
export { INITIAL_TRANSFER_STATE, transferReducer } from './transfer/machine';
export type {
  BalanceAfter,
  TransferEvent,
  TransferFailure,
  TransferPreview,
  TransferResult,
  TransferState,
  TransferStatus,
} from './transfer/machine';
export { TRANSACTION_TYPES, isNativeChain, transferMemo } from './transfer/requests';
export type { TransactionType, TransactionTypeFilter } from './transfer/requests';
export { validateTransferDraft, validateTransferPreview } from './transfer/validate';
export type { TransferDraftErrors, TransferPreviewErrors } from './transfer/validate';

// Session (product §4)
export { decodeTokenPayload, isTokenTooOld } from './session/token';
export type { TokenPayload } from './session/token';
export { formatCountdown } from './session/countdown';
export { asksForRecaptchaV2, RECAPTCHA_V2_REQUIRED } from './session/recaptcha';
export { clearStorageExcept } from './session/clear-storage';
export type { ClearableStorage } from './session/clear-storage';
export {
  DEFAULT_SESSION_SETTINGS,
  sessionCountdownMs,
  sessionReducer,
  startSession,
} from './session/machine';
export type {
  LogoutReason,
  SessionEvent,
  SessionLoad,
  SessionSettings,
  SessionState,
  SessionStatus,
} from './session/machine';

// Loads (product §4)
export type { LoadStatus } from './load-status';

// Notifications (product §4)
export {
  markAllNotificationsRead,
  markNotificationRead,
  mergeNotificationPage,
  unreadNotificationCount,
} from './notifications/list';
export type { NotificationLike, NotificationPage } from './notifications/list';
export { groupNotifications } from './notifications/grouping';
export type {
  Clock,
  DatedNotification,
  NotificationGroup,
  NotificationGroupKey,
} from './notifications/grouping';

// Contacts (product §5)
export {
  isSearchableQuery,
  searchIconMessage,
  shouldSearch,
  toSearchResults,
} from './contacts/search';
export type { ContactResult, ContactSearchResponse } from './contacts/search';

// Guards and routes (product §2, §4)
export type { GuardDecision } from './guards/decision';
export {
  defiWalletCheck,
  loginGuard,
  shouldLoadWalletData,
  walletGate,
  walletGatedTarget,
  walletGuard,
} from './guards/route-guards';
export type {
  GuardUser,
  LoginGuardInput,
  OnboardingState,
  WalletGate,
  WalletGuardInput,
} from './guards/route-guards';
export {
  isLoggedIn,
  loginPathFor,
  magicLoginUrl,
  logoutDestination,
  oauthDecision,
  readOAuthParams,
  referralCodeFromPath,
  returnPathAfterSignIn,
  returnablePath,
  signupPathFromLogin,
} from './guards/session-routes';
export type { OAuthConsentState, OAuthDecision, OAuthParams } from './guards/session-routes';
export { appPathOrNull, readMagicLoginLanding } from './guards/magic-login';
export type { MagicLoginLanding } from './guards/magic-login';

// Formatting and helpers (product §3, §6, §9)
export {
  avatarInitials,
  avatarPaletteIndex,
  displayName,
  formatMoniker,
  inviteLink,
} from './format/people';
export type { NamedPerson } from './format/people';
export { chainName } from './format/chains';
export { tokenCaption, tokenMonogram } from './format/tokens';
export { findLookalike } from './format/lookalike';
export { toTransactionStatus, transactionTypeLabel } from './format/transactions';
export type { TransactionStatus } from './format/transactions';
export {
  displayAmount,
  displayFraction,
  displayPercent,
  displayTokenAmount,
  displayUsd,
} from './format/money';
export {
  displayDateTime,
  displayDuration,
  displayLongDate,
  displayShortDate,
  displayTimeLeft,
} from './format/dates';
export {
  isAvatarKnownBroken,
  pruneAvatarFailures,
  rememberAvatarFailure,
} from './format/avatar-failures';
export type { AvatarFailure } from './format/avatar-failures';
export { canSeeAdmin } from './roles/roles';
export { detectPlatform } from './platform/platform';
export type { Platform } from './platform/platform';
export { searchRank } from './search/rank';
export { countryKeywords } from './search/country-aliases';
export { countryName } from './format/country';
export { MAX_RECURRING_RUNS, recurringRunsError, runDueAt, runsUntil } from './recurring/schedule';
export type { RepeatEvery } from './recurring/schedule';
