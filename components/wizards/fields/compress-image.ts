/**
 * Makes a photo small enough to send from a phone on a slow network: a picture of an ID card, a
 * passport photograph or a signature taken with a phone's camera is 3 to 12 MB, the upload limit
 * is 5 MB, and 2,000 pixels on the long side still reads every line of an ID. Loaded on demand by
 * the file field (only when an image is chosen), so the wizard's own script stays small.
 *
 * The browser decodes the image (turned upright from its EXIF orientation), draws it on a white
 * canvas (a transparent PNG signature stays legible as a JPEG) and re-encodes it as JPEG, trying
 * smaller sizes and lower qualities until it fits `targetBytes`. Images already small enough are
 * sent as they are; one the browser cannot decode (HEIC in Chrome) comes back unchanged, and the
 * server judges it by its content.
 */

/** Photos above this size, or wider or taller than the first side below, are made smaller. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
const SIDES = [2000, 1600, 1200, 900] as const;
const QUALITIES = [0.85, 0.7] as const;

export type Compressed = { file: File; compressed: boolean };

export async function compressImage(
  file: File,
  targetBytes = COMPRESS_ABOVE_BYTES,
): Promise<Compressed> {
  const sendable = file.type === 'image/jpeg' || file.type === 'image/png';
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file, compressed: false };
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (sendable && file.size <= targetBytes && longSide <= SIDES[0])
      return { file, compressed: false };
    let smallest: Blob | null = null;
    for (const side of SIDES) {
      for (const quality of QUALITIES) {
        const blob = await encode(bitmap, Math.min(1, side / longSide), quality);
        if (!smallest || blob.size < smallest.size) smallest = blob;
        if (blob.size <= targetBytes) return { file: asJpeg(blob, file.name), compressed: true };
      }
    }
    // Nothing reached the target: the smallest try, if it beats the original (the caller checks the limit).
    return smallest && (smallest.size < file.size || !sendable)
      ? { file: asJpeg(smallest, file.name), compressed: true }
      : { file, compressed: false };
  } finally {
    bitmap.close();
  }
}

function asJpeg(blob: Blob, name: string): File {
  const base = name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([blob], `${base}.jpg`, { type: 'image/jpeg' });
}

async function encode(bitmap: ImageBitmap, scale: number, quality: number): Promise<Blob> {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      'image/jpeg',
      quality,
    ),
  );
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
