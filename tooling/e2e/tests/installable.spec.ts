import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@optwallet/vite-config';
import { preview } from 'vite';
import { captureScreens, expect, expectAccessible, test } from '../support/fixtures';
import { createOnboardedUser } from '../support/api';
import { goOffline } from '../support/offline';
import { openSignedIn } from '../support/pages';
import { WEB_URL } from '../support/servers';

// Issue 33, installable and offline: the built wallet app (what `vite preview` serves here, as
// in production) has a manifest Chromium accepts for installing, a service worker that
// precaches the shell, an offline state, and a prompt when a new build is out.

const webDir = resolve(import.meta.dirname, '../../../apps/wallet-web');

/** Resolves once a service worker controls the page (the first one claims the page it installed from). */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * Why Chromium would not offer to install the app, as its install prompt decides: in a profile
 * on disk (a browser context of Playwright's is incognito, which never installs anything).
 */
async function installabilityErrors() {
  const profile = mkdtempSync(join(tmpdir(), 'optwallet-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${WEB_URL}/login`);
    await controlledByWorker(page);
    const cdp = await browser.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the manifest parses, Chromium finds the app installable, and the worker controls the page', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  await controlledByWorker(page);

  // Chromium's own reading of the manifest and its install checks (Lighthouse 12 has no PWA
  // category any more: these are the checks its installable audit ran).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${WEB_URL}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(await installabilityErrors()).toEqual([]);

  const data = JSON.parse(manifest.data ?? '{}') as {
    name: string;
    display: string;
    start_url: string;
    icons: ManifestIcon[];
    shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
  };
  expect(data).toMatchObject({ name: 'OptWallet', display: 'standalone', start_url: '/' });
  expect(data.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['Send', '/send-receive'],
    ['Receive', '/send-receive?tab=receive'],
  ]);
  // Every PNG named is served, and is the size the manifest says.
  const pngs = [...data.icons, ...data.shortcuts.flatMap((shortcut) => shortcut.icons)].filter(
    (icon) => icon.type === 'image/png',
  );
  for (const icon of pngs) {
    const response = await page.request.get(new URL(icon.src, WEB_URL).toString());
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
  const sizes = (purpose: string) =>
    data.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The dark scheme has its own title bar colour.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute(
    'content',
    '#0d1016',
  );

  // Reloaded, the shell and its chunks come from the worker's precache; the API never does.
  const fromWorker = new Map<string, boolean>();
  page.on('response', (response) => {
    fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  const health = await page.evaluate(() => fetch('/api/health').then((response) => response.ok));
  expect(health).toBe(true);
  expect(fromWorker.get('/login')).toBe(true);
  const chunks = [...fromWorker].filter(([path]) => path.startsWith('/assets/'));
  expect(chunks.length).toBeGreaterThan(3);
  expect(chunks.filter(([, cached]) => !cached)).toEqual([]);
  expect(fromWorker.get('/api/health')).toBe(false);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((url) => new URL(url).pathname.startsWith('/api'));
  });
  expect(cachedApi).toEqual([]);
});

test('offline, a reload shows the app and says the wallet needs a connection, not an error page', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/login');
  await controlledByWorker(page);

  const goOnline = await goOffline(page, context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  const status = page.getByTestId('app-status');
  await expect(status).toContainText('You’re offline');
  await expect(status).toContainText('needs a connection to show your balances and to send');
  // A screen the visit has not opened yet comes from the precache too.
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(status).toContainText('You’re offline');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, testInfo, 'offline-login');

  // Back online, the notice goes by itself.
  await goOnline();
  await expect(status).not.toContainText('You’re offline');
});

test('signed in and offline, a reload says the wallet needs a connection, and opens it once back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  const user = await createOnboardedUser(request, 'offline');
  await openSignedIn(page, user.tokens, '/home');
  await controlledByWorker(page);

  const goOnline = await goOffline(page, context);
  await page.reload();
  const offline = page.getByRole('heading', { level: 1, name: 'You’re offline' });
  await expect(offline).toBeVisible();
  await expect(
    page.getByText('Your wallet opens as soon as the connection is back.'),
  ).toBeVisible();
  // The page says it in full: the notice at the foot stands aside.
  await expect(page.getByTestId('app-status').getByText('You’re offline')).toBeHidden();
  await expectAccessible(page);
  await captureScreens(page, testInfo, 'offline-signed-in');

  // The requests held while offline go out when the connection is back; still signed in.
  await goOnline();
  await expect(offline).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('online but the server out of reach, the page says so and opens the wallet by itself once it answers', async ({
  page,
  request,
}, testInfo) => {
  const user = await createOnboardedUser(request, 'unreachable');
  await openSignedIn(page, user.tokens, '/home');
  await controlledByWorker(page);

  // The connection is up, but nothing reaches the API (the server down, a captive portal).
  const isApi = (url: URL) => url.pathname.startsWith('/api/');
  await page.route(isApi, (route) => route.abort('connectionrefused'));
  await page.reload();
  const unreachable = page.getByRole('heading', { level: 1, name: 'OptWallet can’t be reached' });
  await expect(unreachable).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await captureScreens(page, testInfo, 'unreachable-signed-in');

  // The server answers again: no click, the page asks by itself within seconds.
  await page.unroute(isApi);
  await expect(unreachable).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('a new build is offered with "Update available — Reload", and Reload starts it', async ({
  page,
}, testInfo) => {
  // A copy of the build on a server of its own, so the suite's build stays as it is.
  const dist = mkdtempSync(join(tmpdir(), 'optwallet-pwa-'));
  cpSync(join(webDir, 'dist'), dist, { recursive: true });
  const server = await preview({
    configFile: join(webDir, 'vite.config.ts'),
    root: webDir,
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  try {
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
    await controlledByWorker(page);
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);

    // The next build: a changed page, so a worker whose precache list differs.
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    writeFileSync(
      join(dist, 'index.html'),
      html.replace('</head>', '<meta name="optwallet-build" content="next"></head>'),
    );
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    const next = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1next');
    expect(next).not.toBe(worker);
    writeFileSync(join(dist, 'sw.js'), next);

    // The browser looks for a new worker when a page of the app is opened.
    await page.reload();
    const status = page.getByTestId('app-status');
    await expect(status).toContainText('Update available', { timeout: 30_000 });
    await expect(status).toContainText('A new version of OptWallet is ready.');
    // The page in use is still the build it started with until the user says Reload.
    await expect(page.locator('meta[name="optwallet-build"]')).toHaveCount(0);
    await expectAccessible(page);
    await captureScreens(page, testInfo, 'update-available');

    await status.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="optwallet-build"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  } finally {
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    rmSync(dist, { recursive: true, force: true });
  }
});
