import { NETWORK_FIRST_PAGE, NETWORK_PAGE_SIZE } from '@optwallet/domain';
import { IDEMPOTENCY_KEY_HEADER } from '@optwallet/contract/wire';
import type { RequestOptions, Transport } from '../client-core';
import type { NetworkTab, PaymentRequest, PaymentRequestsQuery } from '@optwallet/contract';

export function socialEndpoints(t: Transport) {
  return {
    /** GET /user/{tab}?per_page=30&page=1: following, followers or referrals; abortable through `signal`. */
    network(
      tab: NetworkTab,
      query: { per_page?: number; page?: number } = {},
      options: RequestOptions = {},
    ) {
      return t.call('network', {
        params: { tab },
        query: {
          per_page: query.per_page ?? NETWORK_PAGE_SIZE,
          page: query.page ?? NETWORK_FIRST_PAGE,
        },
        signal: options.signal,
      });
    },
    /** POST /user/follow/{id}. */
    follow(id: string, options: RequestOptions = {}) {
      return t.call('follow', { params: { id }, signal: options.signal });
    },
    /** DELETE /user/follow/{id}. */
    unfollow(id: string, options: RequestOptions = {}) {
      return t.call('unfollow', { params: { id }, signal: options.signal });
    },
    /** POST /user/profile/block/{id}. */
    block(id: string, options: RequestOptions = {}) {
      return t.call('block', { params: { id }, signal: options.signal });
    },
    /** DELETE /user/profile/block/{id}. */
    unblock(id: string, options: RequestOptions = {}) {
      return t.call('unblock', { params: { id }, signal: options.signal });
    },
    /** GET /contacts/search/{query}: a list of contacts, or a string when nothing matched. */
    searchContacts(query: string, options: RequestOptions = {}) {
      return t.call('searchContacts', { params: { query }, signal: options.signal });
    },
    /** POST /user/email-invite. */
    emailInvite(email: string, options: RequestOptions = {}) {
      return t.call('emailInvite', { body: { email }, signal: options.signal });
    },
    /** GET /contacts/get-recents/{id} (a wallet id). */
    recents(walletId: string, options: RequestOptions = {}) {
      return t.call('recents', { params: { id: walletId }, signal: options.signal });
    },
    /** GET /get-tokens-by-ulid/{id}: a user's receiving addresses. */
    tokensByUlid(userId: string, options: RequestOptions = {}) {
      return t.call('tokensByUlid', { params: { id: userId }, signal: options.signal });
    },
    /** GET /payments/with/{id}?page=: the payments between the caller and that user ("You and Ana"). */
    paymentsBetween(userId: string, page = 1, options: RequestOptions = {}) {
      return t.call('paymentsBetween', {
        params: { id: userId },
        query: { page },
        signal: options.signal,
      });
    },
    /**
     * POST /payment-requests/{id}: asks that user for a payment; answers the open request (they
     * get a notification and can pay or decline it).
     */
    requestPayment(userId: string, request: PaymentRequest, options: RequestOptions = {}) {
      return t.call('requestPayment', {
        params: { id: userId },
        body: request,
        signal: options.signal,
      });
    },
    /** GET /payment-requests?direction=&state=&with=&page=: the caller's requests, newest first. */
    paymentRequests(query: PaymentRequestsQuery = {}, options: RequestOptions = {}) {
      return t.call('paymentRequests', {
        query: {
          direction: query.direction ?? 'all',
          page: query.page ?? 1,
          ...(query.state ? { state: query.state } : {}),
          ...(query.with ? { with: query.with } : {}),
        },
        signal: options.signal,
      });
    },
    /**
     * POST /payment-requests/{id}/pay: sends the request's amount to its requester from the
     * caller's wallet; one transfer however often it is called. `idempotencyKey` (the
     * Idempotency-Key header) names this submission: its retries answer its payment, anyone
     * else's call to the paid request is 409 "This request was already paid.".
     */
    payPaymentRequest(
      requestId: string,
      walletPasscode: string,
      options: RequestOptions & { idempotencyKey?: string } = {},
    ) {
      return t.call('payPaymentRequest', {
        params: { id: requestId },
        body: { walletPasscode },
        headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
        signal: options.signal,
      });
    },
    /** POST /payment-requests/{id}/decline: the payer says no. */
    declinePaymentRequest(requestId: string, options: RequestOptions = {}) {
      return t.call('declinePaymentRequest', { params: { id: requestId }, signal: options.signal });
    },
    /** POST /payment-requests/{id}/cancel: the requester takes it back while it is open. */
    cancelPaymentRequest(requestId: string, options: RequestOptions = {}) {
      return t.call('cancelPaymentRequest', { params: { id: requestId }, signal: options.signal });
    },
  };
}
