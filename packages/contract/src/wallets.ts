import { TRANSACTION_TYPES, WALLET_KEY_MIN_LENGTH, translate } from '@optwallet/domain';
import * as z from 'zod';
import { decimalStringSchema, idSchema, isoDateTimeSchema, messageResponseSchema } from './common';
import { defineEndpoints } from './define-endpoints';

/** GET /wallets/mnemonic: a fresh BIP39 phrase (24 words), not stored until POST /wallets. */
export const mnemonicResponseSchema = z.object({
  mnemonic: z.string().min(1).describe('Words separated by single spaces.'),
});

/**
 * A new wallet key: the length rule with the catalogue's text here; the server checks the special
 * character and that it differs from the account password with domain's validators.
 */
const newWalletKey = z
  .string()
  .min(WALLET_KEY_MIN_LENGTH, {
    error: translate('validation.wallet_key_min', { count: WALLET_KEY_MIN_LENGTH }),
  })
  .describe('At least 8 characters, one special character of spec §5, not the account password.');

/**
 * POST /wallets: stores the phrase encrypted under the passcode (422 errors.walletPasscode for the
 * §5 rules, errors.mnemonic 'Invalid seed phrase.'). 409 when the user already has a wallet.
 */
export const createWalletRequestSchema = z.object({
  walletPasscode: newWalletKey,
  mnemonic: z.string().min(1, { error: translate('validation.seed_invalid') }),
});
export type CreateWalletRequest = z.infer<typeof createWalletRequestSchema>;

/**
 * POST /wallets/checkKey: whether a new wallet key may be used, before the wallet exists (the
 * wallet-key step of wallet setup, ahead of the phrase): the §5 rules and not the account
 * password, compared with its hash and never stored. 200 when it may; 422 errors.walletPasscode
 * with the reason. Counted like password attempts (429 with Retry-After past the budget).
 */
export const checkWalletKeyRequestSchema = z.object({ walletPasscode: z.string() });
export type CheckWalletKeyRequest = z.infer<typeof checkWalletKeyRequestSchema>;

export const walletAddressSchema = z.object({
  chainId: z.string().describe('e.g. "optchain-1" (native, bech32 "opt…") or "1" (EVM, "0x…").'),
  address: z.string(),
});
/** Product §3 Wallet: id, plus its addresses. */
export const walletSchema = z.object({
  id: idSchema,
  addresses: z.array(walletAddressSchema),
  created_at: isoDateTimeSchema,
  synced_at: isoDateTimeSchema
    .nullable()
    .optional()
    .describe(
      'When the owner last synced the wallet with the chain (POST /wallets/{id}/sync); null if never.',
    ),
});
export type Wallet = z.infer<typeof walletSchema>;
/** GET /wallets: the caller's wallets, oldest first (the first is the one used). */
export const walletsResponseSchema = z.array(walletSchema);

/** One asset of GET /wallets/{id}/tokens. */
export const walletTokenSchema = z.object({
  chainId: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0),
  balance: decimalStringSchema.describe('Spendable balance in display units.'),
  balanceUsd: decimalStringSchema,
  priceUsd: decimalStringSchema,
  address: z.string().describe('The wallet’s address on this chain.'),
  contractAddress: z
    .string()
    .optional()
    .describe('The token’s contract on an EVM network (an ERC-20); absent for a native coin.'),
  evmChainId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      'The EVM network’s EIP-155 chain id (31337 on the devnet’s anvil), for wallet links (EIP-681); absent off an EVM network. `chainId` names the network in the product ("1") whatever node serves it.',
    ),
});
export type WalletToken = z.infer<typeof walletTokenSchema>;
/**
 * The parts of a wallet's total balance in USD, each at the current price of its token. Only the
 * native chain's token (OPT) is staked, so the parts beyond `spendable` are its stake.
 */
export const balanceBreakdownSchema = z.object({
  spendable: decimalStringSchema.describe('What the tokens hold: the sum of their balanceUsd.'),
  staked: decimalStringSchema.describe('Delegated to validators.'),
  moving: decimalStringSchema.describe(
    'Stake in its move grace period: it left one validator and has not reached the next.',
  ),
  unbonding: decimalStringSchema.describe('Unstaked, waiting for its unbonding period to end.'),
  rewards: decimalStringSchema.describe('Staking rewards accrued and not yet paid out.'),
});
export type BalanceBreakdown = z.infer<typeof balanceBreakdownSchema>;

