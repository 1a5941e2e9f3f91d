import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface LoadedJs {
  /** gzip -9 bytes of every JavaScript file the page fetched. */
  gzipBytes: number;
  files: number;
}

/**
 * Opens `url` in a fresh page with the HTTP cache off, waits until `ready` is visible and the
 * network is idle (lazy chunks, a chart's library), and sums gzip -9 of every script fetched,
 * modulepreloads included. Files are compressed here, so the figure does not depend on the server.
 */
export async function loadedJs(
  context: BrowserContext,
  url: string,
  ready: string,
  viewport = { width: 1280, height: 800 },
): Promise<LoadedJs> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') && !bodies.has(response.url()))
      bodies.set(response.url(), response.body());
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    [...bodies.values()].map(async (body) => gzipSync(await body, { level: 9 }).length),
  );
  await page.close();
  return { gzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

/** gzip -9 of scripts by address, fetched again from the server that served them (static files). */
export async function gzipOfScripts(urls: readonly string[]): Promise<LoadedJs> {
  const sizes = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return gzipSync(body, { level: 9 }).length;
    }),
  );
  return { gzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}
