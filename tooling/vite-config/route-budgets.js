import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * Text only the development builds of our dependencies carry (React's dev runtime and its DOM
 * warnings): a package whose exports map offers only its development build once shipped 29 KiB
 * of react-router that way.
 */
const DEVELOPMENT_ONLY = [
  'react-dom.development',
  'react-jsx-dev-runtime',
  'jsxDEV(',
  'validateDOMNesting',
  'Download the React DevTools',
];

/**
 * Fails the build when a route's first load needs more JavaScript than its budget (gzip -9 bytes,
 * what a cold cache downloads). A route's first load is the static import closure of the HTML's
 * entry chunks plus that of the chunks holding `modules` (its screen, and whatever else the first
 * render imports: a layout, a chart). The bench measures the same in Chromium. It also fails
 * when any chunk carries a dependency's development build (DEVELOPMENT_ONLY).
 *
 * @param {{ route: string, maxKiB: number, modules: string[] }[]} budgets  modules relative to the app root
 */
export function routeBudgets(budgets) {
  let root = process.cwd();
  let logger = console;
  return {
    name: 'optwallet:route-budgets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? resolve(root, 'dist');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const chunkOf = new Map();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const gzipped = new Map();
      const size = (file) => {
        if (!gzipped.has(file))
          gzipped.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
        return gzipped.get(file);
      };
      const closure = (start) => {
        const seen = new Set();
        const visit = (file) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of bundle[file]?.imports ?? []) visit(next);
        };
        for (const chunk of start) visit(chunk.fileName);
        return seen;
      };
      for (const chunk of chunks) {
        const marker = DEVELOPMENT_ONLY.find((text) => chunk.code.includes(text));
        if (marker) {
          throw new Error(
            `${chunk.fileName} holds development-only code (${JSON.stringify(marker)}): ship production builds`,
          );
        }
      }
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const rows = budgets.map((budget) => {
        const screens = budget.modules.map((module) => {
          const chunk = chunkOf.get(resolve(root, module));
          if (!chunk) throw new Error(`route budget ${budget.route}: no chunk holds ${module}`);
          return chunk;
        });
        const files = closure([...entries, ...screens]);
        const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
        return { ...budget, files: files.size, kib: bytes / KIB };
      });
      for (const row of rows) {
        const verdict = row.kib <= row.maxKiB ? 'ok' : 'OVER BUDGET';
        logger.info(
          `route ${row.route}: ${row.kib.toFixed(1)} KiB JS gzip in ${row.files} files (budget ${row.maxKiB} KiB) ${verdict}`,
        );
      }
      const over = rows.filter((row) => row.kib > row.maxKiB);
      if (over.length > 0) {
        throw new Error(
          `JavaScript budget exceeded: ${over
            .map((row) => `${row.route} ${row.kib.toFixed(1)} KiB > ${row.maxKiB} KiB`)
            .join(', ')}`,
        );
      }
    },
  };
}
