import { expect, test } from '../support/fixtures';
import { CONSENT_URL, WEB_URL } from '../support/servers';

test('the built wallet app opens on the sign-in screen and reaches the API through /api', async ({
  page,
  inspect,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to OptWallet' })).toBeVisible();
  await inspect('login');

  const health = await page.request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});

test('both apps name a favicon that their server delivers', async ({ page }) => {
  for (const origin of [WEB_URL, CONSENT_URL]) {
    await page.goto(`${origin}/`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(new URL(href ?? '', origin).toString());
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  }
});
