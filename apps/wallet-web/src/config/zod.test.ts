import { expect, it } from 'vitest';
import './zod';

it('zod loaded after the app config parses without compiling code (CSP: no eval)', async () => {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
