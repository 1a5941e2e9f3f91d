import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'package',
  name: 'api-client',
  tsconfigRootDir: import.meta.dirname,
});
