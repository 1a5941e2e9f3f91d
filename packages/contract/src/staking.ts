import * as z from 'zod';
import { amountRequestSchema, decimalStringSchema, isoDateTimeSchema } from './common';
import { transactionSchema, walletParamsSchema, walletTokenParamsSchema } from './wallets';
import { defineEndpoints } from './define-endpoints';

export const validatorStatusSchema = z.enum(['active', 'inactive', 'jailed']);

/** A validator of the native chain (product §3). */
export const validatorSchema = z.object({
  moniker: z
    .string()
    .describe('As registered; the client capitalises the first letter for display.'),
  address: z.string().describe('Validator operator address (bech32 "optvaloper…").'),
  fee: decimalStringSchema.describe('Commission as a fraction, e.g. "0.05" for 5%.'),
  uptime: decimalStringSchema.describe('Percentage of recent blocks signed, e.g. "99.5".'),
  votingPower: decimalStringSchema.describe('Bonded tokens in display units (OPT).'),
  status: validatorStatusSchema,
  rewardPayoutFrequency: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Beyond §3: seconds between this validator’s reward payouts.'),
  apr: decimalStringSchema
    .optional()
    .describe(
      'Beyond §3: yearly reward rate for its delegators, after its commission, as a fraction ("0.114").',
    ),
});
export type Validator = z.infer<typeof validatorSchema>;

/** GET /get-validators-details. */
export const validatorsDetailsResponseSchema = z.object({
  unstakingWaitTime: z.number().int().min(0).describe('Unbonding period in seconds.'),
  rewardPayoutFrequency: z.number().int().min(0).describe('Seconds between reward distributions.'),
  validatorSet: z.array(validatorSchema),
});
export type ValidatorsDetails = z.infer<typeof validatorsDetailsResponseSchema>;

/** Coins of a stake: display units with their symbol. */
export const coinSchema = z.object({ symbol: z.string(), amount: decimalStringSchema });

/** A stake (delegation) carries validator_address and coins (product §3). */
export const delegationSchema = z.object({
  validator_address: z.string(),
  moniker: z.string(),
  coins: z.array(coinSchema),
  rewards: z.array(coinSchema).describe('Accrued, not yet distributed rewards.'),
});
export type Delegation = z.infer<typeof delegationSchema>;

/** A pending unstake; `creationHeight` identifies it for cancel-undelegate. */
export const unbondingEntrySchema = z.object({
  validator_address: z.string(),
  moniker: z.string(),
  amount: decimalStringSchema,
  creationHeight: z.string().describe('Block height as a string.'),
  completionTime: isoDateTimeSchema,
});
export type UnbondingEntry = z.infer<typeof unbondingEntrySchema>;

/**
 * Stake being moved (move-delegation): it left `fromValidator` and reaches `toValidator` at
 * `completionTime`, after the 21-day grace period. Beyond §3; identified by the move's hash.
 */
export const redelegationEntrySchema = z.object({
  transactionHash: z.string().describe('The moveDelegation transaction that started the move.'),
  fromValidator: z.string(),
  fromMoniker: z.string(),
  toValidator: z.string(),
  toMoniker: z.string(),
  amount: decimalStringSchema,
  creationHeight: z.string().describe('Block height as a string.'),
  completionTime: isoDateTimeSchema,
});
export type RedelegationEntry = z.infer<typeof redelegationEntrySchema>;

/**
 * GET /wallets/{id}/tokens/{chainId}/{symbol}: one token of a wallet with its history and stake.
 * For tokens without staking, delegations and unbonding entries are empty and balances "0".
 */
export const tokenDetailResponseSchema = z.object({
  transactions: z.array(transactionSchema).describe('Latest 10, newest first.'),
  unbondingDetails: z.object({
    balanceToken: decimalStringSchema,
    balanceUsd: decimalStringSchema,
    entries: z.array(unbondingEntrySchema),
  }),
  delegationDetails: z.object({
    balanceToken: decimalStringSchema,
    balanceUsd: decimalStringSchema,
  }),
  delegations: z.array(delegationSchema),
  redelegations: z
    .array(redelegationEntrySchema)
    .default([])
    .describe('Stake in its move grace period, soonest first (absent from older servers: empty).'),
  balanceToken: decimalStringSchema.describe('Spendable balance.'),
  balanceUsd: decimalStringSchema,
  address: z.string().describe('The wallet’s address on this chain.'),
});
export type TokenDetail = z.output<typeof tokenDetailResponseSchema>;

/**
 * POST /wallets/{id}/createValidator. Decision: self-delegates `amount` OPT from the wallet,
 * commission `fee` as a fraction ("0.05"), moniker at most 70 characters and unique (409).
 */
export const createValidatorRequestSchema = z.object({
  moniker: z.string().trim().min(1).max(70),
  amount: amountRequestSchema,
  fee: decimalStringSchema.describe('Commission fraction between "0" and "1".'),
  details: z.string().max(280).optional(),
  website: z.url().optional(),
  walletPasscode: z.string().min(1),
});
export type CreateValidatorRequest = z.infer<typeof createValidatorRequestSchema>;
export const createValidatorResponseSchema = z.object({
  amount: decimalStringSchema,
  blockExplorerLink: z.string(),
  gasFee: decimalStringSchema,
  moniker: z.string(),
  transactionHash: z.string(),
});
export type CreateValidatorResponse = z.infer<typeof createValidatorResponseSchema>;

/**
 * The wallet’s page of one token, its transactions and stake (a row of the endpoint table,
 * assembled in endpoints.ts). A wallets row, here because its answer is staking’s schema and
 * staking.ts already imports wallets.ts.
 */
export const tokenDetailEndpoints = defineEndpoints({
  tokenDetail: {
    method: 'GET',
    path: '/wallets/{id}/tokens/{chainId}/{symbol}',
    auth: 'bearer',
    area: 'wallets',
    summary: 'One token: transactions and stake',
    params: walletTokenParamsSchema,
    response: tokenDetailResponseSchema,
  },
});

/** Validators (rows of the endpoint table, assembled in endpoints.ts). */
export const stakingEndpoints = defineEndpoints({
  validatorsDetails: {
    method: 'GET',
    path: '/get-validators-details',
    auth: 'bearer',
    area: 'staking',
    summary: 'Validators and staking periods',
    response: validatorsDetailsResponseSchema,
  },
  createValidator: {
    method: 'POST',
    path: '/wallets/{id}/createValidator',
    auth: 'bearer',
    area: 'staking',
    summary: 'Create a validator node',
    params: walletParamsSchema,
    body: createValidatorRequestSchema,
    response: createValidatorResponseSchema,
  },
});
