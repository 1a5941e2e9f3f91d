import js from '@eslint/js';
import globals from 'globals';
import { boundaryRules } from '@optwallet/eslint-config';

// Plain JavaScript on purpose: a partner developer can read and run it with Node alone.
export default [
  js.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: boundaryRules({ kind: 'app', name: 'partner-app' }),
  },
];
