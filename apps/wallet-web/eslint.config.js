import path from 'node:path';
import { defineConfig } from '@optwallet/eslint-config';

/**
 * bulletproof-react's rule: `src/app` composes `src/features/<feature>`, and features never import
 * each other (shared code lives in src/{components,lib,stores,i18n,config}).
 */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const featureOf = (file) => /[/\\]src[/\\]features[/\\]([^/\\]+)/.exec(file)?.[1];
        const own = featureOf(context.filename);
        if (!own) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = featureOf(path.resolve(path.dirname(context.filename), source));
          if (target && target !== own) {
            context.report({
              node,
              message: `Features never import each other: '${own}' imports '${target}'.`,
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) =>
            check(node, node.source.type === 'Literal' ? node.source.value : undefined),
          ExportNamedDeclaration: (node) => check(node, node.source?.value),
        };
      },
    },
  },
};

export default [
  ...defineConfig({
    kind: 'app',
    name: 'wallet-web',
    react: true,
    tsconfigRootDir: import.meta.dirname,
  }),
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { 'wallet-web': featureBoundaries },
    rules: { 'wallet-web/no-cross-feature-imports': 'error' },
  },
];
