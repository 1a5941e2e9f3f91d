import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryRules } from './boundaries.js';

export { boundaryRules } from './boundaries.js';

const IGNORES = [
  '**/dist/**',
  '**/coverage/**',
  '**/storybook-static/**',
  '**/playwright-report/**',
  '**/test-results/**',
  '**/.data/**',
];

/**
 * One flat config for every workspace member.
 * @param {{ kind: 'package' | 'app' | 'tooling', name?: string, react?: boolean, tsconfigRootDir: string }} options
 */
export function defineConfig({ kind, name, react = false, tsconfigRootDir }) {
  return tseslint.config(
    { ignores: IGNORES },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node, ...(react ? globals.browser : {}) },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        ...boundaryRules({ kind, name }),
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ExportAllDeclaration',
            message: 'Entry files list their exports by name; no `export *`.',
          },
        ],
      },
    },
    {
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      ...tseslint.configs.disableTypeChecked,
    },
    ...(react
      ? [
          reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
          jsxA11y.flatConfigs.recommended,
        ]
      : []),
  );
}
export { featureBoundaries } from './feature-boundaries.js';
export { moduleBoundaries } from './module-boundaries.js';
