import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../constants';
import { fieldError } from './field-error';
import type { FieldError } from './field-error';

/** What the validator needs of a File: its MIME type, size in bytes and (optionally) its name. */
export interface ImageFileInfo {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpg',
};

/** The MIME type, or (when a browser reports none) the one the file name's extension implies. */
function mimeType(file: ImageFileInfo): string {
  if (file.type !== '') return file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

const PHOTO_TYPES_TEXT = 'PNG, JPEG, JPG';
const PHOTO_SIZE_TEXT = '4MB';

/** Profile photo: PNG, JPEG or JPG, strictly under 4 MB (4 × 1024 × 1024 bytes fails). */
export function validateProfilePhoto(file: ImageFileInfo | null | undefined): FieldError | null {
  if (!file) return fieldError('validation.image_required');
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(mimeType(file))) {
    return fieldError('validation.file_type', { types: PHOTO_TYPES_TEXT });
  }
  if (file.size >= PROFILE_PHOTO_MAX_BYTES)
    return fieldError('validation.file_size_max', { size: PHOTO_SIZE_TEXT });
  return null;
}
