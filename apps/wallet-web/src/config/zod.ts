import { z } from 'zod';

/*
 * The app's Content-Security-Policy allows no eval (script-src 'self'). zod would otherwise try
 * `new Function` once to compile faster parsers, and the browser reports that try as a policy
 * violation even though zod catches it. Imported first by main.tsx, before anything parses.
 */
z.config({ jitless: true });
