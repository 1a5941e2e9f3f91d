/**
 * The splash both apps paint from their index.html alone while the first script loads (React
 * replaces #root's content), in one place: its styles go into <head> (inline styles are allowed
 * by the apps' CSP) and its markup into the empty #root. Light and dark, no motion when reduced.
 * The apps' `Splash` component renders the same markup while a route's chunks load.
 */
const STYLE = `
/* Painted from the HTML alone while the app's script loads; React replaces #root's content. */
.boot {
  min-height: 100vh;
  display: grid;
  place-items: center;
  font:
    600 1.5rem/1.2 system-ui,
    sans-serif;
  color: #131722;
  background: #f5f6f8;
}
.boot-bar {
  position: relative;
  width: 120px;
  height: 3px;
  margin: 16px auto 0;
  overflow: hidden;
  border-radius: 2px;
  background: #d0d5dd;
}
/* Moved by transform (the compositor's work): loading repaints nothing on the main thread. */
.boot-bar::after {
  content: '';
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, #d0d5dd 0%, #3150cc 50%, #d0d5dd 100%);
  animation: boot 1.2s linear infinite;
}
@keyframes boot {
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(100%);
  }
}
@media (prefers-color-scheme: dark) {
  .boot {
    color: #e9ecf2;
    background: #0d1016;
  }
}
@media (prefers-reduced-motion: reduce) {
  .boot-bar::after {
    animation: none;
  }
}

`;

const MARKUP = `<div class="boot" role="status" aria-label="Loading OptWallet"><div>OptWallet<div class="boot-bar"></div></div></div>`;

const ROOT = '<div id="root"></div>';

/** @returns {import('vite').Plugin} */
export function bootSplash() {
  return {
    name: 'optwallet-boot-splash',
    // The app's own pages only: a browser test's tester page (Vitest) has no root to fill.
    apply: () => !process.env.VITEST,
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(ROOT)) throw new Error(`bootSplash: index.html needs an empty ${ROOT}`);
        return {
          html: html.replace(ROOT, `<div id="root">${MARKUP}</div>`),
          tags: [{ tag: 'style', children: STYLE, injectTo: 'head' }],
        };
      },
    },
  };
}
