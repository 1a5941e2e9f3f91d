import type { Plugin, UserConfig } from 'vite';
import type { BrowserConfigOptions } from 'vitest/node';
export declare const SOURCE_CONDITION: '@optwallet/source';
export declare const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'>;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function apiUrl(): string;
export declare function appSecurityHeaders(api?: string): Record<string, string>;
export declare function securityHeaders(api?: string): Plugin;
export declare function apiProxy(
  target?: string,
): Record<string, { target: string; changeOrigin: boolean }>;
export declare function chromiumBrowserTest(): Promise<BrowserConfigOptions>;
