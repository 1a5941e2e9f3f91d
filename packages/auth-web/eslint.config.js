import { defineConfig, featureBoundaries } from '@optwallet/eslint-config';

export default [
  ...defineConfig({
    kind: 'package',
    name: 'auth-web',
    react: true,
    tsconfigRootDir: import.meta.dirname,
  }),
  // Laid out like an app: features/{sign-in,consent} never import each other; lib, components
  // and config are shared by both; src/index.ts lists the exports.
  ...featureBoundaries({ tsconfigRootDir: import.meta.dirname, entryExportsFeatures: true }),
];
