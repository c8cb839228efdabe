import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type FilePart = { field: string; data: Buffer; filename?: string; contentType?: string };

/** A multipart/form-data body for inject(): text fields, then files. */
export function multipart(fields: Record<string, string | number | null | undefined>, files: FilePart[] = []) {
  const boundary = `----glassdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename ?? 'photo.jpg'}"\r\nContent-Type: ${f.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const cache = new Map<string, Promise<Buffer>>();
/** A small real image (cached per kind and colour). */
export function testImage(kind: 'jpeg' | 'png' | 'webp' = 'jpeg', color = '#3366cc', width = 64, height = 48): Promise<Buffer> {
  const key = `${kind}-${color}-${width}-${height}`;
  let image = cache.get(key);
  if (!image) {
    image = sharp({ create: { width, height, channels: 3, background: color } })
      .toFormat(kind)
      .toBuffer();
    cache.set(key, image);
  }
  return image;
}

/** A JPEG 60x30 as stored by a phone held upright: EXIF orientation 6 (turn 90°), a camera make and a GPS position. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 30, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'owner-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header claims width x height pixels: a "decompression bomb" to refuse before decoding. */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
