import { parseSeedPhrase, translate, validateSeedPhrase } from '@optwallet/domain';
import * as z from 'zod';

/**
 * The first step of the wallet key update: the proof, the current key or the secret phrase as
 * `type` says (field names of POST /wallets/{id}/verifyKey and resetPasscode). The new key, the
 * second step, is domain's walletKeyFormSchema; the server compares it with the account password.
 */
export const walletKeyProofSchema = z
  .object({ type: z.enum(['passcode', 'mnemonic']), data: z.string() })
  .superRefine((value, ctx) => {
    const proofError =
      value.type === 'passcode'
        ? value.data === ''
          ? translate('validation.wallet_key_required')
          : null
        : (validateSeedPhrase(parseSeedPhrase(value.data))?.message ?? null);
    if (proofError) ctx.addIssue({ code: 'custom', path: ['data'], message: proofError });
  });

export type WalletKeyProofForm = z.infer<typeof walletKeyProofSchema>;
