export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Cuts `area` (in the image's own pixels) out of the image at `src` and encodes it. */
export async function cropImage(
  src: string,
  area: PixelArea,
  type: 'image/png' | 'image/jpeg' = 'image/jpeg',
  quality = 0.92,
): Promise<Blob> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
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