export const walletTokensResponseSchema = z.object({
  totalBalanceUsd: decimalStringSchema.describe(
    'Everything the wallet owns in USD, the figure the apps show as "Total balance": spendable + staked + moving + unbonding + rewards (breakdownUsd). A delegation moves value between the parts; the total stays.',
  ),
  breakdownUsd: balanceBreakdownSchema,
  tokens: z.array(walletTokenSchema),
});
export type WalletTokensResponse = z.infer<typeof walletTokensResponseSchema>;

const keyType = z
  .enum(['passcode', 'mnemonic'])
  .describe('Whether `data` is the wallet passcode or the recovery phrase.');
/**
 * POST /wallets/{id}/verifyKey: answers valid true/false. Wrong passcodes count toward the lockout
 * (the 5th in a row locks the wallet for 15 minutes: 429 with Retry-After); a right one resets it.
 */
export const verifyKeyRequestSchema = z.object({ data: z.string().min(1), type: keyType });
export type VerifyKeyRequest = z.infer<typeof verifyKeyRequestSchema>;
export const verifyKeyResponseSchema = z.object({ valid: z.boolean() });

/**
 * POST /wallets/{id}/resetPasscode. Decision: proves the old passcode or the phrase in `data`
 * (as `type` says) and re-encrypts under newWalletPasscode. A wrong proof is 422 with errors.data.
 */
export const resetPasscodeRequestSchema = z.object({
  type: keyType,
  data: z.string().min(1),
  newWalletPasscode: newWalletKey,
});
export type ResetPasscodeRequest = z.infer<typeof resetPasscodeRequestSchema>;

/**
 * GET /get-token-history/{chainId}/{symbol}/{hours}: USD price points, oldest first. `hours` is a
 * path segment, so always present (OpenAPI requires path parameters); the client defaults it to 24.
 */
export const tokenHistoryParamsSchema = z.object({
  chainId: z.string().min(1),
  symbol: z.string().min(1),
  hours: z.coerce.number().int().min(1).max(8760),
});
export const tokenHistoryResponseSchema = z.object({
  chainId: z.string(),
  symbol: z.string(),
  hours: z.number().int(),
  points: z.array(z.object({ time: isoDateTimeSchema, priceUsd: decimalStringSchema })),
});
export type TokenHistoryResponse = z.infer<typeof tokenHistoryResponseSchema>;

/** Transaction types (product §3). */
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** Statuses (product §3); a raw 'fail' is tolerated on input and read as 'failed'. */
export const transactionStatusSchema = z
  .enum(['pending', 'success', 'failed', 'cancelled', 'fail'])
  .transform((s) => (s === 'fail' ? 'failed' : s))
  .describe(
    "pending | success | failed | cancelled (servers send 'failed'; a legacy 'fail' is read as 'failed').",
  );
export type TransactionStatus = 'pending' | 'success' | 'failed' | 'cancelled';

/** A transaction as lists show it (product §3 display fields). */
export const transactionSchema = z.object({
  id: idSchema,
  hash: z.string(),
  type: transactionTypeSchema,
  date: isoDateTimeSchema.describe('When it was submitted (same instant as created_at).'),
  created_at: isoDateTimeSchema,
  amount: decimalStringSchema,
  symbol: z.string(),
  chainId: z.string(),
  status: transactionStatusSchema,
  walletAddress: z.string().describe('Counterparty address (to for send, from for receive).'),
  counterpartyUsername: z
    .string()
    .nullable()
    .describe(
      'send, receive: the username of the product user behind walletAddress, when there is one.',
    ),
  fromValidator: z.string().nullable().describe('moveDelegation: the validator the stake leaves.'),
  toValidator: z.string().nullable().describe('moveDelegation: the validator the stake goes to.'),
  validator: z
    .string()
    .nullable()
    .describe('delegate, undelegate, cancelUndelegate, distribution.'),
  network: z.string().describe('Display name of the chain, e.g. "OptChain".'),
  completedOn: isoDateTimeSchema
    .nullable()
    .describe('When it became final (for undelegate: when unbonding ends).'),
  gasFee: decimalStringSchema.nullable(),
  memo: z.string().nullable(),
  description: z.string().nullable(),
  blockExplorerLink: z.string().nullable(),
  rewardGroup: z
    .object({
      payouts: z.number().int().min(1),
      firstDate: isoDateTimeSchema,
      lastDate: isoDateTimeSchema,
    })
    .optional()
    .describe(
      'Only with rewards=grouped, on a row that stands for the automatic reward payouts of one validator on one UTC day: how many, the first and the last. amount is their sum; hash, date and the explorer link are the last payout’s.',
    ),
});
export type Transaction = z.output<typeof transactionSchema>;

