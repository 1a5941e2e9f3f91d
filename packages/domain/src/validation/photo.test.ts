import { describe, expect, it } from 'vitest';
import { validateProfilePhoto } from './photo';

const MB4 = 4 * 1024 * 1024;

describe('validateProfilePhoto', () => {
  it('asks for an image when none is chosen', () => {
    expect(validateProfilePhoto(null)?.message).toBe('Please select an image');
  });

  it.each(['image/png', 'image/jpeg', 'image/jpg', 'IMAGE/PNG'])('accepts %s', (type) => {
    expect(validateProfilePhoto({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/gif', 'image/webp', 'application/pdf', ''])('refuses %j', (type) => {
    expect(validateProfilePhoto({ type, size: 1000 })?.message).toBe(
      'File type must be one of PNG, JPEG, JPG',
    );
  });

  it('falls back to the file name when the browser reports no type', () => {
    expect(validateProfilePhoto({ type: '', size: 10, name: 'me.JPEG' })).toBeNull();
    expect(validateProfilePhoto({ type: '', size: 10, name: 'me.gif' })?.key).toBe(
      'validation.file_type',
    );
    expect(validateProfilePhoto({ type: '', size: 10 })?.key).toBe('validation.file_type');
  });

  it('accepts one byte under 4 MB and refuses exactly 4 MB', () => {
    expect(validateProfilePhoto({ type: 'image/png', size: MB4 - 1 })).toBeNull();
    expect(validateProfilePhoto({ type: 'image/png', size: MB4 })?.message).toBe(
      'File size must be under 4MB',
    );
    expect(validateProfilePhoto({ type: 'image/png', size: MB4 + 1 })?.key).toBe(
      'validation.file_size_max',
    );
  });
});
