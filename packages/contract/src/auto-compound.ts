import * as z from 'zod';
import { amountRequestSchema, decimalStringSchema, idSchema, isoDateTimeSchema } from './common';
import { defineEndpoints } from './define-endpoints';

/**
 * Auto-compound rewards (beyond §7): the wallet grants the product's restake account x/authz
 * rights (delegate up to a cap, to the validators it stakes with; withdraw rewards) for a year,
 * and a job delegates the rewards again. States, as the switch shows them: `unavailable` (the
 * server has no restake account), `off`, `on`, `expired` (the year is over), `spent` (the cap
 * is used up): turning it on again grants afresh.
 */
export const autoCompoundStatusSchema = z.enum(['unavailable', 'off', 'on', 'expired', 'spent']);
export type AutoCompoundStatus = z.infer<typeof autoCompoundStatusSchema>;

export const autoCompoundParamsSchema = z.object({ id: idSchema, chainId: z.string().min(1) });

const validatorRefSchema = z.object({ address: z.string(), moniker: z.string() });

/** GET /wallets/{id}/autoCompound/{chainId}: amounts in OPT (display units). */
export const autoCompoundSchema = z.object({
  status: autoCompoundStatusSchema,
  cap: decimalStringSchema.nullable().describe('The grant’s max_tokens; null when never on.'),
  capLeft: decimalStringSchema.nullable().describe('What the cap still allows.'),
  defaultCap: decimalStringSchema.describe(
    'The cap offered when turning on: twice a year’s rewards on the current stake, whole OPT.',
  ),
  minimum: decimalStringSchema.describe(
    'The least one run compounds (its fee, paid by OptWallet).',
  ),
  validators: z.array(validatorRefSchema).describe('The validators the grant compounds to.'),
  notCompounded: z
    .array(validatorRefSchema)
    .describe('Validators the wallet stakes with that the grant does not name (staked later).'),
  expiresAt: isoDateTimeSchema.nullable(),
  lastRunAt: isoDateTimeSchema.nullable().describe('When the job last compounded.'),
  lastCompounded: decimalStringSchema.nullable().describe('What it compounded then.'),
  totalCompounded: decimalStringSchema,
});
export type AutoCompound = z.infer<typeof autoCompoundSchema>;

/** PUT: turn on (or grant again) with a cap in OPT; the wallet key signs the MsgGrant. */
export const autoCompoundOnRequestSchema = z.object({
  cap: amountRequestSchema,
  walletPasscode: z.string().min(1),
});
export type AutoCompoundOnRequest = z.infer<typeof autoCompoundOnRequestSchema>;

/** DELETE: turn off; the wallet key signs the MsgRevoke. */
export const autoCompoundOffRequestSchema = z.object({ walletPasscode: z.string().min(1) });
export type AutoCompoundOffRequest = z.infer<typeof autoCompoundOffRequestSchema>;

/** Auto-compounding of staking rewards (rows of the endpoint table, assembled in endpoints.ts). */
export const autoCompoundEndpoints = defineEndpoints({
  autoCompound: {
    method: 'GET',
    path: '/wallets/{id}/autoCompound/{chainId}',
    auth: 'bearer',
    area: 'staking',
    summary: 'Auto-compound rewards: on or off, cap, last run, compounded',
    params: autoCompoundParamsSchema,
    response: autoCompoundSchema,
  },
  autoCompoundOn: {
    method: 'PUT',
    path: '/wallets/{id}/autoCompound/{chainId}',
    auth: 'bearer',
    area: 'staking',
    summary: 'Turn auto-compound on: the wallet grants the restake account (MsgGrant)',
    params: autoCompoundParamsSchema,
    body: autoCompoundOnRequestSchema,
    response: autoCompoundSchema,
  },
  autoCompoundOff: {
    method: 'DELETE',
    path: '/wallets/{id}/autoCompound/{chainId}',
    auth: 'bearer',
    area: 'staking',
    summary: 'Turn auto-compound off: the wallet revokes its grants (MsgRevoke)',
    params: autoCompoundParamsSchema,
    body: autoCompoundOffRequestSchema,
    response: autoCompoundSchema,
  },
});
