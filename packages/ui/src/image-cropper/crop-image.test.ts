import { describe, expect, it } from 'vitest';
import { cropImage } from './crop-image';

/** A real PNG of the given size, drawn in this browser. */
function pngOf(width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  context.fillStyle = '#c85028';
  context.fillRect(0, 0, width, height);
  return canvas.toDataURL('image/png');
}

const sizeOf = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  return [bitmap.width, bitmap.height];
};

describe('cropImage', () => {
  it('cuts the area out at its own size when it is within maxSide', async () => {
    const blob = await cropImage(
      pngOf(400, 300),
      { x: 50, y: 20, width: 200, height: 150 },
      'image/png',
      512,
    );
    expect(blob.type).toBe('image/png');
    expect(await sizeOf(blob)).toEqual([200, 150]);
  });

  it('scales a large crop down so its longest side is maxSide', async () => {
    const blob = await cropImage(
      pngOf(1600, 1200),
      { x: 0, y: 0, width: 1600, height: 1200 },
      'image/jpeg',
      512,
    );
    expect(blob.type).toBe('image/jpeg');
    expect(await sizeOf(blob)).toEqual([512, 384]);
  });

  it('rejects an image the browser cannot decode', async () => {
    await expect(
      cropImage('data:image/png;base64,AAAA', { x: 0, y: 0, width: 10, height: 10 }),
    ).rejects.toThrow();
  });
});
