import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'app',
  name: 'wallet-web',
  react: true,
  tsconfigRootDir: import.meta.dirname,
});
