import { defineConfig } from 'tsup';

// Library build for npm: ESM + CJS + d.ts; every CSS file the components import (tokens and
// CSS modules) is bundled into dist/index.css. Stories and tests are not reachable from
// src/index.ts, so they stay out of dist.
//
// tsup loads every .css through its own plugin with one loader, so `.module.css` would lose its
// class map; 'local-css' for all CSS is safe because only modules declare classes (tokens and
// the base sheet use :root / element selectors, third-party names are wrapped in :global()).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.css': 'local-css' },
});