/**
 * How a list shows automatic reward payouts (distribution transactions the chain made, not a
 * claim the user asked for): each as its own row (product §7's list), grouped per validator and UTC
 * day into one row, or hidden.
 */
export const rewardsModeSchema = z.enum(['each', 'grouped', 'hidden']);
export type RewardsMode = z.infer<typeof rewardsModeSchema>;

/**
 * A page's cursor as the wire carries it: opaque to callers (base64url), at most 200 characters.
 * The server reads what is inside; one it did not write for this list is a 422 like other input.
 */
const TRANSACTIONS_CURSOR_MAX_LENGTH = 200;
const transactionsCursorSchema = z
  .string()
  .max(TRANSACTIONS_CURSOR_MAX_LENGTH, {
    error: 'Cursor must be the nextCursor of the previous page.',
  })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Cursor must be the nextCursor of the previous page.' });

/**
 * GET /wallets/{id}/transactions?limit=&page=&type= (type omitted means all). Beyond §7: chainId
 * and symbol narrow the list to one token (its own history on the token page); rewards groups or
 * hides automatic reward payouts (default each: every payout its own row); cursor (with page,
 * the page it leads to) reads the next page after the previous one's last row (keyset).
 */
export const walletTransactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe('The page number (1 = newest); with cursor, the page the cursor leads to.'),
  cursor: transactionsCursorSchema
    .optional()
    .describe(
      "Optional, opaque: the nextCursor of the previous page of this same list (same limit, type, chainId, symbol and rewards), sent with page = that page + 1. The page is then read after the previous page's last row instead of by skipping rows, as fast on page 1,000 as on page 2, and the same rows as the page by number. A cursor of another list, another page number or in any other shape is a 422.",
    ),
  type: transactionTypeSchema.optional(),
  chainId: z.string().min(1).optional(),
  symbol: z.string().min(1).optional(),
  rewards: rewardsModeSchema
    .default('each')
    .describe(
      'each: every automatic reward payout its own row; grouped: one row per validator and UTC day (rewardGroup); hidden: none (a claim the user made stays).',
    ),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;
export const walletTransactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  totalPages: z.number().int().min(0),
  pageNumber: z.number().int().min(1),
  limit: z.number().int().min(1),
  nextCursor: z
    .string()
    .nullable()
    .describe(
      'The cursor of the next page (send it as cursor with page = pageNumber + 1), null on the last page.',
    ),
});
export type WalletTransactionsResponse = z.output<typeof walletTransactionsResponseSchema>;

/** The columns of GET /wallets/{id}/transactions.csv, in order. */
export const TRANSACTIONS_CSV_COLUMNS = [
  'date',
  'type',
  'status',
  'network',
  'token',
  'amount',
  'fee',
  'fee_token',
  'usd_value',
  'counterparty',
  'memo',
  'hash',
] as const;

/**
 * GET /wallets/{id}/transactions.csv (beyond §7): every transaction of the wallet, newest first,
 * each automatic reward payout its own row, as RFC 4180 CSV (UTF-8, CRLF) with a header row.
 */
export const transactionsCsvSchema = z
  .string()
  .describe(
    `text/csv, columns ${TRANSACTIONS_CSV_COLUMNS.join(', ')}. date: ISO 8601 (UTC); type: a transaction type; amount and fee: decimal strings in display units (fee in fee_token, empty when the wallet paid none); usd_value: the amount's USD value at the price of the transaction's time, the price chart's series (empty for a testnet token, which has no market); counterparty: the other address (the validator for staking and rewards).`,
  );

