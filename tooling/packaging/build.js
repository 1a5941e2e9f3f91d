import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { bundle, transform } from 'lightningcss';
import MagicString from 'magic-string';
import { defineConfig } from 'tsdown';

/**
 * The build of every published package: unbundled ESM and CJS (one output file per source
 * module, so a consumer's bundler keeps only the modules it reaches) with a .d.ts / .d.cts per
 * module. Dependencies and peers stay external (tsdown reads them from package.json).
 *
 * @param {import('./build.d.ts').LibraryOptions} options
 */
export function defineLibrary({ entry, css = false, useClient = false }) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    unbundle: true,
    dts: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    // Source files are .ts; the published ones are .js (ESM, "type": "module") and .cjs.
    fixedExtension: false,
    report: false,
    plugins: [annotatePureCalls(), ...(css ? [cssModules()] : [])],
    // React Server Components: every module of a client kit is a client module.
    ...(useClient ? { banner: { js: "'use client';" } } : {}),
  });
}

/** Callees whose results are values without side effects: calling them at module level is pure. */
const PURE_CALLEES = new Set(['z', 'forwardRef', 'memo', 'createContext']);

function calleeRoot(node) {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'TSInstantiationExpression') current = current.expression;
    else return current.type === 'Identifier' ? current.name : undefined;
  }
}

/**
 * Marks module-level `const x = z.object(…)` / `forwardRef(…)` / `memo(…)` / `createContext(…)`
 * with `/* @__PURE__ *\/`, so a bundler drops the ones a consumer does not use even inside a
 * module it keeps (zod schemas and React components are built by calls it cannot prove pure).
 */
export function annotatePureCalls() {
  return {
    name: 'optwallet:annotate-pure-calls',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/ },
      handler(code, id) {
        const program = this.parse(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' });
        const edit = new MagicString(code);
        for (const statement of program.body) {
          const declaration =
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { init } of declaration.declarations) {
            if (init?.type !== 'CallExpression' || !PURE_CALLEES.has(calleeRoot(init))) continue;
            if (code.slice(Math.max(0, init.start - 20), init.start).includes('__PURE__')) continue;
            edit.appendLeft(init.start, '/* @__PURE__ */ ');
          }
        }
        return edit.hasChanged()
          ? { code: edit.toString(), map: edit.generateMap({ hires: true, source: id }) }
          : null;
      },
    },
  };
}

/**
 * CSS for a component kit whose components import CSS modules: each `*.module.css` becomes a JS
 * module exporting its class map (class names hashed from the file's path, so they are stable),
 * and every stylesheet, plain and modular, goes into one `styles.css` in the order the modules
 * import them (dependencies first, as Vite orders them in development), which apps import once.
 * The JS never imports CSS, so Node (SSR, tests) can load every module.
 */
export function cssModules({ fileName = 'styles.css' } = {}) {
  /** @type {Map<string, string>} */
  const sheets = new Map();
  return {
    name: 'optwallet:css-modules',
    load: {
      filter: { id: /\.css$/ },
      handler(id) {
        const filename = relative(process.cwd(), id);
        if (id.endsWith('.module.css')) {
          const result = transform({
            filename,
            code: readFileSync(id),
            cssModules: { pattern: '[local]_[hash]' },
            sourceMap: false,
          });
          sheets.set(id, result.code.toString());
          const classes = Object.fromEntries(
            Object.entries(result.exports ?? {}).map(([local, value]) => [
              local,
              [value.name, ...value.composes.map((c) => c.name)].join(' '),
            ]),
          );
          return {
            code: `export default ${JSON.stringify(classes)};`,
            moduleType: 'js',
            moduleSideEffects: false,
          };
        }
        sheets.set(id, bundle({ filename: id, sourceMap: false }).code.toString());
        return { code: 'export {};', moduleType: 'js', moduleSideEffects: false };
      },
    },
    generateBundle() {
      const ordered = [];
      const seen = new Set();
      const visit = (id) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        if (sheets.has(id)) ordered.push(sheets.get(id));
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) visit(id);
      }
      this.emitFile({ type: 'asset', fileName, source: ordered.join('\n') });
      // Types for `import '<pkg>/styles.css'`, so a consumer's TypeScript resolves the side-effect
      // import without bundler-specific declarations (a .d.cts serves require and import alike).
      this.emitFile({
        type: 'asset',
        fileName: `${fileName}.d.cts`,
        source: '// The stylesheet of the kit: import it once, for its side effect.\nexport {};\n',
      });
    },
  };
}
