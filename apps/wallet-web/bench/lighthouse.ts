/**
 * First load of the built apps, side by side with a bare Vite + React 19 counter built in the same
 * run: Lighthouse's mobile preset (simulated slow 4G, CPU ×4), 3 runs per page, median run
 * (Lighthouse's own computeMedianRun), and the JavaScript each page fetches (gzip -9, files): the
 * scripts of that mobile run, and those of a desktop load (1280 × 800, where more of a screen is
 * in view, e.g. the dashboard's price chart).
 * Pages: wallet-web /login (signed out), /dashboard (the seeded demo user, signed in), the consent
 * app's /oauth (signed out, a valid partner request), and the counter. Everything runs against the
 * real API on its own port and data directory. Prints tables; asserts nothing (the budgets are
 * enforced by `pnpm build`, see scripts/check-budgets.mjs).
 *
 *   pnpm --filter @optwallet/wallet-web bench        (builds first; run it alone on the machine)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@optwallet/vite-config';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun as medianRunOf } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { gzipOfScripts, loadedJs, type LoadedJs } from './support/js-loaded';
import { freePort, preview, run, startApi, type Served } from './support/servers';
import { signInDemo, storeSessionScript, type TokenSet } from './support/sign-in';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const webDir = resolve(import.meta.dirname, '..');
const consentDir = resolve(webDir, '../oauth-consent');
const apiDir = resolve(webDir, '../api');
const out = {
  web: join(webDir, 'bench/dist/wallet-web'),
  consent: join(webDir, 'bench/dist/oauth-consent'),
  counter: join(webDir, 'bench/dist/counter'),
};

/** The partner client the devnet seed registers (apps/api README), with state and PKCE. */
const OAUTH_QUERY = new URLSearchParams({
  client_id: 'partner-example',
  redirect_uri: 'http://localhost:5175/callback',
  scopes: 'profile:basic email',
  state: 'bench-state',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSstw-cM',
  code_challenge_method: 'S256',
}).toString();

// Its declaration names the global `LH` namespace, which only Lighthouse's own build sees.
const computeMedianRun = medianRunOf as unknown as (runs: Result[]) => Result;

interface PageUnderTest {
  name: string;
  url: string;
  /** What shows once the page is there (the JS figure waits for it). */
  ready: string;
  session?: TokenSet;
}

interface Row extends LoadedJs {
  name: string;
  desktop: LoadedJs;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  lcpElement: string;
}

async function build() {
  await run(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', out.consent, '--emptyOutDir'],
    consentDir,
  );
  await run(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--config',
      'bench/counter/vite.config.ts',
      '--outDir',
      out.counter,
      '--emptyOutDir',
    ],
    webDir,
  );
}

/** Signed in: the token set where the app keeps it; signed out: nothing stored for the origin. */
async function prepareStorage(context: BrowserContext, page: PageUnderTest) {
  const tab = await context.newPage();
  // An empty page of the app's origin (served here, not by the app), to reach its localStorage.
  const blank = new URL('/__bench_storage', page.url).href;
  await tab.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await tab.goto(blank);
  await tab.evaluate(page.session ? storeSessionScript(page.session) : 'localStorage.clear()');
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
}

async function lighthouseRun(port: number, page: PageUnderTest) {
  const result = await lighthouse(page.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed in, the stored session must survive; the cache is emptied by prepareStorage instead.
    disableStorageReset: page.session !== undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  return result.lhr;
}

async function measure(context: BrowserContext, port: number, page: PageUnderTest): Promise<Row> {
  await prepareStorage(context, page);
  const desktop = await loadedJs(context, page.url, page.ready);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    await prepareStorage(context, page);
    runs.push(await lighthouseRun(port, page));
  }
  const median = computeMedianRun(runs);
  // The median run's full report, to open in the Lighthouse viewer (bench/dist is not committed).
  const report = join(webDir, 'bench/dist', `lighthouse-${page.name.replace(/\W+/g, '-')}.json`);
  writeFileSync(report, JSON.stringify(median));
  const requests = median.audits['network-requests']?.details as
    { items?: { url?: string; resourceType?: string }[] } | undefined;
  const scripts = (requests?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => item.url ?? '');
  const js = await gzipOfScripts(scripts);
  const numeric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = median.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return {
    name: page.name,
    ...js,
    desktop,
    score: Math.round((median.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    lcpElement: lcpItems?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

await build();
const servers: Served[] = [];
const profile = mkdtempSync(join(tmpdir(), 'optwallet-lighthouse-'));
let context: BrowserContext | undefined;
try {
  const api = await startApi(apiDir);
  servers.push(api);
  const [web, consent, counter] = await Promise.all([
    preview({ cwd: webDir, outDir: out.web, probePath: '/login', apiUrl: api.url }),
    preview({ cwd: consentDir, outDir: out.consent, probePath: '/oauth', apiUrl: api.url }),
    preview({ cwd: webDir, outDir: out.counter, probePath: '/' }),
  ]);
  servers.push(web, consent, counter);
  const session = await signInDemo(api.url);

  const port = await freePort();
  // A persistent context is the browser's default one, which Lighthouse's tab shares (storage).
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const pages: PageUnderTest[] = [
    { name: 'React 19 counter', url: `${counter.url}/`, ready: 'button' },
    { name: 'wallet-web /login', url: `${web.url}/login`, ready: 'form input' },
    { name: 'wallet-web /dashboard', url: `${web.url}/dashboard`, ready: 'main h1', session },
    { name: 'consent /oauth', url: `${consent.url}/oauth?${OAUTH_QUERY}`, ready: 'form input' },
  ];
  // LIGHTHOUSE_PAGES=dashboard,oauth measures only the pages whose names contain those words
  // (the counter always runs: the table is relative to it).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const chosen = pages.filter(
    (page, index) => index === 0 || !only || only.some((word) => page.name.includes(word)),
  );
  const rows: Row[] = [];
  for (const page of chosen) rows.push(await measure(context, port, page));
  const floor = rows[0]?.gzipBytes ?? Number.NaN;
  console.table(
    rows.map((row) => ({
      page: row.name,
      'JS gzip KiB': Number((row.gzipBytes / 1024).toFixed(1)),
      'JS files': row.files,
      'x counter': Number((row.gzipBytes / floor).toFixed(2)),
      'desktop JS KiB': Number((row.desktop.gzipBytes / 1024).toFixed(1)),
      'desktop files': row.desktop.files,
      [`score (median of ${RUNS})`]: row.score,
      'FCP s': Number((row.fcp / 1000).toFixed(2)),
      'LCP s': Number((row.lcp / 1000).toFixed(2)),
      'TBT ms': Math.round(row.tbt),
    })),
  );
  console.table(rows.map((row) => ({ page: row.name, 'LCP element': row.lcpElement })));
} finally {
  await context?.close();
  for (const server of servers) server.stop();
  rmSync(profile, { recursive: true, force: true });
}
