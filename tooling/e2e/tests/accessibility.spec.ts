import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUserWithWallet } from '../support/api';
import { openSignedIn } from '../support/pages';

/*
 * Two axe rules the journeys' general scan does not block on (one is experimental, the other
 * of moderate impact), held here on the screens a signed-in user sees most: every accessible name
 * holds the visible label (label-content-name-mismatch), and headings never skip a level.
 */
async function namesAndHeadings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch', 'heading-order'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('the signed-in screens name controls by what they show and keep their headings in order', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'a11y');
  await openSignedIn(page, user.tokens);
  await expect(page.getByTestId('total-balance')).toBeVisible();
  // The price chart's token choice (its own chunk) has loaded.
  await page.getByRole('region', { name: 'Prices' }).scrollIntoViewIfNeeded();
  for (const path of [
    '/dashboard',
    '/my-assets',
    '/notifications',
    '/settings',
    '/permissions',
    '/help-support',
    '/profile',
    '/network/following',
  ]) {
    if (path !== '/dashboard') await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await namesAndHeadings(page), path).toEqual([]);
    await inspect(`a11y${path.replaceAll('/', '-')}`);
  }
});

test('a skip link is the first stop of the keyboard and leads past the sidebar to the content', async ({
  page,
  request,
}) => {
  const user = await createUserWithWallet(request, 'skip');
  await openSignedIn(page, user.tokens, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('skip-link.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab stop is inside the content, not the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
