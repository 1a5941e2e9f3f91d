import { apiUrl, appPort, sourceFiles, webApp } from '@optwallet/vite-config';
import { installableApp } from './pwa.config.ts';
import { envSchema } from './src/config/env-schema.ts';

/** This app's own modules in a chunk of the first load (tooling/vite-config has the packages'). */
const own = (paths: string) => sourceFiles('apps/wallet-web', paths);

export default webApp({
  root: import.meta.dirname,
  envSchema,
  port: appPort('WEB_PORT', 5173),
  // The admin login-by-session page is served by apps/api; /admin itself stays the app's route.
  proxy: { '/admin/session': { target: apiUrl(), changeOrigin: true } },
  // Issue 18's budgets: the JavaScript a cold first load of each route fetches, gzip -9. The
  // bench measures the same in Chromium.
  budgets: [
    {
      route: '/login',
      maxKiB: 90,
      modules: ['src/app/signed-out-app.tsx', 'src/features/auth/routes/login-route.tsx'],
    },
    {
      route: '/dashboard',
      maxKiB: 150,
      modules: ['src/app/signed-in-app.tsx', 'src/features/dashboard/routes/dashboard-route.tsx'],
    },
  ],
  chunks: {
    // The route tables and their matching, for the preloader.
    boot: [own(String.raw`(app/routes/(sets|signed-out|signed-in)|lib/router/match)\.`)],
    base: [own(String.raw`(lib/session|app/app|components/app-error-boundary)\.`)],
    kit: [
      own(
        String.raw`(lib/(texts|router/(index|route-tree))|components/(centered-page|store-badges|page-loader)|config/env)\.`,
      ),
    ],
    shared: [own(String.raw`(lib/form-errors|components/texts)\.`)],
    api: [own(String.raw`lib/api\.`)],
    // What the signed-in shell and its home screen load up front (the guards, the shell, the
    // money display the dashboard shows), as one file rather than the thirty or so the modules
    // would spread over.
    'signed-in': [
      /node_modules[\\/]zustand[\\/]/,
      own(
        String.raw`app/(signed-in-app|session-root|guards/|shell/(shell-layout|shell-nav|texts))`,
      ),
      own(
        String.raw`(lib/(account|money/)|stores/(contacts-store|money-actions-store)|components/(when-visible|money/(page|query-states|token-list|transaction-list|summary|price-chart|texts|use-validator-names)))`,
      ),
      own(
        String.raw`features/(notifications/(hooks|lib|texts|components/(notifications-menu|notifications\.module))|contacts/(texts|components/add-contacts-host)|transfer/components/stake-action-host|admin/lib|dashboard/(routes|texts))`,
      ),
    ],
  },
  testApiPort: 63_325,
  plugins: [installableApp()],
});
