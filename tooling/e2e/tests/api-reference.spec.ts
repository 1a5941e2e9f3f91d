import { expect, test } from '@playwright/test';
import { API_URL } from '../support/servers';

// The partner reference at /api/docs: Scalar over /api/openapi.json, its script served by the
// API itself. Every request to another host is refused and recorded: the page must need none
// (no CDN, fonts, telemetry or proxy), so it works on a machine without the internet.
test('the API reference loads, searches and sends a request with no network beyond the API', async ({
  page,
}, testInfo) => {
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(API_URL) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    elsewhere.push(url);
    return route.abort('internetdisconnected');
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.goto(`${API_URL}/api/docs`);
  // Scalar renders the sidebar first and the whole reference (every endpoint) after it: on a busy
  // machine that took more than 5 s once.
  await expect(page.getByRole('heading', { name: 'OptWallet API' })).toBeVisible({
    timeout: 30_000,
  });

  // Navigation: a tag opens its operations, an operation shows its parameters.
  await page
    .getByRole('button', { name: /Transfers/ })
    .first()
    .click();
  await page.getByText('Sign and submit a transfer').first().click();
  await expect(page.getByText('Idempotency-Key').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reference-1280.png') });

  // Search.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('magic link');
  await expect(page.getByRole('option', { name: /Mail a magic link/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Try it: the built-in client calls this server.
  await page
    .getByRole('button', { name: /Health and devnet/ })
    .first()
    .click();
  await page.getByText('Liveness').first().click();
  await page.getByRole('button', { name: /Test Request.*get \/health/ }).click();
  await page.getByRole('button', { name: /Send get request to .*\/api\/health/ }).click();
  await expect(page.getByText('"status": "ok"').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${API_URL}/api/docs`);
  // Scalar renders the sidebar first and the whole reference (every endpoint) after it: on a busy
  // machine that took more than 5 s once.
  await expect(page.getByRole('heading', { name: 'OptWallet API' })).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: testInfo.outputPath('reference-390.png') });

  expect(elsewhere, 'requests to other hosts').toEqual([]);
  expect(refused, 'requests the page policy refused').toEqual([]);
});
