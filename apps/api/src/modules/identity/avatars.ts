import { createHash } from 'node:crypto';
import { type UpdateAvatarRequest } from '@optwallet/contract';
import { validateProfilePhoto } from '@optwallet/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { avatars, users } from '../../db/schema';
import { invalid } from '../../lib/errors';

/** Longest side of a stored photo: avatars show at most 96 px, so 512 covers 4× screens. */
const AVATAR_MAX_SIDE = 512;
/** Smaller photos would be a blur in the profile header. */
const AVATAR_MIN_SIDE = 64;
/** Larger inputs are refused before decoding (a 4 MB file can still claim 50 000 × 50 000 pixels). */
const AVATAR_MAX_INPUT_SIDE = 4096;

const FORMAT_OF = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;
const EXTENSION_OF = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type PhotoType = UpdateAvatarRequest['content_type'];

export interface StoredPhoto {
  bytes: Buffer;
  contentType: PhotoType;
  width: number;
  height: number;
  sha256: string;
}

const refuse = (message: string) => invalid('image', message);

/**
 * Checks an uploaded photo by its bytes (not its declared type), then re-encodes it: EXIF
 * orientation applied, at most 512 px a side, metadata (GPS, camera) stripped. What is stored and
 * served is always an image this server wrote, never the caller's file as sent.
 */
export async function normalizePhoto(bytes: Buffer, declared: PhotoType): Promise<StoredPhoto> {
  const rule = validateProfilePhoto({ type: declared, size: bytes.length });
  if (rule) throw refuse(rule.message);
  const input = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: AVATAR_MAX_INPUT_SIDE * AVATAR_MAX_INPUT_SIDE,
  });
  const meta = await input.metadata().catch(() => {
    throw refuse('The file is not a readable PNG or JPEG image');
  });
  if (meta.format !== FORMAT_OF[declared]) {
    throw refuse(`The file is not a ${declared === 'image/png' ? 'PNG' : 'JPEG'} image`);
  }
  const { width, height } = meta;
  if (Math.min(width, height) < AVATAR_MIN_SIDE) {
    throw refuse(`Profile photo must be at least ${AVATAR_MIN_SIDE} × ${AVATAR_MIN_SIDE} pixels`);
  }
  if (Math.max(width, height) > AVATAR_MAX_INPUT_SIDE) {
    throw refuse(`Profile photo must be at most ${AVATAR_MAX_INPUT_SIDE} pixels on each side`);
  }
  const resized = input
    .rotate()
    .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    declared === 'image/png'
      ? resized.png({ compressionLevel: 9 })
      : resized.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw refuse('The file is not a readable PNG or JPEG image');
  });
  return {
    bytes: data,
    contentType: declared,
    width: info.width,
    height: info.height,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

/** Public address of a stored photo (content-addressed: a new photo is a new URL). */
export function avatarUrl(
  apiPublicUrl: string,
  photo: Pick<StoredPhoto, 'sha256' | 'contentType'>,
): string {
  return `${apiPublicUrl}/api/avatars/${photo.sha256}.${EXTENSION_OF[photo.contentType]}`;
}

/** Replaces the user's photo and points users.avatar at it, in one transaction. */
export async function saveAvatar(
  db: Db,
  userId: string,
  photo: StoredPhoto,
  url: string,
  now: Date,
) {
  await db.transaction(async (trx) => {
    const row = { ...photo, createdAt: now };
    await trx
      .insert(avatars)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: avatars.userId, set: row });
    await trx.update(users).set({ avatar: url, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** Removes the user's photo; the apps fall back to initials. */
export async function removeAvatar(db: Db, userId: string, now: Date) {
  await db.transaction(async (trx) => {
    await trx.delete(avatars).where(eq(avatars.userId, userId));
    await trx.update(users).set({ avatar: null, updatedAt: now }).where(eq(users.id, userId));
  });
}

const FILE_PATTERN = /^([0-9a-f]{64})\.(png|jpg)$/;

/** The photo behind /api/avatars/{file}, or null when no user has it (any more). */
export async function findAvatar(db: Db, file: string) {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const [, sha256, extension] = match;
  const [row] = await db
    .select({ bytes: avatars.bytes, contentType: avatars.contentType })
    .from(avatars)
    .where(eq(avatars.sha256, sha256 ?? ''))
    .limit(1);
  if (!row || EXTENSION_OF[row.contentType as PhotoType] !== extension) return null;
  return row;
}
