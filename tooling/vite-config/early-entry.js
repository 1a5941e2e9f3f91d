import { resolve } from 'node:path';

/**
 * A second entry that runs before the app, as early as the HTML allows: a small module (no React)
 * that starts loading the chunks of the route being opened beside the app's own script. Vite
 * bundles every module script of index.html into one entry, which would run it only after React
 * has arrived; so the early entry is its own build input, and its script is added to the built
 * HTML with `async` (it runs as soon as it is fetched, whatever the order of the scripts).
 *
 * @param {string} module  path of the early module, relative to the app root
 */
export function earlyEntry(module) {
  let root = process.cwd();
  let base = '/';
  const name = 'early';
  return {
    name: 'optwallet:early-entry',
    config(config, { command }) {
      if (command !== 'build') return undefined;
      const appRoot = resolve(config.root ?? process.cwd());
      return {
        build: {
          rollupOptions: {
            input: { index: resolve(appRoot, 'index.html'), [name]: resolve(appRoot, module) },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = context.bundle
          ? Object.values(context.bundle).find(
              (output) => output.type === 'chunk' && output.isEntry && output.name === name,
            )
          : undefined;
        const src = chunk ? `${base}${chunk.fileName}` : `/${module.replace(/^\.?\//, '')}`;
        if (context.bundle && !chunk) throw new Error(`early entry ${module} was not built`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: chunk ? true : undefined, src },
            injectTo: 'head',
          },
        ];
      },
    },
    // For the route budgets: the early entry is part of every first load (it is an entry chunk).
    api: { root: () => root },
  };
}
