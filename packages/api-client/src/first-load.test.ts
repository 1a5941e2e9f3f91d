import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const ENTRY = '\0first-load-entry';

/**
 * What an app's first load gets from `createApiClient` in a production build: the static import
 * closure of the entry chunk, as Vite builds the apps (workspace packages read from source).
 */
async function productionBundle() {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: new URL('..', import.meta.url).pathname,
    resolve: { conditions: ['@optwallet/source', ...defaultClientConditions] },
    plugins: [
      {
        name: 'first-load-entry',
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) =>
          id === ENTRY ? "export { createApiClient } from '@optwallet/api-client';" : undefined,
      },
    ],
    build: { write: false, rollupOptions: { input: ENTRY, preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstLoad = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || firstLoad.has(chunk)) return;
    firstLoad.add(chunk);
    for (const file of chunk.imports) visit(byName.get(file));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  const lazy = chunks.filter((chunk) => !firstLoad.has(chunk));
  const gzip = [...firstLoad].reduce(
    (sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length,
    0,
  );
  return { firstLoad: [...firstLoad].flatMap((chunk) => chunk.moduleIds), lazy, gzip };
}

describe('the client in a production build', () => {
  it('loads neither zod nor the contract up front: they come on demand, to validate', async () => {
    const { firstLoad, lazy, gzip } = await productionBundle();
    // Of @optwallet/contract only its zod-free entry (`./wire`: the route table, buildPath).
    const schemas = firstLoad.filter(
      (id) =>
        /\/zod\//.test(id) ||
        (/\/contract\/src\//.test(id) && !/\/(wire-entry|paths|routes\.generated)\.ts$/.test(id)),
    );
    expect(schemas).toEqual([]);
    expect(
      lazy.some((chunk) => chunk.moduleIds.some((id) => id.endsWith('contract/src/endpoints.ts'))),
    ).toBe(true);
    // ky, the client and the domain constants it reads.
    expect(gzip).toBeLessThan(12 * 1024);
  });
});
