import { createRouter } from '../../lib/http';
import type { Deps } from '../../deps';
import { findAvatar } from './avatars';

/**
 * GET /api/avatars/{sha256}.{png|jpg}: profile photos, public like the profiles that show them.
 * Content-addressed, so cached for a year; served with nosniff and a CSP that forbids everything
 * but being an image.
 */
export function avatarFiles(deps: Deps) {
  const router = createRouter();
  router.get('/avatars/:file', async (c) => {
    const photo = await findAvatar(deps.db, c.req.param('file'));
    if (!photo) return c.json({ message: 'No such photo' }, 404);
    return c.body(new Uint8Array(photo.bytes), 200, {
      'Content-Type': photo.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return router;
}
