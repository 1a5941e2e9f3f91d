import type { z } from 'zod';

/** The VITE_* variables every web app reads (env-schema.js says what each one is). */
export declare const webEnvSchema: z.ZodObject<{
  VITE_API_BASE_URL: z.ZodDefault<z.ZodString>;
  VITE_INACTIVITY_MINUTES: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
  VITE_RECAPTCHA_SITE_KEY: z.ZodDefault<z.ZodString>;
  VITE_RECAPTCHA_V2_SITE_KEY: z.ZodDefault<z.ZodString>;
}>;

/** The shared environment as the browser code reads it (validated and inlined at build time). */
export type WebEnv = z.output<typeof webEnvSchema>;
