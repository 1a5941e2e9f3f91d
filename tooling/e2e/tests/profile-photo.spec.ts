import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createOnboardedUser, createUserWithWallet } from '../support/api';
import { openSignedIn } from '../support/pages';
import { API_URL } from '../support/servers';

/*
 * Profile photo: a wrong file is refused on the spot; a real photo is cropped, uploaded, and then
 * shows in the shell, on the profile page and to another person; removing it brings the initials
 * back.
 */

/** A JPEG photo drawn in the page's own browser (a face-like circle on a landscape background). */
async function photo(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.fillStyle = '#3a7bd5';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f4c095';
      context.beginPath();
      context.arc(w / 2, h / 2, h / 3, 0, Math.PI * 2);
      context.fill();
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', 0.9),
      );
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

const chooser = (page: Page) => page.getByTestId('profile-photo-input');
const uploaded = (page: Page) => page.locator('img[src*="/api/avatars/"]');

test('a user crops and uploads a profile photo; it shows in the shell, on the profile and to others, and can be removed', async ({
  page,
  request,
  inspect,
}) => {
  const user = await createUserWithWallet(request, 'photo');
  await openSignedIn(page, user.tokens, '/settings/profile');
  await expect(page.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible();
  await inspect('profile-photo-empty');

  // Refused before anything is read or sent.
  await chooser(page).setInputFiles({
    name: 'cat.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByRole('alert')).toHaveText('File type must be one of PNG, JPEG, JPG');

  await chooser(page).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page, 2400, 1600),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await inspect('profile-photo-crop');
  await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
  // A changed zoom is work: Escape asks before dropping it, and Keep editing keeps it.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard this crop?' });
  await expect(discard).toBeVisible();
  await inspect('profile-photo-discard');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The photo the server keeps: a 512 px JPEG at an immutable URL, shown in the page and the shell footer.
  await expect(uploaded(page).first()).toBeVisible();
  const src = (await uploaded(page).first().getAttribute('src')) ?? '';
  expect(src).toMatch(new RegExp(`^${API_URL}/api/avatars/[0-9a-f]{64}\\.jpg$`));
  expect(await uploaded(page).count()).toBeGreaterThanOrEqual(2);
  const served = await request.get(src);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(
    await uploaded(page)
      .first()
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([512, 512]);
  await inspect('profile-photo-saved');

  await page.goto('/profile');
  await expect(page.getByRole('main').locator(`img[src="${src}"]`)).toBeVisible();

  // Someone else sees it on the public profile.
  const other = await createOnboardedUser(request, 'photoviewer');
  const seen = await request.get(`${API_URL}/api/user/profile/${user.username}`, {
    headers: { 'X-App-Version': '1.0.3', Authorization: `Bearer ${other.token}` },
  });
  expect(((await seen.json()) as { avatar: string | null }).avatar).toBe(src);

  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Profile photo removed')).toBeVisible();
  await expect(uploaded(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  expect((await request.get(src)).status()).toBe(404);
});
