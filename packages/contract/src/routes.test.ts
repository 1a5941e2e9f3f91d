import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoints } from './endpoints';
import type { EndpointDefinition } from './endpoints';

/** Body fields a caller may leave out: the client drops them when they are empty strings. */
function optionalFields(body: z.ZodType | undefined): string[] {
  if (!(body instanceof z.ZodObject)) return [];
  const shape = body.shape as Record<string, z.ZodType>;
  return Object.keys(shape).filter((key) => shape[key]?.safeParse(undefined).success);
}

/** routes.ts as Prettier prints it (printWidth 100), one row per endpoint of the contract. */
function renderRoutes(): string {
  const rows = Object.entries(endpoints as Record<string, EndpointDefinition>).map(
    ([name, def]) => {
      const optional = optionalFields(def.body).map((key) => `'${key}'`);
      const list = `    optional: [${optional.join(', ')}],`;
      const optionalLine =
        list.length <= 100
          ? list
          : `    optional: [\n${optional.map((k) => `      ${k},\n`).join('')}    ],`;
      return [
        `  ${name}: {`,
        `    method: '${def.method}',`,
        `    path: '${def.path}',`,
        `    auth: '${def.auth}',`,
        optionalLine,
        '  },',
      ].join('\n');
    },
  );
  return [
    '// Generated from endpoints.ts by routes.test.ts: do not edit. After changing a row of the',
    '// contract, run `pnpm --filter @optwallet/contract exec vitest run -u src/routes.test.ts`.',
    "import type { EndpointName } from './endpoints';",
    '',
    '/** What the client needs to send a call, without zod: the wire facts of every endpoint. */',
    'export interface WireRoute {',
    "  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';",
    '  readonly path: string;',
    "  readonly auth: 'bearer' | 'none';",
    '  /** Body fields the contract marks optional: the client leaves them out when empty. */',
    '  readonly optional: readonly string[];',
    '}',
    '',
    'export const routes = {',
    ...rows,
    '} as const satisfies Record<EndpointName, WireRoute>;',
    '',
  ].join('\n');
}

describe('routes.ts', () => {
  it('is the contract’s endpoint table without its schemas (regenerate with -u)', async () => {
    await expect(renderRoutes()).toMatchFileSnapshot('./routes.ts');
  });
});
