import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'package',
  name: 'contract',
  tsconfigRootDir: import.meta.dirname,
});
