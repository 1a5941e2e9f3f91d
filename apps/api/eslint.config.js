import { defineConfig, moduleBoundaries } from '@optwallet/eslint-config';

export default [
  ...defineConfig({ kind: 'app', name: 'api', tsconfigRootDir: import.meta.dirname }),
  ...moduleBoundaries({ tsconfigRootDir: import.meta.dirname }),
];
