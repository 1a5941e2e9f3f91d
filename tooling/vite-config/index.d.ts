import type { Plugin, UserConfig } from 'vite';
import type { BrowserConfigOptions } from 'vitest/node';
export declare const SOURCE_CONDITION: '@optwallet/source';
export declare const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'>;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function apiUrl(): string;
export declare function appPort(variable: string, fallback: number): number;
export declare function appSecurityHeaders(
  api?: string,
  options?: { recaptcha?: boolean },
): Record<string, string>;
export declare function securityHeaders(api?: string, options?: { recaptcha?: boolean }): Plugin;
export declare function apiProxy(
  target?: string,
): Record<string, { target: string; changeOrigin: boolean }>;
export declare function chromiumBrowserTest(): Promise<BrowserConfigOptions>;
export interface RouteBudget {
  route: string;
  /** gzip -9 KiB of the JavaScript a cold first load of the route fetches. */
  maxKiB: number;
  /** Source modules (relative to the app root) whose chunks the route's first render imports. */
  modules: string[];
}
/** Fails the build when a route's first-load JavaScript exceeds its budget, or a chunk holds a development build; prints every route. */
export declare function routeBudgets(budgets: RouteBudget[]): import('vite').Plugin;
/** A small module (no React) that runs before the app, from its own script tag (see early-entry.js). */
export declare function earlyEntry(module: string): import('vite').Plugin;
/** The splash both apps paint from index.html: styles into <head>, markup into the empty #root. */
export declare function bootSplash(): import('vite').Plugin;
/**
 * The modules under `src/` of a workspace member whose path there matches `paths` (a regular
 * expression's source, `/` for either separator), for a chunk group.
 */
export declare function sourceFiles(member: string, paths: string): RegExp;

/** The chunk groups a web app's first load is made of. */
export type ChunkName =
  'boot' | 'react' | 'base' | 'kit' | 'sign-in' | 'shared' | 'api' | 'signed-in';
/** A schema of the app's VITE_* variables (zod: `webEnvSchema.extend({...})`). */
export interface EnvSchema<Env> {
  parse(input: unknown): Env;
}

/** The validated environment of a mode, and the `define` that inlines it as `__APP_ENV__`. */
export declare function appEnvDefine<Env extends object>(
  envSchema: EnvSchema<Env>,
  mode: string,
  root: string,
): { env: Env; define: { __APP_ENV__: string } };

export interface WebAppOptions {
  /** The app's folder (`import.meta.dirname`). */
  root: string;
  /** The app's VITE_* variables: validated when Vite starts, inlined as `__APP_ENV__`. */
  envSchema: EnvSchema<{ VITE_RECAPTCHA_SITE_KEY: string }>;
  /** The dev and preview port (`appPort(variable, default)`, so `npm start` can move it). */
  port: number;
  /** Paths proxied besides `/api` and `/dev`. */
  proxy?: Record<string, { target: string; changeOrigin: boolean }>;
  /** The first-load budgets checked on every build. */
  budgets: RouteBudget[];
  /** The app's own files per chunk of the first load (SHARED_CHUNKS has the packages'). */
  chunks?: Partial<Record<ChunkName, RegExp[]>>;
  /** The entry module, from the app root. Default src/main.tsx. */
  entry?: string;
  /** The early entry (earlyEntry()). Default src/preload.ts. */
  preload?: string;
  /** The browser tests' API port (the next free one if taken). Default 63315, Vitest's. */
  testApiPort?: number;
  /** The app's own plugins, after the preset's (wallet-web's manifest and service worker). */
  plugins?: import('vite').PluginOption[];
}

/** The Vite and Vitest configuration of a web app (wallet-web, oauth-consent). */
export declare function webApp(app: WebAppOptions): import('vite').UserConfigFnPromise;
