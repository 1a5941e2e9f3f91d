import { expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

it('zod loaded after the app set it up parses without compiling code (CSP: no eval)', async () => {
  makeZodJitless();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
