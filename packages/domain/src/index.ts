export { abbreviateAddress } from './format/address';
export {
  APP_VERSION,
  APP_VERSION_HEADER,
  MAX_401_RETRIES,
  TRANSACTIONS_PAGE_SIZE,
  TRANSACTIONS_FIRST_PAGE,
  TOKEN_HISTORY_DEFAULT_HOURS,
  NETWORK_PAGE_SIZE,
  NETWORK_FIRST_PAGE,
  UNNAMED_CONSTANT_30,
  PASSWORD_MIN_LENGTH,
  WALLET_KEY_MIN_LENGTH,
  MINIMUM_AGE_YEARS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  NAME_MAX_LENGTH,
  VALIDATOR_MONIKER_MAX_LENGTH,
  BLOCKED_COUNTRIES,
  CONTACT_SEARCH_MIN_CHARS,
  CONTACT_SEARCH_DEBOUNCE_MS,
  REMEMBER_ME_DAYS,
  TRUSTED_DEVICE_DAYS,
  REMEMBER_TOKEN_COOKIE_PREFIX,
  SESSION_WARNING_SECONDS,
  SESSION_WARNING_MS,
  DEFAULT_INACTIVITY_MINUTES,
  MINUTE_MS,
  MAX_TOKEN_AGE_HOURS,
  MAX_TOKEN_AGE_MS,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  TOAST_BLANK_MS,
  TOAST_LOADING_MS,
  TOAST_LIMIT,
  SHELL_TOAST_MS,
  MOVE_STAKE_GRACE_DAYS,
  DEFAULT_UNBONDING_DAYS,
  MODAL_CLOSE_MS,
  LAYOUT_MAX_WIDTH_PX,
  SIDEBAR_BREAKPOINT_PX,
  SESSION_DIALOG_MAX_WIDTH_PX,
  AVATAR_FAILURE_CACHE_HOURS,
  AVATAR_FAILURE_CACHE_ENTRIES,
  AVATAR_PALETTE_SIZE,
  ADDRESS_HEAD_CHARS,
  ADDRESS_TAIL_CHARS,
  DATE_FORMAT_DATETIME,
  DATE_FORMAT_OLDER,
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
export { CATALOGUE_EN, interpolate, isMessageKey, translate } from './catalogue/catalogue';
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
  AmountFormatError,
  MAX_AMOUNT_BASE_UNITS,
  MAX_TOKEN_DECIMALS,
  compareAmounts,
  compareDecimalAmounts,
  formatAmount,
  isAmountInRange,
  normaliseAmount,
  parseAmount,
  tokenDecimals,
  tryParseAmount,
} from './amount/decimal';
export type { AmountParseFailure, AmountParseResult } from './amount/decimal';

// Validation
export { fieldError, firstError } from './validation/field-error';
export type { FieldError } from './validation/field-error';
export {
  PASSWORD_SPECIAL_CHARACTERS,
  hasSpecialCharacter,
  validatePassword,
  validatePasswordConfirmation,
  validateWalletKey,
  validateWalletKeyConfirmation,
} from './validation/password';
export {
  identifierType,
  isE164Phone,
  isEmail,
  validateEmail,
  validateEmailOrPhone,
  validatePhone,
} from './validation/contact-info';
export type { IdentifierType } from './validation/contact-info';
export { validateMoniker, validateName } from './validation/names';
export type { NameField } from './validation/names';
export { REQUIRED_MESSAGES, isBlank, validateRequired } from './validation/required';
export type { RequiredField } from './validation/required';
export { validateAmount } from './validation/amount';
export { validateLength } from './validation/length';
export type { LengthRules } from './validation/length';
export type { AmountRules } from './validation/amount';
export { ageInYears, validateAge } from './validation/age';
export { validateProfilePhoto } from './validation/photo';
export type { ImageFileInfo } from './validation/photo';
export {
  SEED_PHRASE_LENGTHS,
  isBip39Word,
  parseSeedPhrase,
  validateSeedPhrase,
} from './validation/seed-phrase';
export { isBlockedCountry, validateCountry } from './validation/country';
export {
  amountSchema,
  birthDateSchema,
  consentSchema,
  countryCodeSchema,
  emailOrPhoneSchema,
  emailSchema,
  monikerSchema,
  nameSchema,
  onboardingFormSchema,
  passwordFormSchema,
  passwordSchema,
  phoneSchema,
  profilePhotoSchema,
  requiredSchema,
  walletKeyFormSchema,
} from './validation/schemas';
export { seedPhraseSchema } from './validation/seed-phrase-schema';

