export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Cuts `area` (in the image's own pixels) out of the image at `src` and encodes it, scaled down
 * so neither side exceeds `maxSide` (a phone photo becomes a small upload, not 12 megapixels).
 */
export async function cropImage(
  src: string,
  area: PixelArea,
  type: 'image/png' | 'image/jpeg' = 'image/jpeg',
  maxSide = Number.POSITIVE_INFINITY,
  quality = 0.92,
): Promise<Blob> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D context unavailable');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))),
      type,
      quality,
    ),
  );
}
