import { appPort, sourceFiles, webApp } from '@optwallet/vite-config';
import { envSchema } from './src/config/env-schema.ts';

/** This app's own modules in a chunk of the first load (tooling/vite-config has the packages'). */
const own = (paths: string) => sourceFiles('apps/oauth-consent', paths);

export default webApp({
  root: import.meta.dirname,
  envSchema,
  port: appPort('CONSENT_PORT', 5174),
  // Issue 18's budget: the JavaScript a cold first load of /oauth fetches, gzip -9 (the wallet
  // app's bench measures the same in Chromium).
  budgets: [{ route: '/oauth', maxKiB: 90, modules: ['src/features/oauth/oauth-route.tsx'] }],
  chunks: {
    boot: [own(String.raw`app/routes\.`)],
    base: [own(String.raw`(lib/(session|home)|app/app)\.`)],
    // The /oauth screen itself and what it shows signed out: one file with the sign-in.
    kit: [
      own(
        String.raw`(lib/texts|components/sign-in|config/env|features/oauth/(oauth-route|incomplete-request))\.`,
      ),
    ],
    api: [own(String.raw`lib/api\.`)],
  },
});
