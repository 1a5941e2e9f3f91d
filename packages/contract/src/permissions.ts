import * as z from 'zod';
import {
  decimalStringSchema,
  idParamsSchema,
  idSchema,
  isoDateTimeSchema,
  messageResponseSchema,
} from './common';
import { walletParamsSchema } from './wallets';
import { defineEndpoints } from './define-endpoints';

/**
 * The Permissions page (beyond §7): who may act for the account or its wallet, on one page. Connected
 * apps and passkeys have their calls already (oauthGrants, passkeys); these are the sign-ins
 * (sessions), the wallet's x/authz grants and the fee allowances it holds (chain grants), and the
 * ERC-20 allowances of its 0x address (token approvals).
 */

/** One sign-in to our own apps that is still live (partner apps are Connected apps). */
export const sessionSchema = z.object({
  id: idSchema,
  signed_in_at: isoDateTimeSchema.describe('When the person signed in.'),
  last_active_at: isoDateTimeSchema.describe('The last time its tokens were renewed.'),
  device: z
    .string()
    .nullable()
    .describe('The User-Agent of the browser it was signed in from; null: not known.'),
  current: z.boolean().describe('The session of the token that asks.'),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ data: z.array(sessionSchema) });

export const endOtherSessionsResponseSchema = z.object({
  ended: z.number().int().nonnegative().describe('How many other sessions were signed out.'),
});

const walletKeySchema = z.string().min(1).describe('The wallet key: it signs the revoke.');

/** An x/authz grant the wallet gave, as the chain's node holds it. */
export const chainGrantSchema = z.object({
  chainId: z.string(),
  grantee: z.string(),
  msgTypeUrl: z.string().describe('The message the grantee may send for the wallet.'),
  authorization: z.string().describe('The authorization’s type URL.'),
  limit: decimalStringSchema.nullable().describe('What is left of its cap (OPT); null: none.'),
  expiresAt: isoDateTimeSchema.nullable(),
  autoCompound: z
    .boolean()
    .describe('One of auto-compound’s grants: revoking it turns auto-compound off.'),
  recurringSends: z
    .boolean()
    .describe('The grant behind the wallet’s recurring sends: revoking it stops them all.'),
});
export type ChainGrant = z.infer<typeof chainGrantSchema>;

/** An x/feegrant allowance the wallet holds (someone pays its fees). */
export const feeAllowanceSchema = z.object({
  chainId: z.string(),
  granter: z.string(),
  byOptWallet: z.boolean().describe('Granted by OptWallet’s fee payer (gasless first sends).'),
  remaining: decimalStringSchema.nullable().describe('What it still pays (OPT); null: no cap.'),
  expiresAt: isoDateTimeSchema.nullable(),
});
export type FeeAllowance = z.infer<typeof feeAllowanceSchema>;

export const chainGrantsResponseSchema = z.object({
  grants: z.array(chainGrantSchema),
  allowances: z.array(feeAllowanceSchema),
});
export type ChainGrants = z.infer<typeof chainGrantsResponseSchema>;

/** DELETE /wallets/{id}/chainGrants: a MsgRevoke signed with the wallet key. */
export const revokeChainGrantRequestSchema = z.object({
  chainId: z.string().min(1),
  grantee: z.string().min(1),
  msgTypeUrl: z.string().min(1),
  walletPasscode: walletKeySchema,
});
export type RevokeChainGrantRequest = z.infer<typeof revokeChainGrantRequestSchema>;

const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Must be a 0x address of 40 hexadecimal digits');

/** An ERC-20 allowance of the wallet's 0x address: from its last Approval event, read live. */
export const tokenApprovalSchema = z.object({
  chainId: z.string(),
  symbol: z.string(),
  token: evmAddressSchema.describe('The token contract.'),
  spender: evmAddressSchema,
  amount: decimalStringSchema.describe('What the spender may still take, in the token’s units.'),
  unlimited: z.boolean().describe('The allowance is 2^256-1 (or more than the token’s supply).'),
  approvedAt: isoDateTimeSchema.describe('The block time of the Approval event.'),
});
export type TokenApproval = z.infer<typeof tokenApprovalSchema>;

export const tokenApprovalsResponseSchema = z.object({ approvals: z.array(tokenApprovalSchema) });
export type TokenApprovals = z.infer<typeof tokenApprovalsResponseSchema>;

/** DELETE /wallets/{id}/tokenApprovals: `approve(spender, 0)` signed with the wallet key. */
export const revokeTokenApprovalRequestSchema = z.object({
  chainId: z.string().min(1),
  symbol: z.string().min(1),
  spender: evmAddressSchema,
  walletPasscode: walletKeySchema,
});
export type RevokeTokenApprovalRequest = z.infer<typeof revokeTokenApprovalRequestSchema>;

/**
 * The Permissions page’s sign-ins (sessions) (rows of the endpoint table, assembled in
 * endpoints.ts).
 */
export const sessionEndpoints = defineEndpoints({
  sessions: {
    method: 'GET',
    path: '/user/sessions',
    auth: 'bearer',
    area: 'auth',
    summary: 'The live sign-ins to our own apps, the current one marked (Permissions, Sessions)',
    response: sessionsResponseSchema,
  },
  endSession: {
    method: 'DELETE',
    path: '/user/sessions/{id}',
    auth: 'bearer',
    area: 'auth',
    summary: 'Sign out one session: its refresh and access tokens stop at once',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  endOtherSessions: {
    method: 'DELETE',
    path: '/user/sessions',
    auth: 'bearer',
    area: 'auth',
    summary: 'Sign out every session but the one asking',
    response: endOtherSessionsResponseSchema,
  },
});

/**
 * The Permissions page’s chain grants and token approvals (rows of the endpoint table, assembled
 * in endpoints.ts).
 */
export const chainPermissionEndpoints = defineEndpoints({
  chainGrants: {
    method: 'GET',
    path: '/wallets/{id}/chainGrants',
    auth: 'bearer',
    area: 'wallets',
    summary:
      'The x/authz grants the wallet gave and the fee allowances it holds, read from the node',
    params: walletParamsSchema,
    response: chainGrantsResponseSchema,
  },
  revokeChainGrant: {
    method: 'DELETE',
    path: '/wallets/{id}/chainGrants',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Revoke an authz grant: a MsgRevoke signed with the wallet key (auto-compound’s: off)',
    params: walletParamsSchema,
    body: revokeChainGrantRequestSchema,
    response: chainGrantsResponseSchema,
  },
  tokenApprovals: {
    method: 'GET',
    path: '/wallets/{id}/tokenApprovals',
    auth: 'bearer',
    area: 'wallets',
    summary: 'ERC-20 allowances of the wallet’s 0x address: indexed Approval events, read live',
    params: walletParamsSchema,
    response: tokenApprovalsResponseSchema,
  },
  revokeTokenApproval: {
    method: 'DELETE',
    path: '/wallets/{id}/tokenApprovals',
    auth: 'bearer',
    area: 'wallets',
    summary: 'Revoke a token approval: approve(spender, 0) signed with the wallet key',
    params: walletParamsSchema,
    body: revokeTokenApprovalRequestSchema,
    response: tokenApprovalsResponseSchema,
  },
});
