import {
  TOKEN_HISTORY_DEFAULT_HOURS,
  TRANSACTIONS_FIRST_PAGE,
  TRANSACTIONS_PAGE_SIZE,
} from '@optwallet/domain';
import type { z } from 'zod';
import type { RequestOptions, Transport } from '../client-core';
import { IDEMPOTENCY_KEY_HEADER } from '@optwallet/contract/wire';
import type {
  autoCompoundOffRequestSchema,
  autoCompoundOnRequestSchema,
  cancelRecurringSendRequestSchema,
  createRecurringSendRequestSchema,
  createValidatorRequestSchema,
  transferPreviewRequestSchema,
  transferRequestSchema,
  checkWalletKeyRequestSchema,
  createWalletRequestSchema,
  resetPasscodeRequestSchema,
  revokeChainGrantRequestSchema,
  revokeTokenApprovalRequestSchema,
  RewardsMode,
  TransactionType,
  verifyKeyRequestSchema,
  WalletTransactionsQuery,
} from '@optwallet/contract';

export interface WalletTransactionsInput {
  limit?: number;
  page?: number;
  /** 'all' (or nothing) sends no type filter. */
  type?: TransactionType | 'all';
  /** One token's history: both or neither. */
  chainId?: string;
  symbol?: string;
  /** Automatic reward payouts: each its own row (the default), grouped per validator and day, or hidden. */
  rewards?: RewardsMode;
  /**
   * The previous page's nextCursor, with page = its pageNumber + 1 and the same limit and
   * filters: the page is read after that page's last row (fast at any depth).
   */
  cursor?: WalletTransactionsQuery['cursor'];
}

function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return present.length === 1 ? (present[0] as AbortSignal) : AbortSignal.any(present);
}

