import { TRANSFER_TYPES, translate, validateWireAmount } from '@optwallet/domain';
import * as z from 'zod';
import { amountRequestSchema, decimalStringSchema } from './common';
import { walletParamsSchema } from './wallets';
import { defineEndpoints } from './define-endpoints';

/**
 * What a transfer does (product §3 transferType). Staking moves are transfers too:
 * delegate (to = validator), undelegate (to = validator), move-delegation (from = current validator,
 * to = receiving validator), cancel-undelegate (to = validator, creationHeight of the unstake),
 * claim-rewards (to = validator).
 */
export const transferTypeSchema = z.enum(TRANSFER_TYPES);
export type TransferType = z.infer<typeof transferTypeSchema>;

const previewFields = {
  amount: amountRequestSchema,
  chainId: z.string().min(1),
  symbol: z.string().min(1),
  to: z.string().min(1).describe('Receiver address, or validator address for staking types.'),
  transferType: transferTypeSchema,
  memo: z
    .string()
    .max(256)
    .optional()
    .describe('Only for send on the native chain or its testnet, when non-empty.'),
  from: z.string().optional().describe('move-delegation: the current validator.'),
  creationHeight: z
    .string()
    .optional()
    .describe('cancel-undelegate: the unstake to cancel, when non-empty (preview and transfer).'),
};

/**
 * What a preview and its transfer both refuse, in one place so they refuse it alike (issue 44:
 * a preview of 0 answered 200 while the transfer refused it): an amount of 0 for anything but
 * claim-rewards (whose amount is the rewards the chain pays, sent as "0"), 422 errors.amount
 * 'Amount must be greater than 0'.
 */
function refuseWhatEveryTransferRefuses(
  body: { amount: string; transferType: TransferType },
  ctx: z.RefinementCtx,
): void {
  if (body.transferType === 'claim-rewards' || validateWireAmount(body.amount) !== null) return;
  if (!/[1-9]/.test(body.amount)) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: translate('validation.amount_positive'),
    });
  }
}

/**
 * POST /wallets/{id}/transferPreview. 422 for a bad address or amount, insufficient balance
 * included: everything the transfer itself refuses before its passcode, with the same message.
 * Beyond §7's payload: creationHeight, since a cancel cannot be previewed without its unstake.
 */
export const transferPreviewRequestSchema = z
  .object(previewFields)
  .superRefine(refuseWhatEveryTransferRefuses);
export type TransferPreviewRequest = z.infer<typeof transferPreviewRequestSchema>;

/**
 * One balance a previewed transfer changes, as it will read once the transfer is in a block
 * (issue 47): `balance` is the token's spendable balance, `staked` the wallet's total delegated
 * (the token-detail's delegationDetails.balanceToken). Computed by the API from the balances it
 * holds and the fee the chain charges; never negative (the preview refuses insufficient funds).
 */
export const balanceAfterSchema = z.object({
  label: z.enum(['balance', 'staked']),
  chainId: z.string(),
  symbol: z.string(),
  amount: decimalStringSchema,
});
export type BalanceAfter = z.infer<typeof balanceAfterSchema>;

export const transferPreviewResponseSchema = z.object({
  amount: decimalStringSchema,
  gasFeeEstimate: decimalStringSchema.describe('In the chain’s native token.'),
  feePaidBy: z
    .enum(['wallet', 'product'])
    .optional()
    .describe(
      'Who pays the network fee: `product` while the wallet’s fee allowance from OptWallet covers it (gasless first sends; the wallet pays none of gasFeeEstimate), else `wallet`. Absent: the wallet.',
    ),
  to: z.string(),
  from: z
    .string()
    .describe('The sending wallet address (or, for move-delegation, the current validator).'),
  balancesAfter: z
    .array(balanceAfterSchema)
    .optional()
    .describe(
      'Each balance the transfer changes, as it will be after it (absent from older servers). ' +
        'send of T: T − amount (− fee when T is the native token), and for another T the native ' +
        'token − fee; delegate: balance − amount − fee, staked + amount; undelegate: balance − ' +
        'fee (the stake returns after the unbonding period), staked − amount; move-delegation: ' +
        'balance − fee, staked − amount (the moved stake counts again when its grace period ' +
        'ends); cancel-undelegate: balance − fee, staked + amount; claim-rewards: balance + ' +
        'rewards − fee. On OptChain the fee is exactly what the chain charges and the rewards ' +
        'those accrued at the last index refresh (a claim pays what accrued until its block); ' +
        'on an EVM network the fee is the estimate at the current price, an upper bound.',
    ),
});
export type TransferPreviewResponse = z.infer<typeof transferPreviewResponseSchema>;

