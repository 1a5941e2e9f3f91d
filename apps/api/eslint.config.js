import { defineConfig } from '@optwallet/eslint-config';

export default defineConfig({ kind: 'app', name: 'api', tsconfigRootDir: import.meta.dirname });
