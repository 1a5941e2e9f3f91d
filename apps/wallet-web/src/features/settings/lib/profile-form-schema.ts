import { validateCountry, validateLength, validateName } from '@optwallet/domain';
import * as z from 'zod';

export const BIO_MAX_LENGTH = 280;

/**
 * The manage-profile form, with PUT /user/profile's field names: names under the §5 name rule,
 * a country (blocked ones refused), and a bio of at most BIO_MAX_LENGTH characters
 * ('Maximum {count} characters').
 */
export function profileFormSchema() {
  return z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      bio: z.string(),
      country: z.string().nullable(),
    })
    .superRefine((value, ctx) => {
      const errors = {
        first_name: validateName(value.first_name, 'first_name')?.message,
        last_name: validateName(value.last_name, 'last_name')?.message,
        country: validateCountry(value.country)?.message,
        bio: validateLength(value.bio, { max: BIO_MAX_LENGTH })?.message,
      };
      for (const [path, message] of Object.entries(errors)) {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;
