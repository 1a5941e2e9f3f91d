import { defineConfig, featureBoundaries } from '@optwallet/eslint-config';

export default [
  ...defineConfig({
    kind: 'app',
    name: 'oauth-consent',
    react: true,
    tsconfigRootDir: import.meta.dirname,
  }),
  ...featureBoundaries({ tsconfigRootDir: import.meta.dirname }),
];
