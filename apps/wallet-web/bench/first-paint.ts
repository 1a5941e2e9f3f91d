/**
 * First paint of the sign-in screens: first-contentful-paint, when the form itself shows, and the
 * bytes a visitor downloads (gzip, as vite preview serves them). Measured in Debian's Chromium
 * against `vite preview` of a production build in bench/dist/wallet-web (its own directory, so journeys that
 * serve dist/ are not disturbed), with a cold cache every run, in two profiles: this machine as is,
 * and a mid-range phone on 4G (CPU ×4 slower, 9 Mbit/s down, 150 ms round trip). Prints a table;
 * asserts nothing.
 *
 *   pnpm --filter @optwallet/wallet-web bench        (builds first)
 */
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@optwallet/vite-config';
import { type Browser, chromium } from 'playwright-core';
import { preview } from './support/servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PATHS = ['/login', '/signup'];

interface Profile {
  name: string;
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: Profile[] = [
  { name: 'this machine', cpuSlowdown: 1 },
  {
    name: 'phone on 4G',
    cpuSlowdown: 4,
    network: {
      latency: 150,
      downloadThroughput: (9 * 1024 * 1024) / 8,
      uploadThroughput: (1.5 * 1024 * 1024) / 8,
    },
  },
];

interface Sample {
  fcp: number;
  /** When the sign-in form's first field became visible (the app itself, not the loading splash). */
  form: number;
  jsKb: number;
  cssKb: number;
}

async function measure(browser: Browser, url: string, profile: Profile): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  const bytes = { js: 0, css: 0 };
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Script') bytes.js += event.encodedDataLength;
    if (type === 'Stylesheet') bytes.css += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('form input').first().waitFor({ state: 'visible' });
  const form = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return { fcp, form, jsKb: bytes.js / 1024, cssKb: bytes.css / 1024 };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};

const webDir = resolve(import.meta.dirname, '..');
const server = await preview({ cwd: webDir, outDir: 'bench/dist/wallet-web', probePath: '/login' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows = [];
  for (const profile of PROFILES) {
    for (const path of PATHS) {
      const url = `${server.url}${path}`;
      await measure(browser, url, profile); // warm the server, not the browser (cache is off)
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await measure(browser, url, profile));
      const fcps = samples.map((s) => s.fcp);
      const forms = samples.map((s) => s.form);
      rows.push({
        profile: profile.name,
        path,
        runs: RUNS,
        'FCP p50 ms': Math.round(percentile(fcps, 50)),
        'FCP p95 ms': Math.round(percentile(fcps, 95)),
        'form p50 ms': Math.round(percentile(forms, 50)),
        'form p95 ms': Math.round(percentile(forms, 95)),
        'JS KB (wire)': Number((samples[0]?.jsKb ?? 0).toFixed(1)),
        'CSS KB (wire)': Number((samples[0]?.cssKb ?? 0).toFixed(1)),
      });
    }
  }
  console.table(rows);
} finally {
  await browser.close();
  server.stop();
}
