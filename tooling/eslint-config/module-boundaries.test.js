import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './module-boundaries.js';

// A tiny server (fixtures/server: src/deps.ts, src/lib, src/chains/{cosmos,evm}, src/modules/{alpha,beta}).
const cwd = join(import.meta.dirname, 'fixtures/server');

async function errorsOf(file, code) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...moduleBoundaries({ tsconfigRootDir: cwd }),
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: join(cwd, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

test('a module uses itself, another module by index.ts, the chains interface and lib', async () => {
  const code = [
    "import { own } from './own';",
    "import { beta } from '../beta';",
    "import type { ChainGateway } from '../../chains/gateway';",
    "import { shared } from '../../lib/shared';",
    "import type { Deps } from '../../deps';",
  ].join('\n');
  assert.deepEqual(await errorsOf('src/modules/alpha/service.ts', code), []);
});

test("a module may not reach into another module's files or a chain family, even its index.ts", async () => {
  for (const source of [
    '../beta/beta',
    '../../chains/cosmos',
    '../../chains/cosmos/ledger',
    '../../app',
  ]) {
    const errors = await errorsOf('src/modules/alpha/service.ts', `import { x } from '${source}';`);
    assert.equal(errors.length, 1, source);
    assert.match(errors[0] ?? '', /boundaries\/dependencies/);
  }
});

test('a chain family imports no module and no other family; lib imports neither', async () => {
  for (const [file, source] of [
    ['src/chains/evm/gateway.ts', '../../modules/beta'],
    ['src/chains/evm/gateway.ts', '../cosmos/ledger'],
    ['src/lib/helper.ts', '../modules/beta'],
    ['src/lib/helper.ts', '../chains/cosmos'],
  ]) {
    assert.equal((await errorsOf(file, `import { x } from '${source}';`)).length, 1, source);
  }
  assert.deepEqual(
    await errorsOf('src/chains/evm/gateway.ts', "import { node } from './node';"),
    [],
  );
});

test('src/deps.ts is imported as a type only; the composition imports anything', async () => {
  assert.equal((await errorsOf('src/lib/helper.ts', "import { x } from '../deps';")).length, 1);
  assert.deepEqual(await errorsOf('src/lib/helper.ts', "import type { Deps } from '../deps';"), []);
  assert.deepEqual(
    await errorsOf(
      'src/app.ts',
      "import { beta } from './modules/beta/beta';\nimport { ledger } from './chains/cosmos/ledger';",
    ),
    [],
  );
});