export function walletsEndpoints(t: Transport) {
  // GET /wallets/{id}/tokens/{chainId}/{symbol}: a new call aborts the previous one (product §7).
  let tokenDetailController: AbortController | null = null;

  return {
    /** GET /wallets/mnemonic: a fresh recovery phrase. */
    mnemonic(options: RequestOptions = {}) {
      return t.call('mnemonic', { signal: options.signal });
    },
    /**
     * POST /wallets/checkKey { walletPasscode }: whether a new wallet key may be used (the §5
     * rules, not the account password) before the wallet exists. Nothing is stored; a refusal is
     * an ApiError 422 naming walletPasscode.
     */
    checkKey(body: z.input<typeof checkWalletKeyRequestSchema>, options: RequestOptions = {}) {
      return t.call('checkWalletKey', { body, signal: options.signal });
    },
    /** POST /wallets { walletPasscode, mnemonic }. */
    create(body: z.input<typeof createWalletRequestSchema>, options: RequestOptions = {}) {
      return t.call('createWallet', { body, signal: options.signal });
    },
    /** GET /wallets. */
    list(options: RequestOptions = {}) {
      return t.call('wallets', { signal: options.signal });
    },
    /** GET /wallets/{id}/recipientCheck: who is behind an address before a send (beyond §7). */
    recipientCheck(
      walletId: string,
      query: { chainId: string; address: string },
      options: RequestOptions = {},
    ) {
      return t.call('recipientCheck', { params: { id: walletId }, query, signal: options.signal });
    },
    /** GET /wallets/{id}/tokens. */
    tokens(walletId: string, options: RequestOptions = {}) {
      return t.call('walletTokens', { params: { id: walletId }, signal: options.signal });
    },
    /** POST /wallets/{id}/sync: settles what fell due on every chain; fresh heads and balances. */
    sync(walletId: string, options: RequestOptions = {}) {
      return t.call('syncWallet', { params: { id: walletId }, signal: options.signal });
    },
    /** POST /wallets/{id}/verifyKey { data, type }. */
    verifyKey(
      walletId: string,
      body: z.input<typeof verifyKeyRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('verifyKey', { params: { id: walletId }, body, signal: options.signal });
    },
    /** POST /wallets/{id}/resetPasscode { type, data, newWalletPasscode }. */
    resetPasscode(
      walletId: string,
      body: z.input<typeof resetPasscodeRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('resetPasscode', { params: { id: walletId }, body, signal: options.signal });
    },
    /** GET /get-token-history/{chainId}/{symbol}/{hours}, hours default 24. */
    tokenHistory(
      chainId: string,
      symbol: string,
      hours: number = TOKEN_HISTORY_DEFAULT_HOURS,
      options: RequestOptions = {},
    ) {
      return t.call('tokenHistory', { params: { chainId, symbol, hours }, signal: options.signal });
    },
    /** POST /wallets/{id}/createValidator. */
    createValidator(
      walletId: string,
      body: z.input<typeof createValidatorRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('createValidator', { params: { id: walletId }, body, signal: options.signal });
    },
    /** GET /wallets/{id}/autoCompound/{chainId}: the auto-compound switch's state. */
    autoCompound(walletId: string, chainId: string, options: RequestOptions = {}) {
      return t.call('autoCompound', { params: { id: walletId, chainId }, signal: options.signal });
    },
    /** PUT /wallets/{id}/autoCompound/{chainId}: turn on with a cap (the wallet key signs). */
    autoCompoundOn(
      walletId: string,
      chainId: string,
      body: z.input<typeof autoCompoundOnRequestSchema>,
      options: RequestOptions = {},
    ) {
      const params = { id: walletId, chainId };
      return t.call('autoCompoundOn', { params, body, signal: options.signal });
    },
    /** DELETE /wallets/{id}/autoCompound/{chainId}: turn off (the wallet key signs the revoke). */
    autoCompoundOff(
      walletId: string,
      chainId: string,
      body: z.input<typeof autoCompoundOffRequestSchema>,
      options: RequestOptions = {},
    ) {
      const params = { id: walletId, chainId };
      return t.call('autoCompoundOff', { params, body, signal: options.signal });
    },
    /** GET /wallets/{id}/chainGrants: the authz grants the wallet gave, the fee allowances it holds. */
    chainGrants(walletId: string, options: RequestOptions = {}) {
      return t.call('chainGrants', { params: { id: walletId }, signal: options.signal });
    },
    /** DELETE /wallets/{id}/chainGrants: the wallet key signs a MsgRevoke of one grant. */
    revokeChainGrant(
      walletId: string,
      body: z.input<typeof revokeChainGrantRequestSchema>,
      options: RequestOptions = {},
    ) {
      const params = { id: walletId };
      return t.call('revokeChainGrant', { params, body, signal: options.signal });
    },
    /** GET /wallets/{id}/recurringSends: the wallet's recurring sends and their runs. */
    recurringSends(walletId: string, options: RequestOptions = {}) {
      return t.call('recurringSends', { params: { id: walletId }, signal: options.signal });
    },
    /** POST /wallets/{id}/recurringSends: repeat a send (the wallet key signs the grant). */
    createRecurringSend(
      walletId: string,
      body: z.input<typeof createRecurringSendRequestSchema>,
      options: RequestOptions = {},
    ) {
      const params = { id: walletId };
      return t.call('createRecurringSend', { params, body, signal: options.signal });
    },
    /** DELETE /wallets/{id}/recurringSends/{scheduleId}: stop one (the wallet key signs). */
    cancelRecurringSend(
      walletId: string,
      scheduleId: string,
      body: z.input<typeof cancelRecurringSendRequestSchema>,
      options: RequestOptions = {},
    ) {
      const params = { id: walletId, scheduleId };
      return t.call('cancelRecurringSend', { params, body, signal: options.signal });
    },
    /** GET /wallets/{id}/tokenApprovals: the ERC-20 allowances of the wallet's 0x address. */
    tokenApprovals(walletId: string, options: RequestOptions = {}) {
      return t.call('tokenApprovals', { params: { id: walletId }, signal: options.signal });
    },
    /** DELETE /wallets/{id}/tokenApprovals: the wallet key signs approve(spender, 0). */
    revokeTokenApproval(
      walletId: string,
      body: z.input<typeof revokeTokenApprovalRequestSchema>,
      options: RequestOptions = {},
    ) {
      const params = { id: walletId };
      return t.call('revokeTokenApproval', { params, body, signal: options.signal });
    },
    /**
     * POST /wallets/{id}/transferPreview. Build the body with @optwallet/domain's request builders
     * (memo only for a native send, `from` for move-delegation); empty optionals are dropped here too.
     */
    transferPreview(
      walletId: string,
      body: z.input<typeof transferPreviewRequestSchema>,
      options: RequestOptions = {},
    ) {
      return t.call('transferPreview', { params: { id: walletId }, body, signal: options.signal });
    },
    /** POST /wallets/{id}/transfer; `idempotencyKey` is sent as the Idempotency-Key header. */
    transfer(
      walletId: string,
      body: z.input<typeof transferRequestSchema>,
      options: RequestOptions & { idempotencyKey?: string } = {},
    ) {
      return t.call('transfer', {
        params: { id: walletId },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
        signal: options.signal,
      });
    },
    /** GET /get-validators-details. */
    validatorsDetails(options: RequestOptions = {}) {
      return t.call('validatorsDetails', { signal: options.signal });
    },
    /** GET /wallets/{id}/tokens/{chainId}/{symbol}; a new call cancels the one still running. */
    async tokenDetail(
      walletId: string,
      chainId: string,
      symbol: string,
      options: RequestOptions = {},
    ) {
      tokenDetailController?.abort();
      const controller = new AbortController();
      tokenDetailController = controller;
      try {
        return await t.call('tokenDetail', {
          params: { id: walletId, chainId, symbol },
          signal: anySignal([controller.signal, options.signal]),
        });
      } finally {
        if (tokenDetailController === controller) tokenDetailController = null;
      }
    },
    /** GET /wallets/{id}/transactions.csv: the whole history as CSV text (rewards one row each). */
    transactionsCsv(walletId: string, options: RequestOptions = {}) {
      return t.call('walletTransactionsCsv', {
        params: { id: walletId },
        signal: options.signal,
      });
    },
    /** GET /wallets/{id}/transactions?limit=10&page=1&type=&cursor=. */
    transactions(
      walletId: string,
      query: WalletTransactionsInput = {},
      options: RequestOptions = {},
    ) {
      return t.call('walletTransactions', {
        params: { id: walletId },
        query: {
          limit: query.limit ?? TRANSACTIONS_PAGE_SIZE,
          page: query.page ?? TRANSACTIONS_FIRST_PAGE,
          type: query.type === 'all' ? undefined : query.type,
          chainId: query.chainId,
          symbol: query.symbol,
          rewards: query.rewards,
          cursor: query.cursor,
        },
        signal: options.signal,
      });
    },
  };
}
