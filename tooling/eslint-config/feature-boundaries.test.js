import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { featureBoundaries } from './feature-boundaries.js';

// A tiny app (fixtures/app: src/app, src/features/{alpha,beta}, src/lib) with an `@/` alias.
const cwd = join(import.meta.dirname, 'fixtures/app');

async function errorsOf(file, code, options = {}) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: featureBoundaries({ tsconfigRootDir: cwd, ...options }),
  });
  const [result] = await eslint.lintText(code, { filePath: join(cwd, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

test('a feature uses itself and the shared layers', async () => {
  const code = "import { alpha } from './own';\nimport { shared } from '../../lib/shared';";
  assert.deepEqual(await errorsOf('src/features/alpha/screen.ts', code), []);
});

test('a feature may not import another feature or the app, relative or through an alias', async () => {
  for (const source of ['../beta/beta', '@/features/beta/beta', '../../app/app', '@/app/app']) {
    const errors = await errorsOf('src/features/alpha/screen.ts', `import { x } from '${source}';`);
    assert.equal(errors.length, 1, source);
    assert.match(errors[0] ?? '', /boundaries\/dependencies/);
  }
});

test('a shared layer imports no feature; the app composes features', async () => {
  assert.equal(
    (await errorsOf('src/lib/helper.ts', "import { beta } from '@/features/beta/beta';")).length,
    1,
  );
  assert.deepEqual(
    await errorsOf('src/app/routes.ts', "import { beta } from '../features/beta/beta';"),
    [],
  );
});

test('an entry file (src/main.tsx) reaches features only through the app', async () => {
  assert.deepEqual(
    await errorsOf(
      'src/main.tsx',
      "import { app } from './app/app';\nimport { shared } from './lib/shared';",
    ),
    [],
  );
  const errors = await errorsOf('src/main.tsx', "import { beta } from './features/beta/beta';");
  assert.equal(errors.length, 1);
  assert.match(errors[0] ?? '', /boundaries\/dependencies/);
});

test("a package's src/index.ts may re-export its features when it says so", async () => {
  const code = "export { beta } from './features/beta/beta';";
  assert.equal((await errorsOf('src/index.ts', code)).length, 1);
  assert.deepEqual(await errorsOf('src/index.ts', code, { entryExportsFeatures: true }), []);
});
