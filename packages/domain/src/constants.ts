/**
 * Business constants of product §9 (and the few of §2–§6 that code needs), exported by name.
 * Durations are in milliseconds unless the name says otherwise.
 */

// Wire
export const APP_VERSION = '1.0.3';
export const APP_VERSION_HEADER = 'X-App-Version';
export const MAX_401_RETRIES = 3;

// Lists
export const TRANSACTIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_FIRST_PAGE = 1;
export const TOKEN_HISTORY_DEFAULT_HOURS = 24;
export const NETWORK_PAGE_SIZE = 30;
export const NETWORK_FIRST_PAGE = 1;

// Validation
export const PASSWORD_MIN_LENGTH = 8;
export const WALLET_KEY_MIN_LENGTH = 8;
export const MINIMUM_AGE_YEARS = 18;
export const PROFILE_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const NAME_MAX_LENGTH = 70;
export const VALIDATOR_MONIKER_MAX_LENGTH = 70;
export const BLOCKED_COUNTRIES = ['CU', 'KP', 'SY', 'RU'] as const;

// Contacts and invites
export const CONTACT_SEARCH_MIN_CHARS = 4;
export const CONTACT_SEARCH_DEBOUNCE_MS = 800;

// Sessions
export const REMEMBER_ME_DAYS = 30;
export const REMEMBER_TOKEN_COOKIE_PREFIX = 'remember_token';
export const SESSION_WARNING_SECONDS = 300;
export const SESSION_WARNING_MS = SESSION_WARNING_SECONDS * 1000;
/** The spec leaves the inactivity minutes open; 15 is our default, a setting everywhere. */
export const DEFAULT_INACTIVITY_MINUTES = 15;
export const MINUTE_MS = 60_000;
const MAX_TOKEN_AGE_HOURS = 24;
export const MAX_TOKEN_AGE_MS = MAX_TOKEN_AGE_HOURS * 60 * 60 * 1000;

// Toasts (react-hot-toast defaults, as the spec states them)
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_BLANK_MS = 4000;
export const TOAST_LOADING_MS = Number.POSITIVE_INFINITY;
export const TOAST_LIMIT = 20;
export const SHELL_TOAST_MS = 4000;

// Staking
export const MOVE_STAKE_GRACE_DAYS = 21;
export const DEFAULT_UNBONDING_DAYS = 21;

// Layout
export const SESSION_DIALOG_MAX_WIDTH_PX = 450;

// Avatars
export const AVATAR_FAILURE_CACHE_HOURS = 168;
export const AVATAR_FAILURE_CACHE_ENTRIES = 20;
export const AVATAR_PALETTE_SIZE = 6;

// Dates (date-fns patterns)
export const DATE_FORMAT_DATETIME = 'MMM dd, yyyy - hh:mm a';
export const DATE_FORMAT_OLDER = 'MMMM d, yyyy';

// Roles
export const STAFF_ROLES = [
  'Admin',
  'Compliance Officer',
  'Customer Support',
  'Operations Staff',
] as const;

// Chains and tokens
export const NATIVE_CHAIN_ID = 'optchain-1';
export const NATIVE_TESTNET_CHAIN_ID = 'optchain-testnet-1';
export const EVM_CHAIN_ID = '1';
export const NATIVE_SYMBOL = 'OPT';
export const NATIVE_BASE_DENOM = 'uopt';
export const NATIVE_ADDRESS_PREFIX = 'opt';
export const TOKEN_DECIMALS = { OPT: 6, ETH: 18, USDT: 6, USDC: 6, WBTC: 8 } as const;
export type TokenSymbol = keyof typeof TOKEN_DECIMALS;

// Session storage keys (browser localStorage; the names are ours, fixed once). Product §3's root
// key of a persisted friends slice, and §9's 5000 ms persistence timeout, have no constant: no
// slice is persisted, since no screen reads one (README, decisions).
export const STORAGE_KEYS = {
  accessToken: 'optwallet.access_token',
  refreshToken: 'optwallet.refresh_token',
  expiresAt: 'optwallet.expires_at',
  lastActivityTime: 'lastActivityTime',
  /** Trusted-device tokens (remember_token) per identifier; kept by the inactivity logout. */
  rememberTokens: 'optwallet.remember_tokens',
} as const;

// The platform type sent as platform_type (the server derives the session type from it)
export const PLATFORM_TYPE_PAYMENTS = 'payments';
