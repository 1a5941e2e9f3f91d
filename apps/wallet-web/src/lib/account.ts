import { isApiError } from '@optwallet/api-client';
import { queryClient } from '@optwallet/auth-web';
import type { User, Wallet } from '@optwallet/contract';
import type { LoadStatus } from '@optwallet/domain';
import { queryOptions, useQuery, type FetchStatus } from '@tanstack/react-query';
import { api } from './api';

/*
 * The signed-in user and their wallets (product §2 guards, §3 state): server data, so React Query's
 * alone. The account guard starts both queries; screens read them with the hooks below and show
 * their own skeleton while they load. Nothing is copied into zustand.
 */

export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => api.users.user({ signal }),
  staleTime: Infinity,
});

export const walletsQuery = queryOptions({
  queryKey: ['wallets'],
  queryFn: ({ signal }) => api.wallets.list({ signal }),
  staleTime: Infinity,
  // A failed load is the answer "no wallet" (product §4), not a load to start again whenever one
  // more screen reads it: that would take the wallet check back to "not done" (the loader).
  retryOnMount: false,
});

/** The signed-in user, once loaded. */
export function useUser(): User | undefined {
  return useQuery(userQuery).data;
}

/**
 * The request never reached the server: the browser is offline (React Query holds it, `paused`)
 * or the connection failed. That says nothing about the session or the wallets: a load that
 * failed so is not known yet, never "signed out" or "no wallet".
 */
export function unreachable(query: { fetchStatus: FetchStatus; error: unknown }): boolean {
  if (query.fetchStatus === 'paused') return true;
  return (
    isApiError(query.error) && (query.error.kind === 'network' || query.error.kind === 'timeout')
  );
}

export interface WalletsState {
  wallets: Wallet[];
  /**
   * Product §4: a failed load counts as "no wallet" (status failed, empty list); one that could not
   * reach the server stays pending (`unreachable`).
   */
  status: LoadStatus;
  unreachable: boolean;
}

export function useWallets(): WalletsState {
  const query = useQuery(walletsQuery);
  const offline = unreachable(query);
  const status: LoadStatus =
    query.status === 'success'
      ? 'succeeded'
      : query.status === 'error' && !offline
        ? 'failed'
        : 'pending';
  return { wallets: query.data ?? [], status, unreachable: offline };
}

const accountQueries = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] === userQuery.queryKey[0] || query.queryKey[0] === walletsQuery.queryKey[0],
};

/**
 * Asks again for the user and the wallets, now (the connection came back, or "Try again"). A
 * load still waiting out its retry delay would only be told to go on after it: it is cancelled
 * first, so the request goes out at once.
 */
export async function reloadAccount(): Promise<void> {
  await queryClient.cancelQueries(accountQueries);
  await queryClient.refetchQueries(accountQueries);
}

/** The wallet used everywhere: the user's first (product §1); null while loading or without one. */
export function useFirstWallet(): Wallet | null {
  return useQuery(walletsQuery).data?.[0] ?? null;
}

/** After onboarding, a phone check or a profile edit: the server's new user. */
export function setUser(user: User): void {
  queryClient.setQueryData(userQuery.queryKey, user);
}

/**
 * After the user changed what others see of them (name, photo): every other query that shows
 * this person reloads; the user itself is already the server's answer.
 */
export function reloadAllButUser(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== userQuery.queryKey[0],
  });
}

/** After a wallet was created, or a sync answered: the server's wallets. */
export function setWallets(wallets: Wallet[]): void {
  queryClient.setQueryData(walletsQuery.queryKey, wallets);
}
