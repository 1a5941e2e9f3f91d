/**
 * What every app's index.html carries besides its title and its empty #root, in one place: the
 * head's charset, viewport, colour schemes and icon, and the body's noscript text and entry
 * script. Injected before Vite reads the page ('pre'), so the entry script is bundled as if it
 * were written there.
 *
 * @param {{ entry: string }} options  the app's entry module, from the app root ('src/main.tsx')
 * @returns {import('vite').Plugin}
 */
export function appHtml({ entry }) {
  return {
    name: 'optwallet:app-html',
    // The app's own pages only: a browser test's tester page (Vitest) is not the app.
    apply: () => !process.env.VITEST,
    transformIndexHtml: {
      order: 'pre',
      handler() {
        return [
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
          {
            tag: 'meta',
            attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
            injectTo: 'head',
          },
          { tag: 'meta', attrs: { name: 'color-scheme', content: 'light dark' }, injectTo: 'head' },
          {
            tag: 'link',
            attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
            injectTo: 'head',
          },
          {
            tag: 'noscript',
            children: 'OptWallet needs JavaScript to run in your browser.',
            injectTo: 'body',
          },
          {
            tag: 'script',
            attrs: { type: 'module', src: `/${entry.replace(/^\.?\//, '')}` },
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
