import * as z from 'zod';
import {
  amountRequestSchema,
  decimalStringSchema,
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  messageResponseSchema,
  pageQueryField,
  paginatedSchema,
} from './common';
import { defineEndpoints } from './define-endpoints';

/** GET /user/{tab}: the three network tabs. */
export const networkTabSchema = z.enum(['following', 'followers', 'referrals']);
export type NetworkTab = z.infer<typeof networkTabSchema>;
export const networkTabParamsSchema = z.object({ tab: networkTabSchema });
export const networkQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(30),
  page: pageQueryField,
});
export type NetworkQuery = z.infer<typeof networkQuerySchema>;

/** A row of a network tab. `since` is when the follow (or the referred sign-up) happened. */
export const networkUserSchema = z.object({
  id: idSchema,
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  following: z.boolean().describe('The caller follows this user.'),
  since: isoDateTimeSchema,
});
export type NetworkUser = z.infer<typeof networkUserSchema>;
export const networkPageSchema = paginatedSchema(networkUserSchema);

/** POST/DELETE /user/follow/{id}: answers the new state. Following oneself is 422; unknown id 404. */
export const followResponseSchema = z.object({ message: z.string(), following: z.boolean() });
export type FollowResponse = z.infer<typeof followResponseSchema>;
/** POST/DELETE /user/profile/block/{id}: answers the new state. Blocking also removes follows both ways. */
export const blockResponseSchema = z.object({ message: z.string(), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

/** Contact search result (product §3). `invite` is true for a pseudo-result that can only be invited. */
export const contactResultSchema = z.object({
  id: idSchema.nullable().describe('Null for an invite-only entry (no such user yet).'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  following: z.boolean(),
  invite: z.boolean(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;
/** GET /contacts/search/{query} (query at least 4 characters): a list, or a plain string when nothing matched (the client then offers an invite). */
export const contactSearchParamsSchema = z.object({ query: z.string().min(1) });
export const contactSearchResponseSchema = z.union([z.array(contactResultSchema), z.string()]);
export type ContactSearchResponse = z.infer<typeof contactSearchResponseSchema>;

/** POST /user/email-invite. */
export const emailInviteRequestSchema = z.object({ email: z.email() });
export type EmailInviteRequest = z.infer<typeof emailInviteRequestSchema>;

/**
 * GET /contacts/get-recents/{id}: decision: `{id}` is the caller's wallet id; answers the people
 * the wallet sent to most recently (newest first, at most 10).
 */
export const recentContactSchema = z.object({
  id: idSchema,
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  address: z.string().describe('The address last sent to.'),
  chainId: z.string(),
  last_sent_at: isoDateTimeSchema,
});
export type RecentContact = z.infer<typeof recentContactSchema>;
export const recentsResponseSchema = z.array(recentContactSchema);

/**
 * GET /get-tokens-by-ulid/{id}: decision: the receiving addresses of the user with that id (ULID),
 * so that a sender can pay a person rather than an address.
 */
export const userTokensResponseSchema = z.object({
  user: z.object({
    id: idSchema,
    username: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  tokens: z.array(
    z.object({
      chainId: z.string(),
      symbol: z.string(),
      name: z.string(),
      address: z.string().describe('The user’s receiving address on that chain.'),
    }),
  ),
});
export type UserTokensResponse = z.infer<typeof userTokensResponseSchema>;

/**
 * GET /payments/with/{id}: decision (issue 19, "You and Ana"): the sends between the caller's
 * wallet and that user's wallet, both ways, newest first, 20 a page, with their memos. Only what
 * the two wallets did with each other; a stranger's other payments stay private.
 */
export const paymentBetweenSchema = z.object({
  hash: z.string(),
  direction: z.enum(['sent', 'received']).describe('Seen from the caller.'),
  amount: decimalStringSchema,
  symbol: z.string(),
  chainId: z.string(),
  memo: z.string().describe('Empty when the sender wrote none.'),
  status: z.string(),
  created_at: isoDateTimeSchema,
});
export type PaymentBetween = z.infer<typeof paymentBetweenSchema>;
export const paymentsBetweenQuerySchema = z.object({ page: pageQueryField });
export const paymentsBetweenPageSchema = paginatedSchema(paymentBetweenSchema);
export type PaymentsBetweenPage = z.infer<typeof paymentsBetweenPageSchema>;

/**
 * POST /payment-requests/{id}: asks that user ({id}, the payer) for an amount (issue 19, made an
 * entity by issue 32: see payment-requests.ts). The payer gets a 'payment_requested' notification
 * ("Ana asked you for 5 OPT: 'for lunch'") and an open request to pay or decline. The amount
 * follows the send rules (the token's decimals, above 0) and asks for at most 1,000,000,000 units
 * of its token (decision of issue 44: a documented ceiling, not the token's supply, which the
 * API does not index for every token). Refused (403) between users who
 * blocked each other, 409 with 10 open requests to that user already, 422 for oneself or an
 * unknown token.
 */
export const paymentRequestSchema = z.object({
  amount: amountRequestSchema.describe(
    'Decimal string in display units, e.g. "12.5" (no sign, exponent or separators), greater than 0, within the token’s decimals and at most 1,000,000,000 units of the token (PAYMENT_REQUEST_MAX_UNITS of @optwallet/domain): above it, 422 errors.amount "You can request at most 1,000,000,000 {symbol}".',
  ),
  chainId: z.string().min(1),
  symbol: z.string().min(1),
  memo: z.string().max(256).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * Network, contacts and the payments between two people (rows of the endpoint table, assembled in
 * endpoints.ts).
 */
export const socialEndpoints = defineEndpoints({
  network: {
    method: 'GET',
    path: '/user/{tab}',
    auth: 'bearer',
    area: 'social',
    summary: 'Following, followers or referrals, paged',
    params: networkTabParamsSchema,
    query: networkQuerySchema,
    response: networkPageSchema,
  },
  follow: {
    method: 'POST',
    path: '/user/follow/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Follow a user',
    params: idParamsSchema,
    response: followResponseSchema,
  },
  unfollow: {
    method: 'DELETE',
    path: '/user/follow/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Unfollow a user',
    params: idParamsSchema,
    response: followResponseSchema,
  },
  block: {
    method: 'POST',
    path: '/user/profile/block/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Block a user',
    params: idParamsSchema,
    response: blockResponseSchema,
  },
  unblock: {
    method: 'DELETE',
    path: '/user/profile/block/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Unblock a user',
    params: idParamsSchema,
    response: blockResponseSchema,
  },
  searchContacts: {
    method: 'GET',
    path: '/contacts/search/{query}',
    auth: 'bearer',
    area: 'social',
    summary: 'Search people by name, username, email or phone',
    params: contactSearchParamsSchema,
    response: contactSearchResponseSchema,
  },
  emailInvite: {
    method: 'POST',
    path: '/user/email-invite',
    auth: 'bearer',
    area: 'social',
    summary: 'Invite someone by email',
    body: emailInviteRequestSchema,
    response: messageResponseSchema,
  },
  recents: {
    method: 'GET',
    path: '/contacts/get-recents/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'People a wallet sent to recently',
    params: idParamsSchema,
    response: recentsResponseSchema,
  },
  tokensByUlid: {
    method: 'GET',
    path: '/get-tokens-by-ulid/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'A user’s receiving addresses',
    params: idParamsSchema,
    response: userTokensResponseSchema,
  },
  paymentsBetween: {
    method: 'GET',
    path: '/payments/with/{id}',
    auth: 'bearer',
    area: 'social',
    summary: 'Payments between the caller and a user, with memos',
    params: idParamsSchema,
    query: paymentsBetweenQuerySchema,
    response: paymentsBetweenPageSchema,
  },
});
