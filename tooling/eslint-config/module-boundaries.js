import { join } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers inside the server (apps/api, ARCHITECTURE.md and apps/api/README.md "Modules"):
 * the composition (`src/main.ts`, `src/app.ts`) mounts everything; a module
 * (`src/modules/<area>`) uses its own files, another module only through that module's
 * `index.ts`, and the chains only through their shared files (`src/chains/*.ts`: the ChainGateway
 * interface, the registry, the catalogue), never a chain family's folder and the shared layers (`src/lib`, `src/db`, `src/config`); a chain
 * family (`src/chains/<family>`) uses its own files, the chains' shared files and the shared
 * layers, never a module; the shared layers use only each other. `src/deps` (the Deps type)
 * (`src/deps/index.ts`) may be imported as a type by everyone. Like feature-boundaries.js, every import is judged by
 * the file it resolves to.
 *
 * @param {{ tsconfigRootDir: string }} options  the app's folder (its tsconfig.json resolves imports)
 * @returns {import('eslint').Linter.Config[]}
 */
export function moduleBoundaries({ tsconfigRootDir }) {
  const layer = (type) => ({ to: { element: { type } } });
  const depsType = { to: { element: { type: 'deps' } }, dependency: { kind: 'type' } };
  return [
    {
      files: ['src/**/*.ts'],
      plugins: { boundaries },
      settings: {
        'import/resolver': { typescript: { project: join(tsconfigRootDir, 'tsconfig.json') } },
        // Patterns are relative to the app's folder wherever eslint runs from.
        'boundaries/root-path': tsconfigRootDir,
        // Folders only (a file pattern leaves its files unclassified, so unchecked); the order
        // is the priority: whatever under src/ is none of the others is the composition.
        'boundaries/elements': [
          { type: 'deps', pattern: 'src/deps' },
          { type: 'shared', pattern: 'src/{lib,db,config}' },
          { type: 'chain', pattern: 'src/chains/*', capture: ['family'] },
          { type: 'chains-shared', pattern: 'src/chains' },
          { type: 'module', pattern: 'src/modules/*', capture: ['module'] },
          { type: 'script', pattern: 'src/scripts' },
          { type: 'composition', pattern: 'src' },
        ],
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            message:
              'Not across the server layers of apps/api/README.md "Modules": a module imports itself, another module only by its index.ts, the chains only through src/chains/*.ts (the gateway and the registry, never a family folder), and lib/db/config; a chain family imports itself, src/chains/*.ts and lib/db/config; lib/db/config import only each other; src/deps only as a type.',
            policies: [
              {
                from: { element: { type: ['composition', 'script'] } },
                allow: [
                  layer('deps'),
                  layer('composition'),
                  layer('shared'),
                  layer('chains-shared'),
                  layer('chain'),
                  layer('module'),
                ],
              },
              { from: { element: { type: 'deps' } }, allow: [layer('shared'), layer('chain')] },
              { from: { element: { type: 'shared' } }, allow: [layer('shared'), depsType] },
              {
                from: { element: { type: 'chains-shared' } },
                allow: [layer('chains-shared'), layer('chain'), layer('shared'), depsType],
              },
              {
                from: { element: { type: 'chain' } },
                allow: [
                  layer('chains-shared'),
                  layer('shared'),
                  depsType,
                  {
                    to: {
                      element: {
                        type: 'chain',
                        captured: { family: '{{ from.element.captured.family }}' },
                      },
                    },
                  },
                ],
              },
              {
                from: { element: { type: 'module' } },
                allow: [
                  layer('chains-shared'),
                  layer('shared'),
                  depsType,
                  {
                    to: {
                      element: {
                        type: 'module',
                        captured: { module: '{{ from.element.captured.module }}' },
                      },
                    },
                  },
                  // Another module: its public face (index.ts) only. A chain family never: its
                  // gateway, through the registry, is the only door to a chain.
                  { to: { element: { type: 'module' }, file: { path: 'src/modules/*/index.ts' } } },
                ],
              },
            ],
          },
        ],
      },
    },
  ];
}
