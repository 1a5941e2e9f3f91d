import {
  MINIMUM_AGE_YEARS,
  consentSchema,
  emailOrPhoneSchema,
  passwordSchema,
  translate,
  validatePasswordConfirmation,
} from '@optwallet/domain';
import { z } from 'zod';

/** Sign-up form: identifier, password twice, age and terms consents (product §1, §5). */
export const signupSchema = z
  .object({
    identifier: emailOrPhoneSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    age_consent: z
      .boolean()
      .refine((v) => v, translate('validation.age_min', { count: MINIMUM_AGE_YEARS })),
    terms_consent: consentSchema,
  })
  .superRefine((value, ctx) => {
    const error = validatePasswordConfirmation(value.password, value.password_confirmation);
    if (error)
      ctx.addIssue({ code: 'custom', message: error.message, path: ['password_confirmation'] });
  });
export type SignupForm = z.infer<typeof signupSchema>;

export const identifierFormSchema = z.object({ identifier: emailOrPhoneSchema });
export type IdentifierForm = z.infer<typeof identifierFormSchema>;
