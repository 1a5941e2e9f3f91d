import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({
  kind: 'package',
  name: 'ledger',
  tsconfigRootDir: import.meta.dirname,
});
