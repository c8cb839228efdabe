import type { FileUpload } from '@glassdesk/shared';
import { api } from '../../lib/api-client';

export type CropArea = { x: number; y: number; width: number; height: number };

/** The longest edge of a cropped photo sent to the server (it caps at 2000 px anyway). */
const MAX_EDGE = 1200;

/**
 * spec §5 "orientation corrected": a phone photo stores its pixels sideways with an EXIF orientation tag.
 * createImageBitmap with imageOrientation 'from-image' applies the tag, so the cropper shows and cuts the
 * photo the way it was taken.
 */
export function loadOriented(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, quality);
  });
}

/** The upright photo as a blob the cropper can show (its object URL). */
export async function uprightBlob(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  return canvasBlob(canvas, 'image/jpeg', 0.92);
}

/** Cuts the chosen square out of the upright photo, at most MAX_EDGE px a side, as a JPEG. */
export async function cropSquare(bitmap: ImageBitmap, area: CropArea): Promise<Blob> {
  const edge = Math.max(1, Math.min(MAX_EDGE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = edge;
  canvas.height = edge;
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, edge, edge);
  return canvasBlob(canvas, 'image/jpeg', 0.9);
}

/** CONTRACT "Files": POST /files, one image in the field `file` -> {name, url, thumbnail_url}. */
export function uploadImage(file: Blob, fileName = 'photo.jpg'): Promise<FileUpload> {
  const form = new FormData();
  form.append('file', file, fileName);
  return api.post('/files', { body: form });
}
