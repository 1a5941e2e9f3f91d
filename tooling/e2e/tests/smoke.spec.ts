import { expect, test } from '../support/fixtures';

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
