import type { UserConfig } from 'tsdown';

export interface LibraryOptions {
  /** Entry modules (the package's `exports` targets), e.g. `['src/index.ts']`. */
  entry: string[];
  /** Compile CSS modules to class maps and write every stylesheet to dist/styles.css. */
  css?: boolean;
  /** Start every JS module with the `'use client'` directive (React component kits). */
  useClient?: boolean;
}
export declare function defineLibrary(options: LibraryOptions): UserConfig;
type Plugin = UserConfig['plugins'];
export declare function annotatePureCalls(): Plugin;
export declare function cssModules(options?: { fileName?: string }): Plugin;
