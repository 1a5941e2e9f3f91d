import type { User } from '@optwallet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setUser, userQuery } from '../../../lib/account';
import { queryClient } from '@optwallet/auth-web';
import { type RecordedCall, json, renderMoney, serve, signIn } from '../../../test/money-harness';
import { ProfilePhotoField } from './profile-photo-field';

const ME: User = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada',
  onboarded_at: '2026-01-01T00:00:00.000Z',
  avatar: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'GB',
  phone_number: null,
  roles: [],
  following: false,
  bio: null,
};
const PHOTO_URL = `http://localhost:8787/api/avatars/${'a'.repeat(64)}.png`;

/** A real image file drawn in this browser. */
async function imageFile(width: number, height: number, type = 'image/png', name = 'me.png') {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  context.fillStyle = '#2860c8';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no PNG');
  return new File([blob], name, { type });
}

/** The button opens this (hidden) file chooser; tests hand it files directly. */
const fileInput = () => page.getByTestId('profile-photo-input');
const requests = (calls: RecordedCall[]) => calls.map((c) => `${c.method} ${c.path}`);

async function decodedSize(base64: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes]));
  return [bitmap.width, bitmap.height];
}

describe('profile photo', () => {
  beforeEach(async () => {
    await page.viewport(1280, 900);
    signIn();
    setUser(ME);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says what is wrong with a GIF and with a 4 MB file, under the rule, before anything is sent', async () => {
    const calls = serve({});
    await renderMoney(<ProfilePhotoField />);
    // The field states the whole rule (product §5's profile photo text) before any choice.
    await expect
      .element(page.getByText('Profile photo must be a PNG, JPEG or JPG under 4MB'))
      .toBeVisible();
    await userEvent.upload(fileInput(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('File type must be one of PNG, JPEG, JPG');
    await userEvent.upload(
      fileInput(),
      new File([new Uint8Array(4 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('File size must be under 4MB');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(requests(calls)).toEqual([]);
  });

  it('crops a large photo down to 512 px and uploads it; the new photo is the user’s', async () => {
    const calls = serve({ 'PUT /user/profile/avatar': json({ ...ME, avatar: PHOTO_URL }) });
    await renderMoney(<ProfilePhotoField />);
    await userEvent.upload(fileInput(), await imageFile(1600, 1200));
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await expect.element(dialog).toBeVisible();
    // The cropper measures the image before it knows the crop area.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dialog.getByRole('button', { name: 'Save photo' }).click();

    await expect.element(page.getByText('Profile photo updated')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(requests(calls)).toEqual(['PUT /user/profile/avatar']);
    const body = calls[0]?.body as { content_type: string; image: string };
    expect(body.content_type).toBe('image/png');
    expect(await decodedSize(body.image)).toEqual([512, 512]);
    expect(queryClient.getQueryData(userQuery.queryKey)?.avatar).toBe(PHOTO_URL);
    await expect.element(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  });

  it('asks before closing over a changed crop (Escape, the cross, an outside click); an untouched one just closes', async () => {
    const calls = serve({});
    await renderMoney(<ProfilePhotoField />);
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    const question = page.getByRole('alertdialog', { name: 'Discard this crop?' });

    // Untouched: Escape closes at once.
    await userEvent.upload(fileInput(), await imageFile(600, 400));
    await expect.element(dialog).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    // Zoomed: Escape asks; Keep editing keeps the crop.
    await userEvent.upload(fileInput(), await imageFile(600, 400));
    await expect.element(dialog).toBeVisible();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    (zoom.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(zoom).toHaveAttribute('aria-valuenow', '1.1');
    await userEvent.keyboard('{Escape}');
    await expect.element(question).toBeVisible();
    await expect
      .element(question)
      .toHaveTextContent('Closing now drops your crop. Your profile photo stays as it was.');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(question).not.toBeInTheDocument();
    await expect.element(zoom).toHaveAttribute('aria-valuenow', '1.1');

    // An outside click asks too.
    await userEvent.click(page.elementLocator(document.body), { position: { x: 4, y: 4 } });
    await expect.element(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(dialog).toBeVisible();

    // The cross asks; Discard closes and the photo stays as it was.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
    expect(requests(calls)).toEqual([]);
  });

  it('says “Failed to crop image” when the chosen file does not decode, and sends nothing', async () => {
    const calls = serve({});
    await renderMoney(<ProfilePhotoField />);
    await userEvent.upload(
      fileInput(),
      new File(['not really a png'], 'fake.png', { type: 'image/png' }),
    );
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect.element(page.getByText('Failed to crop image')).toBeVisible();
    expect(requests(calls)).toEqual([]);
  });

  it('shows the server’s refusal and keeps the dialog open to try another crop', async () => {
    serve({
      'PUT /user/profile/avatar': json(
        {
          message: 'Profile photo must be at least 64 × 64 pixels',
          errors: { image: ['Profile photo must be at least 64 × 64 pixels'] },
        },
        422,
      ),
    });
    await renderMoney(<ProfilePhotoField />);
    await userEvent.upload(fileInput(), await imageFile(300, 300));
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect
      .element(page.getByText('Profile photo must be at least 64 × 64 pixels'))
      .toBeVisible();
    await expect.element(dialog).toBeVisible();
    expect(queryClient.getQueryData(userQuery.queryKey)?.avatar).toBeNull();
  });

  it('removes the photo', async () => {
    setUser({ ...ME, avatar: PHOTO_URL });
    const calls = serve({ 'DELETE /user/profile/avatar': json(ME) });
    await renderMoney(<ProfilePhotoField />);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect.element(page.getByText('Profile photo removed')).toBeVisible();
    expect(requests(calls)).toEqual(['DELETE /user/profile/avatar']);
    expect(queryClient.getQueryData(userQuery.queryKey)?.avatar).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  });
});
