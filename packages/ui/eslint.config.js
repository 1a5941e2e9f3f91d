import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'package',
  name: 'ui',
  react: true,
  tsconfigRootDir: import.meta.dirname,
});
