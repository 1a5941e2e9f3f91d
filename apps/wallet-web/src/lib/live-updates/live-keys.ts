import type { LiveDataEvent } from '@optwallet/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { moneyKeys } from '../money/queries';

/** The notification list and bell (features/notifications keeps its query under this key). */
export const notificationsKey = ['notifications'] as const;
/** Payment requests (their feature keeps its queries under this key). */
const paymentRequestsKey = ['payment-requests'] as const;

/**
 * The queries one live event makes stale, as key prefixes: only the wallet and chain it names
 * (its balances, its history on that chain's token screens, its recent contacts), the bell,
 * or the requests; never "everything".
 */
export function staleKeys(event: LiveDataEvent): QueryKey[] {
  switch (event.kind) {
    case 'balance':
      return [moneyKeys.tokens(event.walletId), ['token-detail', event.walletId, event.chainId]];
    case 'history':
      return [
        ['transactions', event.walletId],
        ['token-detail', event.walletId, event.chainId],
        moneyKeys.recents(event.walletId),
      ];
    case 'stake':
      return [['token-detail', event.walletId, event.chainId], moneyKeys.validators];
    case 'notification':
      return [notificationsKey];
    case 'request':
      return [paymentRequestsKey, notificationsKey];
  }
}

/**
 * Every query the stream keeps fresh, as key prefixes (each key `staleKeys` names starts with
 * one): what a connection that may have missed events refetches. Not the user or the wallets
 * list, which no event names (and which the first screen of a visit is still loading).
 */
export const liveKeys: readonly QueryKey[] = [
  ['wallet-tokens'],
  ['token-detail'],
  ['transactions'],
  ['recents'],
  moneyKeys.validators,
  notificationsKey,
  paymentRequestsKey,
];

/** The keys of a burst of events, each once (a transfer is a balance, a history and a bell). */
export function uniqueKeys(keys: readonly QueryKey[]): QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const key of keys) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}
