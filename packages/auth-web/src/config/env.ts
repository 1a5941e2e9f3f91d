import type { WebEnv } from './env-schema.js';

declare const __APP_ENV__: WebEnv;

/**
 * The shared part of the app's environment, as `webApp()` of tooling/vite-config validated it
 * with the app's schema and inlined it at build time: the browser parses nothing (and loads no
 * zod for it). The app reads its own variables from the same values in its `config/env.ts`.
 */
export const webEnv: WebEnv = __APP_ENV__;
