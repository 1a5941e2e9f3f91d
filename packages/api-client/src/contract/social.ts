import * as z from 'zod';
import { idSchema, isoDateTimeSchema, pageQueryField, paginatedSchema } from './common';

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

/** Contact search result (spec §3). `invite` is true for a pseudo-result that can only be invited. */
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
