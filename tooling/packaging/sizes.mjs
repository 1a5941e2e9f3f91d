// What a consumer's bundle gets for one import from each published package: esbuild bundles a
// one-line entry for the browser against the packages' published `exports` (dist, never the
// @optwallet/source condition), minifies, gzips and prints a table. React stays external, as in
// any app that uses the kit. Run after `pnpm build`:  pnpm sizes
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CASES = [
  {
    name: '{ Button } from @optwallet/ui',
    pkg: 'ui',
    code: `import { Button } from '@optwallet/ui'; console.log(Button);`,
    budget: 5 * 1024,
  },
  {
    name: '{ formatAmount } from @optwallet/domain',
    pkg: 'domain',
    code: `import { formatAmount } from '@optwallet/domain'; console.log(formatAmount('1.5', 6));`,
    budget: 2 * 1024,
  },
  {
    name: '{ routes } from @optwallet/contract/wire',
    pkg: 'contract',
    code: `import { routes } from '@optwallet/contract/wire'; console.log(routes.user.path);`,
  },
  {
    name: 'createApiClient + one call',
    pkg: 'api-client',
    code: `import { createApiClient } from '@optwallet/api-client';
createApiClient({ baseUrl: '/api' }).users.countries().then(console.log);`,
  },
];

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** Bundles one case from `resolveDir` (a folder whose node_modules hold the packages). */
export async function measure(testCase, resolveDir) {
  const result = await build({
    stdin: { contents: testCase.code, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: REACT,
  });
  const code = result.outputFiles[0].contents;
  // Inputs esbuild kept code from (the metafile also lists modules it read and shook out).
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    bip39WordList: inputs.some((path) => path.includes('bip39/wordlists')),
    packages: [...new Set(inputs.map(packageOf).filter(Boolean))].sort(),
  };
}

function packageOf(path) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(path);
  if (match) return match[1];
  const own = /packages\/([^/]+)\/dist\//.exec(path);
  return own ? `@optwallet/${own[1]}` : undefined;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Prints the table; returns the cases over budget or carrying the BIP39 list. `resolveDir(pkg)`
 * is where a case's import is resolved from: a consumer project, or the package's own folder
 * (a package may import itself by name).
 */
export async function report(resolveDir, log = console.log) {
  const failures = [];
  log('| import | minified | gzip | budget (gzip) | BIP39 word list | packages in the bundle |');
  log('|---|---|---|---|---|---|');
  for (const testCase of CASES) {
    const m = await measure(testCase, resolveDir(testCase.pkg));
    const over = testCase.budget !== undefined && m.gzip > testCase.budget;
    if (over || m.bip39WordList) failures.push(testCase.name);
    log(
      `| \`${testCase.name}\` | ${kb(m.minified)} | ${kb(m.gzip)} | ${testCase.budget ? kb(testCase.budget) : '-'}${over ? ' **over**' : ''} | ${m.bip39WordList ? 'yes' : 'no'} | ${m.packages.join(', ')} |`,
    );
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages');
  const failures = await report((pkg) => join(packages, pkg));
  if (failures.length > 0) {
    console.error(`\nOver budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}
