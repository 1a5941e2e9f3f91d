import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({ kind: 'tooling', tsconfigRootDir: import.meta.dirname });
