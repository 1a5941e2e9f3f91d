import { endpoints } from '@optwallet/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HEADERS, createHarness, onboarded, raw, send } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A real image of the given size; JPEGs carry EXIF (GPS-like comment) the server must drop. */
async function image(format: 'png' | 'jpeg', width: number, height = width): Promise<Buffer> {
  const canvas = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  return format === 'png'
    ? canvas.png().toBuffer()
    : canvas
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret place 52.52N 13.40E' } })
        .toBuffer();
}

const upload = (token: string, bytes: Buffer, type: 'image/png' | 'image/jpeg') =>
  send(h, endpoints.updateAvatar, {
    token,
    body: { content_type: type, image: bytes.toString('base64') },
  });

const fetchPhoto = (url: string) => h.app.request(new URL(url).pathname);

describe('PUT /user/profile/avatar', () => {
  it('stores a re-encoded photo at most 512 px a side and points the user at its URL', async () => {
    const me = await onboarded(h, 'photo_png');
    const res = await upload(me.token, await image('png', 1200, 900), 'image/png');
    expect(res.status).toBe(200);
    const url = res.data?.avatar ?? '';
    expect(url).toMatch(/^http:\/\/localhost:8787\/api\/avatars\/[0-9a-f]{64}\.png$/);

    const served = await fetchPhoto(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // The app shows it from its own origin: the photo's own CORP and CSP win over the defaults.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384]);

    const profile = await send(h, endpoints.ownProfile, { token: me.token });
    expect(profile.data?.avatar).toBe(url);
  });

  it('strips a JPEG’s metadata and keeps small photos at their size', async () => {
    const me = await onboarded(h, 'photo_jpeg');
    const original = await image('jpeg', 300);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(me.token, original, 'image/jpeg');
    expect(res.data?.avatar).toMatch(/\.jpg$/);
    const served = await fetchPhoto(res.data?.avatar ?? '');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 300, undefined]);
  });

  it('replaces the previous photo: the old URL stops answering', async () => {
    const me = await onboarded(h, 'photo_swap');
    const first = await upload(me.token, await image('png', 100), 'image/png');
    const second = await upload(me.token, await image('jpeg', 120), 'image/jpeg');
    expect(second.data?.avatar).not.toBe(first.data?.avatar);
    expect((await fetchPhoto(first.data?.avatar ?? '')).status).toBe(404);
    expect((await fetchPhoto(second.data?.avatar ?? '')).status).toBe(200);
  });

  it('refuses what is not the declared image, too small, or not an image, changing nothing', async () => {
    const me = await onboarded(h, 'photo_refused');
    const cases: Array<[Buffer, 'image/png' | 'image/jpeg', string]> = [
      [await image('jpeg', 200), 'image/png', 'The file is not a PNG image'],
      [await image('png', 40), 'image/png', 'Profile photo must be at least 64 × 64 pixels'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        'The file is not a readable PNG or JPEG image',
      ],
      [
        (await image('png', 200)).subarray(0, 60),
        'image/png',
        'The file is not a readable PNG or JPEG image',
      ],
    ];
    for (const [bytes, type, message] of cases) {
      const res = await upload(me.token, bytes, type);
      expect(res.status, message).toBe(422);
      expect(res.error?.errors).toEqual({ image: [message] });
    }
    const user = await send(h, endpoints.user, { token: me.token });
    expect(user.data?.avatar).toBeNull();
  });

  it('refuses a photo of 4 MB or more with the catalogue text, and a larger body with 413', async () => {
    const me = await onboarded(h, 'photo_big');
    const fourMb = Buffer.alloc(4 * 1024 * 1024, 1);
    const res = await upload(me.token, fourMb, 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.error?.errors).toEqual({ image: ['File size must be under 4MB'] });
    const huge = await h.app.request(`/api${endpoints.updateAvatar.path}`, {
      method: 'PUT',
      headers: { ...HEADERS, authorization: `Bearer ${me.token}` },
      body: JSON.stringify({ content_type: 'image/png', image: 'A'.repeat(7 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers 401 without a session, and other JSON routes refuse bodies over 64 KB', async () => {
    expect((await upload('', await image('png', 100), 'image/png')).status).toBe(401);
    const big = await raw(h, 'POST', endpoints.login.path, { body: { email: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
  });
});

describe('DELETE /user/profile/avatar', () => {
  it('removes the photo: the user has no avatar and the URL answers 404', async () => {
    const me = await onboarded(h, 'photo_gone');
    const put = await upload(me.token, await image('png', 100), 'image/png');
    const res = await send(h, endpoints.deleteAvatar, { token: me.token });
    expect(res.data?.avatar).toBeNull();
    expect((await fetchPhoto(put.data?.avatar ?? '')).status).toBe(404);
  });
});

describe('GET /api/avatars/{file}', () => {
  it('answers 404 for names that are not a stored photo’s hash', async () => {
    for (const file of [
      'nope.png',
      `${'a'.repeat(64)}.png`,
      `${'a'.repeat(64)}.gif`,
      '..%2Fetc.png',
    ]) {
      expect((await h.app.request(`/api/avatars/${file}`)).status, file).toBe(404);
    }
  });
});
