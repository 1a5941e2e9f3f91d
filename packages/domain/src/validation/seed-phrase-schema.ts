import * as z from 'zod';
import { report } from './schemas';
import { validateSeedPhrase } from './seed-phrase';

/**
 * The seed words as a zod schema. A file of its own: the BIP39 word list it needs stays out of
 * every bundle that only uses the other schemas (the login screen, for one).
 */
export const seedPhraseSchema = z
  .array(z.string())
  .superRefine((value, ctx) => report(ctx, validateSeedPhrase(value)));