/**
 * POST /wallets/{id}/transfer. A wrong walletPasscode is 400 with error 'Invalid wallet key'
 * (not 401: a 401 would make the client refresh the session; the UI returns to preview on 400).
 * Header `Idempotency-Key` (optional): a retried transfer with the same key answers the first result.
 */
export const transferRequestSchema = z
  .object({
    ...previewFields,
    description: z.string().max(256),
    walletPasscode: z.string().min(1),
  })
  .superRefine(refuseWhatEveryTransferRefuses);
export type TransferRequest = z.infer<typeof transferRequestSchema>;
export const transferResponseSchema = z.object({
  transactionHash: z.string(),
  to: z.string(),
  from: z.string(),
  amount: decimalStringSchema,
  gasFee: decimalStringSchema,
  blockExplorerLink: z.string(),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

export { IDEMPOTENCY_KEY_HEADER } from './paths';

/** GET /wallets/{id}/recipientCheck?chainId=&address=: who is behind an address, before a send. */
export const recipientCheckQuerySchema = z.object({
  chainId: z.string().min(1),
  address: z.string().min(1).max(128),
});
export type RecipientCheckQuery = z.infer<typeof recipientCheckQuerySchema>;

const recipientUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
});

/**
 * Beyond §7, for the review of a send: the product user behind the address (null for a stranger),
 * whether this wallet has sent to it before ("first time" otherwise), and an address of the
 * wallet's history that looks like it but is not it (address poisoning), or null.
 */
export const recipientCheckResponseSchema = z.object({
  address: z.string(),
  user: recipientUserSchema.nullable(),
  ownWallet: z
    .boolean()
    .describe('`address` is one of this wallet’s own: a send to oneself, never "first time".'),
  sentBefore: z.boolean(),
  lookalike: z
    .object({ address: z.string(), user: recipientUserSchema.nullable() })
    .nullable()
    .describe('A history address with the same first and last characters as `address`.'),
});
export type RecipientCheck = z.infer<typeof recipientCheckResponseSchema>;

/**
 * Sending: preview, recipient check, send (rows of the endpoint table, assembled in endpoints.ts).
 */
export const transferEndpoints = defineEndpoints({
  transferPreview: {
    method: 'POST',
    path: '/wallets/{id}/transferPreview',
    auth: 'bearer',
    area: 'transfers',
    summary: 'Preview a transfer and its fee',
    params: walletParamsSchema,
    body: transferPreviewRequestSchema,
    response: transferPreviewResponseSchema,
  },
  recipientCheck: {
    method: 'GET',
    path: '/wallets/{id}/recipientCheck',
    auth: 'bearer',
    area: 'transfers',
    summary:
      'Who receives: the user behind an address, first send, look-alike of a history address',
    params: walletParamsSchema,
    query: recipientCheckQuerySchema,
    response: recipientCheckResponseSchema,
  },
  transfer: {
    method: 'POST',
    path: '/wallets/{id}/transfer',
    auth: 'bearer',
    area: 'transfers',
    summary: 'Sign and submit a transfer',
    params: walletParamsSchema,
    body: transferRequestSchema,
    headers: ['Idempotency-Key'],
    response: transferResponseSchema,
  },
});
