import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({ kind: 'package', tsconfigRootDir: import.meta.dirname });
