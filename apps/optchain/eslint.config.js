import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'app',
  name: 'optchain',
  tsconfigRootDir: import.meta.dirname,
});
