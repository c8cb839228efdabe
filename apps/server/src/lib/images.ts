import type Sharp from 'sharp';
import { FILE_MESSAGES, type ImageContentType } from '@glassdesk/shared';
import { HttpError } from './http-error.js';
import { loadOnce } from './load-once.js';

/**
 * sharp, loaded at its first use: loading it (and libvips) took about a tenth of the server's cold start, which needs
 * it only when an image comes in. Files are small and many: no libvips operation cache, and one thread per image (two
 * cores shared by everything).
 */
export const loadSharp: () => Promise<typeof Sharp> = loadOnce(() =>
  import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }),
);

/** A decoded image may hold at most this many pixels: a "decompression bomb" is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The stored image's longest side, and the thumbnail's. */
export const MAX_SIDE = 2000;
export const THUMBNAIL_SIDE = 320;

type Kind = 'jpeg' | 'png' | 'webp';
const CONTENT_TYPE: Record<Kind, ImageContentType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The image kind by its first bytes (magic numbers), whatever the file name or declared type say. */
export function sniffImage(bytes: Buffer): Kind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export type ProcessedImage = {
  contentType: ImageContentType;
  data: Buffer;
  width: number;
  height: number;
  thumbnailContentType: ImageContentType;
  thumbnail: Buffer;
};

/** A refusal of one image: 422 with the field it came in (`file`, `defect_images`, ...). */
export const imageError = (field: string, msg: string, status = 422) =>
  status === 422 ? new HttpError(422, [{ loc: ['body', field], msg, type: 'value_error' }]) : new HttpError(status, msg);

/**
 * CONTRACT "Files": accepts JPEG, PNG or WebP by content; re-encodes it in its own format with the orientation
 * applied (EXIF rotation) and every metadata block (EXIF, GPS, XMP, ICC comments) dropped, the longest side at most
 * MAX_SIDE; and makes a WebP thumbnail. Anything else, a damaged image or one over MAX_INPUT_PIXELS: 422 on `field`.
 */
export async function processImage(bytes: Buffer, field: string): Promise<ProcessedImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw imageError(field, FILE_MESSAGES.notImage);
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await input().metadata();
    if (meta.format !== kind) throw imageError(field, FILE_MESSAGES.unreadable);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw imageError(field, FILE_MESSAGES.tooManyPixels);
    const resized = (side: number) => input().rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const encoded = resized(MAX_SIDE);
    if (kind === 'jpeg') encoded.jpeg({ quality: 85 });
    else if (kind === 'png') encoded.png();
    else encoded.webp({ quality: 85 });
    const main = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await resized(THUMBNAIL_SIDE).webp({ quality: 75 }).toBuffer();
    return { contentType: CONTENT_TYPE[kind], data: main.data, width: main.info.width, height: main.info.height, thumbnailContentType: 'image/webp', thumbnail };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const message = err instanceof Error ? err.message : '';
    throw imageError(field, /pixel limit/i.test(message) ? FILE_MESSAGES.tooManyPixels : FILE_MESSAGES.unreadable);
  }
}
