import { isApiError } from '@optwallet/api-client';
import type { RewardsMode } from '@optwallet/api-client';
import {
  TOKEN_HISTORY_DEFAULT_HOURS,
  TRANSACTIONS_FIRST_PAGE,
  TRANSACTIONS_PAGE_SIZE,
} from '@optwallet/domain';
import type { TransactionTypeFilter } from '@optwallet/domain';
import { toast } from '@optwallet/ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';

/*
 * The money calls of product §7 as React Query options, shared by the money features (dashboard,
 * assets, transfer, staking, validators, distribution). React Query owns this data; nothing is
 * copied into zustand.
 */

export const moneyKeys = {
  all: ['money'] as const,
  tokens: (walletId: string) => ['wallet-tokens', walletId] as const,
  tokenDetail: (walletId: string, chainId: string, symbol: string) =>
    ['token-detail', walletId, chainId, symbol] as const,
  transactions: (
    walletId: string,
    type: TransactionTypeFilter,
    page: number,
    limit: number,
    token?: TokenRef,
    rewards: RewardsMode = 'grouped',
    cursor = '',
  ) =>
    [
      'transactions',
      walletId,
      type,
      page,
      limit,
      token?.chainId ?? '',
      token?.symbol ?? '',
      rewards,
      cursor,
    ] as const,
  validators: ['validators'] as const,
  tokenHistory: (chainId: string, symbol: string, hours: number) =>
    ['token-history', chainId, symbol, hours] as const,
  recents: (walletId: string) => ['recents', walletId] as const,
  recurringSends: (walletId: string) => ['recurring-sends', walletId] as const,
};

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : 'An unknown error occurred';
}

/** Product §8: failed wallet-token, transfer and transaction-list calls show an error toast. */
async function withErrorToast<T>(call: () => Promise<T>, id: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A cancelled call (the token detail aborts its predecessor) is not a failure the user made.
    if (!(isApiError(error) && error.kind === 'cancelled')) toast.error(messageOf(error), { id });
    throw error;
  }
}

export const walletTokensQuery = (walletId: string) =>
  queryOptions({
    queryKey: moneyKeys.tokens(walletId),
    queryFn: ({ signal }) =>
      withErrorToast(() => api.wallets.tokens(walletId, { signal }), 'wallet-tokens'),
  });

export const tokenDetailQuery = (walletId: string, chainId: string, symbol: string) =>
  queryOptions({
    queryKey: moneyKeys.tokenDetail(walletId, chainId, symbol),
    queryFn: ({ signal }) =>
      withErrorToast(
        () => api.wallets.tokenDetail(walletId, chainId, symbol, { signal }),
        'token-detail',
      ),
  });

/** One token of one chain, to narrow a transaction list to its history. */
export interface TokenRef {
  chainId: string;
  symbol: string;
}

export const transactionsQuery = (
  walletId: string,
  type: TransactionTypeFilter = 'all',
  page: number = TRANSACTIONS_FIRST_PAGE,
  limit: number = TRANSACTIONS_PAGE_SIZE,
  token?: TokenRef,
  /** Automatic reward payouts: one row per validator and day unless asked otherwise. */
  rewards: RewardsMode = 'grouped',
  /** The previous page's nextCursor when this page is the one after it (read by keyset). */
  cursor?: string,
) =>
  queryOptions({
    queryKey: moneyKeys.transactions(walletId, type, page, limit, token, rewards, cursor),
    queryFn: ({ signal }) =>
      withErrorToast(
        () =>
          api.wallets.transactions(
            walletId,
            { page, limit, type: type === 'all' ? undefined : type, ...token, rewards, cursor },
            { signal },
          ),
        'transactions',
      ),
    placeholderData: keepPreviousData,
  });

export const validatorsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.validators,
    queryFn: ({ signal }) => api.wallets.validatorsDetails({ signal }),
  });

export const tokenHistoryQuery = (
  chainId: string,
  symbol: string,
  hours: number = TOKEN_HISTORY_DEFAULT_HOURS,
) =>
  queryOptions({
    queryKey: moneyKeys.tokenHistory(chainId, symbol, hours),
    queryFn: ({ signal }) => api.wallets.tokenHistory(chainId, symbol, hours, { signal }),
    staleTime: 60_000,
  });

export const recentsQuery = (walletId: string) =>
  queryOptions({
    queryKey: moneyKeys.recents(walletId),
    queryFn: ({ signal }) => api.social.recents(walletId, { signal }),
  });

/** The wallet's recurring sends (the Send screen's Repeat, the Permissions page's Chain grants). */
export const recurringSendsQuery = (walletId: string) =>
  queryOptions({
    queryKey: moneyKeys.recurringSends(walletId),
    queryFn: ({ signal }) => api.wallets.recurringSends(walletId, { signal }),
  });

/**
 * After a transfer, every balance, stake and history may have changed, and the fee estimates
 * too (a fee OptWallet paid used up the wallet's fee allowance).
 */
export function invalidateMoney(client: QueryClient): Promise<void> {
  return Promise.all(
    [
      'wallet-tokens',
      'fee-estimate',
      'token-detail',
      'transactions',
      'validators',
      'recents',
      'recipient-check',
      'recurring-sends',
      'chain-grants',
    ].map((key) => client.invalidateQueries({ queryKey: [key] })),
  ).then(() => undefined);
}
