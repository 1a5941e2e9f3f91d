import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Linter } from 'eslint';
import { boundaryRules } from './boundaries.js';

const lint = (code, self) =>
  new Linter({ configType: 'flat' })
    .verify(code, [
      {
        languageOptions: { sourceType: 'module', ecmaVersion: 'latest' },
        rules: boundaryRules(self),
      },
    ])
    .map((m) => m.message);

test('a package may not import an app', () => {
  const messages = lint("import { x } from '@optwallet/wallet-web';", { kind: 'package' });
  assert.match(messages[0] ?? '', /never imports an app/);
});

test('an app may not import another app but may import packages', () => {
  const self = { kind: 'app', name: 'wallet-web' };
  for (const source of ['@optwallet/oauth-consent', '../../../apps/api/src/app']) {
    const messages = lint(`import { x } from '${source}';`, self);
    assert.ok(
      messages.some((m) => /another app/.test(m)),
      `${source}: ${messages.join(' | ')}`,
    );
  }
  assert.deepEqual(lint("import { x } from '@optwallet/domain';", self), []);
});

test("nobody imports another package's src internals", () => {
  const messages = lint("import { x } from '@optwallet/domain/src/format';", {
    kind: 'app',
    name: 'api',
  });
  assert.match(messages[0] ?? '', /exports map/);
});
