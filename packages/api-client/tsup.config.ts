import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // ky is ESM only: bundling it (about 4 KiB gzip) lets the CommonJS build `require` cleanly,
  // without Node's require(esm) interop, and keeps one copy in both builds.
  noExternal: ['ky'],
});
