// Browser bundle size: bundle dist/index.js for the browser (ky, zod and @optwallet/domain
// included), minify, gzip, and print the sizes. Run after the build.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
async function measure(external) {
  const result = await build({
    entryPoints: [resolve(pkgDir, 'dist/index.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // The whole package surface, as an app importing everything would get it.
    treeShaking: true,
    external,
  });
  return result.outputFiles[0].contents;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const [label, external] of [
  ['with @optwallet/domain', []],
  ['without @optwallet/domain (shared with the app)', ['@optwallet/domain']],
]) {
  const code = await measure(external);
  console.log(
    `browser bundle of dist/index.js ${label}: ${kb(code.length)} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzip`,
  );
}