// Transfer (spec §3, §4, §5, §7)
export { EMPTY_TRANSFER_DRAFT, TRANSFER_TYPES, isTransferType } from './transfer/draft';
export type { TransferDraft, TransferType } from './transfer/draft';
export {
  INITIAL_TRANSFER_STATE,
  TRANSFER_RETRYABLE_STATUSES,
  transferReducer,
} from './transfer/machine';
export type {
  TransferEvent,
  TransferFailure,
  TransferPreview,
  TransferResult,
  TransferState,
  TransferStatus,
} from './transfer/machine';
export {
  TRANSACTION_TYPES,
  buildTransactionListQuery,
  isNativeChain,
  transferMemo,
} from './transfer/requests';
export type {
  TransactionListQuery,
  TransactionType,
  TransactionTypeFilter,
} from './transfer/requests';
export { validateTransferDraft, validateTransferPreview } from './transfer/validate';
export type { TransferDraftErrors, TransferPreviewErrors } from './transfer/validate';

// Session (spec §4)
export { decodeTokenPayload, isTokenTooOld } from './session/token';
export { tokenPayloadSchema } from './session/token-schema';
export type { TokenPayload } from './session/token';
export { formatCountdown, sessionExpiryMessage } from './session/countdown';
export { asksForRecaptchaV2, RECAPTCHA_V2_REQUIRED } from './session/recaptcha';
export { clearStorageExcept } from './session/clear-storage';
export type { ClearableStorage } from './session/clear-storage';
export {
  DEFAULT_SESSION_SETTINGS,
  inactivityLimitMs,
  sessionCountdownMs,
  sessionDeadline,
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

// Loads (spec §4)
export { LOAD_STATUSES, isSettled } from './load-status';
export type { LoadStatus } from './load-status';

// Notifications (spec §4)
export {
  hasMoreNotifications,
  initialNotificationsState,
  markAllNotificationsRead,
  markNotificationRead,
  mergeNotificationPage,
  nextNotificationPage,
  notificationsReducer,
  unreadNotificationCount,
} from './notifications/list';
export type {
  NotificationLike,
  NotificationPage,
  NotificationsEvent,
  NotificationsState,
} from './notifications/list';
export {
  NOTIFICATION_GROUP_ORDER,
  formatNotificationDate,
  groupNotifications,
  notificationGroupLabel,
  notificationGroupOf,
  parseServerDate,
  relativeTimeToday,
} from './notifications/grouping';
export type {
  Clock,
  DatedNotification,
  NotificationGroup,
  NotificationGroupKey,
} from './notifications/grouping';

// Contacts (spec §5)
export {
  inviteEntry,
  isSearchableQuery,
  isTypingPauseOver,
  searchIconMessage,
  shouldSearch,
  toSearchResults,
} from './contacts/search';
export type { ContactResult, ContactSearchResponse } from './contacts/search';

// Guards and routes (spec §2, §4)
export { normalisePath } from './guards/decision';
export type { GuardDecision } from './guards/decision';
export {
  WALLET_EXEMPT_PATHS,
  WALLET_GATED_PATHS,
  defiWalletCheck,
  isOnboarded,
  isWalletExemptPath,
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
  MAGIC_LOGIN_PATH,
  magicLoginUrl,
  logoutDestination,
  oauthDecision,
  readOAuthParams,
  referralCodeFromPath,
  returnPathAfterSignIn,
  routeSetFor,
  signupPathFromLogin,
  signupPathWithReferral,
  unknownPathRedirect,
} from './guards/session-routes';
export type {
  OAuthConsentState,
  OAuthDecision,
  OAuthParams,
  RouteSet,
} from './guards/session-routes';
export { appPathOrNull, magicLoginDestination, readMagicLoginLanding } from './guards/magic-login';
export type { MagicLoginLanding } from './guards/magic-login';

// Formatting and helpers (spec §3, §6, §9)
export {
  avatarInitials,
  avatarPaletteIndex,
  displayName,
  formatMoniker,
  inviteLink,
} from './format/people';
export type { NamedPerson } from './format/people';
export { CHAIN_NAMES, chainName } from './format/chains';
export { TOKEN_MONOGRAM_MAX, tokenCaption, tokenMonogram } from './format/tokens';
export { LOOKALIKE_EDGE_CHARS, findLookalike, looksAlike } from './format/lookalike';
export {
  TRANSACTION_STATUSES,
  toTransactionStatus,
  transactionStatusLabel,
  transactionTypeLabel,
} from './format/transactions';
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
export { canSeeAdmin, isStaff } from './roles/roles';
export { detectPlatform } from './platform/platform';
export type { Platform } from './platform/platform';
export { searchRank } from './search/rank';
export { countryKeywords } from './search/country-aliases';
export { countryName } from './format/country';
