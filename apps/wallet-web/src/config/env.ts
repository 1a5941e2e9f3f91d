import type { Env } from './env-schema';

declare const __APP_ENV__: Env;

/**
 * The one place the app reads its environment: the values vite.config.ts validated with the
 * schema and inlined at build time, so the browser parses nothing (and loads no zod for it).
 */
export const env: Env = __APP_ENV__;
