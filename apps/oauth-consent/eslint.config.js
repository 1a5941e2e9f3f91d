import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'app',
  name: 'oauth-consent',
  react: true,
  tsconfigRootDir: import.meta.dirname,
});
