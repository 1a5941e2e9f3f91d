// Import rules of ARCHITECTURE.md: apps -> packages -> (nothing of ours), never app -> app,
// never package -> app, and never into another package's src/ internals.

const APP_NAMES = ['api', 'optchain', 'wallet-web', 'oauth-consent', 'partner-app'];

const appSpecifiers = (names) =>
  names.flatMap((name) => [`@optwallet/${name}`, `@optwallet/${name}/*`]);

const srcInternals = {
  group: ['@optwallet/*/src', '@optwallet/*/src/*', '**/packages/*/src/*', '**/apps/*/src/*'],
  message: "Import a package through its exports map, never another package's src/ internals.",
};

/**
 * @param {{ kind: 'package' | 'app' | 'tooling', name?: string }} self
 * @returns {import('eslint').Linter.RulesRecord}
 */
export function boundaryRules(self) {
  const forbiddenApps = self.kind === 'app' ? APP_NAMES.filter((n) => n !== self.name) : APP_NAMES;
  const patterns = [
    srcInternals,
    {
      group: [...appSpecifiers(forbiddenApps), '**/apps/*', '**/apps/*/*'],
      message:
        self.kind === 'app'
          ? 'An app never imports another app: move shared code into a package.'
          : 'A package never imports an app: dependencies point from apps to packages.',
    },
  ];
  return { 'no-restricted-imports': ['error', { patterns }] };
}
