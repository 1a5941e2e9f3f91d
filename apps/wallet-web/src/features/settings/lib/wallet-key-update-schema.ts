import {
  parseSeedPhrase,
  translate,
  validateSeedPhrase,
  walletKeyWithPasswordFormSchema,
} from '@optwallet/domain';
import * as z from 'zod';

/**
 * The wallet key update form: a proof (the current key or the secret phrase, as `type` says), the
 * account password and the new key twice, under the §5 wallet key rules: the new key must differ
 * from the password typed (the server checks it against the real one again). Field names follow
 * POST resetPasscode, except the password and the new key pair, which use
 * walletKeyWithPasswordFormSchema's names; the password is not sent.
 */
export const walletKeyUpdateSchema = z
  .object({
    type: z.enum(['passcode', 'mnemonic']),
    data: z.string(),
    accountPassword: z.string(),
    walletKey: z.string(),
    confirmWalletKey: z.string(),
  })
  .superRefine((value, ctx) => {
    const proofError =
      value.type === 'passcode'
        ? value.data === ''
          ? translate('validation.wallet_key_required')
          : null
        : (validateSeedPhrase(parseSeedPhrase(value.data))?.message ?? null);
    if (proofError) ctx.addIssue({ code: 'custom', path: ['data'], message: proofError });
    const keys = walletKeyWithPasswordFormSchema.safeParse(value);
    if (!keys.success)
      for (const issue of keys.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  });

export type WalletKeyUpdateForm = z.infer<typeof walletKeyUpdateSchema>;
