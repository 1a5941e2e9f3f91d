import * as z from 'zod';
import {
  decimalStringSchema,
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  pageQueryField,
  paginatedSchema,
} from './common';
import { transferResponseSchema } from './transfers';
import { paymentRequestSchema } from './social';
import { defineEndpoints } from './define-endpoints';

/**
 * Payment requests (issue 32). A request is an entity: the requester asks the payer for an
 * amount of one token; the payer pays it (a send locked to its amount and receiver) or declines
 * it; the requester may cancel it while it is open; an open request expires 30 days after it was
 * made. Amounts travel as decimal strings in display units, as every amount of the contract.
 */
export const PAYMENT_REQUEST_STATES = ['open', 'paid', 'declined', 'cancelled', 'expired'] as const;
export const paymentRequestStateSchema = z.enum(PAYMENT_REQUEST_STATES);
export type PaymentRequestState = z.infer<typeof paymentRequestStateSchema>;

const requestPartySchema = z.object({
  id: idSchema,
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type PaymentRequestParty = z.infer<typeof requestPartySchema>;

export const paymentRequestRecordSchema = z.object({
  id: idSchema,
  direction: z
    .enum(['incoming', 'outgoing'])
    .describe('Seen from the caller: incoming when the caller is asked to pay.'),
  requester: requestPartySchema,
  payer: requestPartySchema,
  chainId: z.string(),
  symbol: z.string(),
  amount: decimalStringSchema,
  memo: z.string().describe('Empty when the requester wrote none.'),
  state: paymentRequestStateSchema,
  to: z.string().describe('The requester’s receiving address on the chain: where Pay sends.'),
  transaction_hash: z.string().nullable().describe('The payment, once paid.'),
  created_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema.describe('30 days after it was made; open until then.'),
  closed_at: isoDateTimeSchema.nullable().describe('When it was paid, declined or cancelled.'),
});
export type PaymentRequestRecord = z.infer<typeof paymentRequestRecordSchema>;

/**
 * GET /payment-requests?direction=&state=&with=&page=: the caller's requests, newest first, 20 a
 * page. `with` keeps those between the caller and that user ("You and Ana").
 */
export const paymentRequestsQuerySchema = z.object({
  direction: z.enum(['incoming', 'outgoing', 'all']).default('all'),
  state: paymentRequestStateSchema.optional(),
  with: idSchema.optional().describe('Only the requests between the caller and this user.'),
  page: pageQueryField,
});
export type PaymentRequestsQuery = z.input<typeof paymentRequestsQuerySchema>;
export const paymentRequestsPageSchema = paginatedSchema(paymentRequestRecordSchema);
export type PaymentRequestsPage = z.infer<typeof paymentRequestsPageSchema>;

/** POST /payment-requests/{id}: answers the new request as well as the message older clients read. */
export const createPaymentRequestResponseSchema = z.object({
  message: z.string(),
  request: paymentRequestRecordSchema,
});
export type CreatePaymentRequestResponse = z.infer<typeof createPaymentRequestResponseSchema>;

/** POST /payment-requests/{id}/decline and /cancel answer the request in its new state. */
export const paymentRequestResponseSchema = z.object({ request: paymentRequestRecordSchema });
export type PaymentRequestResponse = z.infer<typeof paymentRequestResponseSchema>;

/**
 * POST /payment-requests/{id}/pay: the payer's send of exactly the request's amount to the
 * requester, from the caller's (first) wallet, through the normal send (wallet passcode checks,
 * the chain's gateway). The request's id is the send's idempotency key: however often it is
 * called, from however many tabs, one transfer is made and the request is marked paid once.
 * Header `Idempotency-Key` (optional): this submission's key. A retry with the key of the
 * submission that paid answers that transfer again; any other call to a paid request (another
 * tab, no key) is 409 "This request was already paid.".
 */
export const payPaymentRequestSchema = z.object({
  walletPasscode: z.string().min(1),
});
export type PayPaymentRequest = z.infer<typeof payPaymentRequestSchema>;
export const payPaymentRequestResponseSchema = z.object({
  request: paymentRequestRecordSchema,
  transfer: transferResponseSchema,
});
export type PayPaymentRequestResponse = z.infer<typeof payPaymentRequestResponseSchema>;

/**
 * Payment requests: ask, list, pay, decline, cancel (rows of the endpoint table, assembled in
 * endpoints.ts).
 */
export const paymentRequestEndpoints = defineEndpoints({
  requestPayment: {
    method: 'POST',
    path: '/payment-requests/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Ask a user ({id}) for a payment: an open request they can pay or decline',
    params: idParamsSchema,
    body: paymentRequestSchema,
    response: createPaymentRequestResponseSchema,
  },
  paymentRequests: {
    method: 'GET',
    path: '/payment-requests',
    auth: 'bearer',
    area: 'social',
    summary: 'The caller’s payment requests (incoming, outgoing), by state, newest first',
    query: paymentRequestsQuerySchema,
    response: paymentRequestsPageSchema,
  },
  payPaymentRequest: {
    method: 'POST',
    path: '/payment-requests/{id}/pay',
    auth: 'bearer',
    area: 'social',
    summary: 'Pay a request made to you: a send of its amount to the requester, once',
    params: idParamsSchema,
    body: payPaymentRequestSchema,
    headers: ['Idempotency-Key'],
    response: payPaymentRequestResponseSchema,
  },
  declinePaymentRequest: {
    method: 'POST',
    path: '/payment-requests/{id}/decline',
    auth: 'bearer',
    area: 'social',
    summary: 'Decline an open request made to you',
    params: idParamsSchema,
    response: paymentRequestResponseSchema,
  },
  cancelPaymentRequest: {
    method: 'POST',
    path: '/payment-requests/{id}/cancel',
    auth: 'bearer',
    area: 'social',
    summary: 'Cancel an open request you made',
    params: idParamsSchema,
    response: paymentRequestResponseSchema,
  },
});
