// Photos are made smaller on the phone before upload (longest side 2,000 px, JPEG, orientation kept), so a
// 12 MP photo sends a few hundred KB instead of several MB.

export const PHOTO_MAX_SIDE = 2000;
export const PHOTO_QUALITY = 0.85;

/** The size that fits `width` x `height` within `maxSide` on its longest side, same shape; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (!(width > 0 && height > 0 && maxSide > 0)) throw new RangeError(`fitWithin: no size fits ${width}x${height} within ${maxSide}`);
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  // The longest side lands on maxSide exactly; the other is rounded, and never 0 for a very long thin photo.
  return width >= height ? { width: maxSide, height: Math.max(1, Math.round(height * scale)) } : { width: Math.max(1, Math.round(width * scale)), height: maxSide };
}

/** True when the blob's bytes start as a JPEG does (FF D8 FF): a camera's type can be missing or wrong. */
export async function isJpeg(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
  return head.length === 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/**
 * True when the blob's first bytes are a JPEG's, a PNG's or a WebP's: what the server takes (its own check reads the
 * content too). A photo the phone could not turn into a JPEG and that is none of these would only be refused on send.
 */
export async function isAcceptedImage(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.length >= 8 && head[0] === 0x89 && ascii(1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) return true;
  return head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/**
 * Whether to send the photo as it is rather than re-encoded: it is a JPEG already, small enough in pixels, and no
 * larger in bytes than what re-encoding made of it (re-encoding a small, well-compressed JPEG only loses quality).
 */
export function keepOriginal(original: { size: number; jpeg: boolean }, decoded: { width: number; height: number }, maxSide: number, encoded: { size: number }): boolean {
  return original.jpeg && Math.max(decoded.width, decoded.height) <= maxSide && original.size <= encoded.size;
}

type Drawable = { getContext(kind: '2d'): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null };

/** Draws the bitmap at the given size on an OffscreenCanvas (off the page), or on a canvas element where there is none. */
async function encodeJpeg(bitmap: ImageBitmap, size: { width: number; height: number }, quality: number): Promise<Blob> {
  const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(size.width, size.height) : null;
  const canvas: Drawable = offscreen ?? Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the photo on.');
  // JPEG has no transparency: a PNG's transparent parts turn white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  if (offscreen) return offscreen.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise<Blob>((resolve, reject) =>
    (canvas as HTMLCanvasElement).toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', quality),
  );
}

/**
 * The photo to upload: decoded with its EXIF orientation applied to the pixels (so the JPEG made from it stands the
 * right way up without EXIF), at most `maxSide` px on its longest side, encoded as JPEG at `quality`. A JPEG already
 * within `maxSide` that is smaller than its re-encoding is kept as it is (the server applies its orientation).
 * A photo this browser cannot decode or encode (HEIC on most browsers, no canvas) is returned unchanged: the server
 * is the judge of it, and its refusal is shown next to that photo.
 */
export async function downscalePhoto(file: File | Blob, maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const encoded = await encodeJpeg(bitmap, fitWithin(bitmap.width, bitmap.height, maxSide), quality);
    return keepOriginal({ size: file.size, jpeg: await isJpeg(file) }, bitmap, maxSide, encoded) ? file : encoded;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