export const walletParamsSchema = z.object({ id: idSchema });
export const walletTokenParamsSchema = z.object({
  id: idSchema,
  chainId: z.string().min(1),
  symbol: z.string().min(1),
});

/** A chain's head (height and block time) right after a sync. */
export const chainHeadSchema = z.object({
  chainId: z.string(),
  height: z.number().int().min(0),
  time: isoDateTimeSchema,
});
export type ChainHead = z.infer<typeof chainHeadSchema>;

/**
 * POST /wallets/{id}/sync (beyond §7: "account sync with the product's chain"). Settles on every
 * chain whatever fell due (matured unbondings, finished stake moves, reward payouts), stores
 * synced_at and answers the heads, the settlements and fresh balances. 429 with Retry-After when
 * the caller syncs too often; someone else's wallet is 404.
 */
export const walletSyncResponseSchema = z.object({
  synced_at: isoDateTimeSchema,
  chains: z.array(chainHeadSchema).describe('Every chain, in config order, after the sync.'),
  settled: z
    .number()
    .int()
    .min(0)
    .describe(
      'Transactions of this wallet the chain settled since its previous sync (or since it was created): completed unbondings and stake moves, reward payouts. 0 when nothing fell due.',
    ),
  tokens: walletTokensResponseSchema.describe('The same body as GET /wallets/{id}/tokens.'),
});
export type WalletSyncResponse = z.infer<typeof walletSyncResponseSchema>;

/**
 * Wallets, their keys, tokens and history (rows of the endpoint table, assembled in endpoints.ts).
 */
export const walletEndpoints = defineEndpoints({
  mnemonic: {
    method: 'GET',
    path: '/wallets/mnemonic',
    auth: 'bearer',
    area: 'wallets',
    summary: 'A fresh recovery phrase',
    response: mnemonicResponseSchema,
  },
  checkWalletKey: {
    method: 'POST',
    path: '/wallets/checkKey',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Check a new wallet key before the wallet exists',
    body: checkWalletKeyRequestSchema,
    response: messageResponseSchema,
  },
  createWallet: {
    method: 'POST',
    path: '/wallets',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Create the wallet',
    body: createWalletRequestSchema,
    response: walletSchema,
  },
  wallets: {
    method: 'GET',
    path: '/wallets',
    auth: 'bearer',
    area: 'wallets',
    summary: 'The caller’s wallets',
    response: walletsResponseSchema,
  },
  walletTokens: {
    method: 'GET',
    path: '/wallets/{id}/tokens',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Balances of a wallet',
    params: walletParamsSchema,
    response: walletTokensResponseSchema,
  },
  syncWallet: {
    method: 'POST',
    path: '/wallets/{id}/sync',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Sync the wallet with the chains: settle what fell due, fresh balances (beyond §7)',
    params: walletParamsSchema,
    response: walletSyncResponseSchema,
  },
  verifyKey: {
    method: 'POST',
    path: '/wallets/{id}/verifyKey',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Check the passcode or phrase',
    params: walletParamsSchema,
    body: verifyKeyRequestSchema,
    response: verifyKeyResponseSchema,
  },
  resetPasscode: {
    method: 'POST',
    path: '/wallets/{id}/resetPasscode',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Change the wallet passcode',
    params: walletParamsSchema,
    body: resetPasscodeRequestSchema,
    response: messageResponseSchema,
  },
  tokenHistory: {
    method: 'GET',
    path: '/get-token-history/{chainId}/{symbol}/{hours}',
    auth: 'bearer',
    area: 'wallets',
    summary: 'USD price history of a token',
    params: tokenHistoryParamsSchema,
    response: tokenHistoryResponseSchema,
  },
  walletTransactions: {
    method: 'GET',
    path: '/wallets/{id}/transactions',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Transactions of a wallet, paged',
    params: walletParamsSchema,
    query: walletTransactionsQuerySchema,
    response: walletTransactionsResponseSchema,
  },
  walletTransactionsCsv: {
    method: 'GET',
    path: '/wallets/{id}/transactions.csv',
    auth: 'bearer',
    area: 'wallets',
    summary: 'The whole transaction history as a CSV file (beyond §7)',
    params: walletParamsSchema,
    format: 'csv',
    response: transactionsCsvSchema,
  },
});
