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
