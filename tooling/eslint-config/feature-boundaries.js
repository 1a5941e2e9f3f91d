import { join } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers inside an app (ARCHITECTURE.md, bulletproof-react): `src/app` composes the
 * features; a feature (`src/features/<name>`) uses its own files and the shared layers
 * (`src/components`, `src/lib`, `src/stores`, `src/config`), never another feature; the
 * shared layers use only each other. Checked by eslint-plugin-boundaries on the resolved file
 * of every import, relative or not (an alias or a package-style path cannot slip past it).
 *
 * @param {{ tsconfigRootDir: string, entryExportsFeatures?: boolean }} options  the app's folder
 *   (its tsconfig.json resolves imports); `entryExportsFeatures` for a package whose src/index.ts
 *   is its public surface and re-exports its features (an app's entry reaches them only through
 *   src/app)
 * @returns {import('eslint').Linter.Config[]}
 */
export function featureBoundaries({ tsconfigRootDir, entryExportsFeatures = false }) {
  const layer = (type) => ({ to: { element: { type } } });
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { boundaries },
      settings: {
        // TypeScript's own resolution (tsconfig paths, the workspace's source condition): an
        // import is judged by the file it lands on, however it is written.
        'import/resolver': { typescript: { project: join(tsconfigRootDir, 'tsconfig.json') } },
        'boundaries/root-path': tsconfigRootDir,
        // The entry files (src/main.tsx, src/preload.ts) are matched as whole paths from the app's
        // folder: a folder pattern or partialMatch: false leaves them unclassified, so unchecked,
        // and a partial file pattern would also match a package's src/index.ts. `mode: 'full'`
        // is deprecated in eslint-plugin-boundaries 7 (it warns once per run) but is the one
        // descriptor that classifies them; feature-boundaries.test.js checks that an entry importing a feature fails.
        'boundaries/elements': [
          { type: 'entry', pattern: 'src/*.{ts,tsx}', mode: 'full' },
          { type: 'app', pattern: 'src/app' },
          { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
          { type: 'shared', pattern: 'src/{components,lib,stores,config}' },
          { type: 'test-support', pattern: 'src/test' },
        ],
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            message:
              'Not across the layers of ARCHITECTURE.md: a feature imports only itself and the shared layers (components, lib, stores, config), the shared layers no feature, and only src/app composes features.',
            policies: [
              {
                from: { element: { type: 'entry' } },
                allow: [
                  layer('app'),
                  layer('shared'),
                  ...(entryExportsFeatures ? [layer('feature')] : []),
                ],
              },
              {
                from: { element: { type: 'app' } },
                allow: [layer('app'), layer('feature'), layer('shared')],
              },
              {
                from: { element: { type: 'feature' } },
                allow: [
                  layer('shared'),
                  {
                    to: {
                      element: {
                        type: 'feature',
                        captured: { feature: '{{ from.element.captured.feature }}' },
                      },
                    },
                  },
                ],
              },
              { from: { element: { type: 'shared' } }, allow: [layer('shared')] },
              // Test support (harnesses, the memory router) composes like the app does.
              {
                from: { element: { type: 'test-support' } },
                allow: [layer('app'), layer('feature'), layer('shared'), layer('test-support')],
              },
              // A test may use test support besides what its own layer may use.
              {
                from: { file: { path: '**/*.test.{ts,tsx}' } },
                allow: [layer('test-support')],
              },
            ],
          },
        ],
      },
    },
  ];
}
