import type { BrowserContext, Page } from '@playwright/test';

/**
 * Takes the browser offline and keeps every document the page loads offline; resolves to the way
 * back online. `context.setOffline` cuts the network (the page's and the service worker's), but
 * Chromium 150 gives a document loaded after it (a reload, a goto) `navigator.onLine === true`,
 * where a real loss of the connection is what every document reads. So each document the page
 * loads is also told it is offline (`Network.overrideNetworkState`: the flag alone, the network
 * stays as setOffline left it). Back online, setOffline gives the network back and the document
 * its `online` event at once.
 */
export async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  const devtools = await context.newCDPSession(page);
  const tellOffline = () =>
    void devtools
      .send('Network.overrideNetworkState', {
        offline: true,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
  page.on('domcontentloaded', tellOffline);
  return async function goOnline() {
    page.off('domcontentloaded', tellOffline);
    await context.setOffline(false);
    await devtools.detach();
  };
}
