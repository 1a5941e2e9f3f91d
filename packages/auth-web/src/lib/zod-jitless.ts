/**
 * The apps' Content-Security-Policy allows no eval (script-src 'self'). zod would otherwise try
 * `new Function` once to compile faster parsers, and the browser reports that try as a policy
 * violation even though zod catches it. zod is not part of a first load, so this does not import
 * it: zod adopts a config object already on globalThis when it loads (zod's own tests hold it to
 * that), and z.config() is that same object. `startWebApp()` calls it before anything renders.
 */
export function makeZodJitless() {
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
}
