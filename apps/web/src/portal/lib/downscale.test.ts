import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscalePhoto, fitWithin, isAcceptedImage, isJpeg, keepOriginal } from './downscale';

describe('fitWithin', () => {
  it.each([
    // A 12 MP phone photo, landscape and portrait.
    [4032, 3024, 2000, 2000, 1500],
    [3024, 4032, 2000, 1500, 2000],
    // At the limit and under it: unchanged, never enlarged.
    [2000, 2000, 2000, 2000, 2000],
    [2000, 1000, 2000, 2000, 1000],
    [640, 480, 2000, 640, 480],
    // One pixel over: the longest side lands on the limit exactly.
    [2001, 1000, 2000, 2000, 1000],
    [2001, 997, 2000, 2000, 997],
    [3000, 2000, 2000, 2000, 1333],
    // A panorama so thin its short side would round to 0.
    [100_000, 10, 2000, 2000, 1],
  ])('%i x %i within %i -> %i x %i', (w, h, max, ew, eh) => {
    const fitted = fitWithin(w, h, max);
    expect(fitted).toEqual({ width: ew, height: eh });
    expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(max);
  });

  it('refuses a size that is not one', () => {
    expect(() => fitWithin(0, 100, 2000)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN, 2000)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, 0)).toThrow(RangeError);
  });
});

const jpegBytes = (size: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(Math.max(0, size - 4))], { type: 'image/jpeg' });

describe('keepOriginal and isJpeg', () => {
  it('keeps a JPEG within the size only when re-encoding would not make it smaller', () => {
    const small = { width: 1600, height: 1200 };
    expect(keepOriginal({ size: 300_000, jpeg: true }, small, 2000, { size: 400_000 })).toBe(true);
    expect(keepOriginal({ size: 400_000, jpeg: true }, small, 2000, { size: 400_000 })).toBe(true);
    expect(keepOriginal({ size: 400_001, jpeg: true }, small, 2000, { size: 400_000 })).toBe(false);
    expect(keepOriginal({ size: 300_000, jpeg: false }, small, 2000, { size: 400_000 })).toBe(false);
    expect(keepOriginal({ size: 300_000, jpeg: true }, { width: 2001, height: 1200 }, 2000, { size: 400_000 })).toBe(false);
  });

  it('knows a JPEG by its first bytes, not by its type', async () => {
    expect(await isJpeg(jpegBytes(10))).toBe(true);
    expect(await isJpeg(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: '' }))).toBe(true);
    expect(await isJpeg(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/jpeg' }))).toBe(false);
    expect(await isJpeg(new Blob([]))).toBe(false);
  });
});

/** A decoded photo as createImageBitmap gives it (after the EXIF rotation). */
class FakeBitmap {
  closed = false;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {
    this.closed = true;
  }
}

/** A canvas that records what was drawn and "encodes" to a blob of a chosen size. */
function fakeCanvasKit(encodedSize: number) {
  const drawn: unknown[][] = [];
  const context = {
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect: vi.fn(),
    drawImage: (...args: unknown[]) => void drawn.push(args),
  };
  const encodes: Array<{ type?: string; quality?: number; width: number; height: number }> = [];
  const encoded = new Blob([new Uint8Array(encodedSize)], { type: 'image/jpeg' });
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return context;
    }
    convertToBlob(options: { type?: string; quality?: number }) {
      encodes.push({ ...options, width: this.width, height: this.height });
      return Promise.resolve(encoded);
    }
  }
  return { drawn, encodes, encoded, context, FakeOffscreenCanvas };
}

describe('downscalePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser(bitmap: FakeBitmap | Error, encodedSize: number) {
    const kit = fakeCanvasKit(encodedSize);
    const decode = vi.fn((_file: Blob, _options: unknown) => (bitmap instanceof Error ? Promise.reject(bitmap) : Promise.resolve(bitmap)));
    vi.stubGlobal('createImageBitmap', decode);
    vi.stubGlobal('OffscreenCanvas', kit.FakeOffscreenCanvas);
    return { ...kit, decode };
  }

  it('draws a 12 MP photo at 2000 px on its longest side, with the orientation applied, and sends the JPEG made of it', async () => {
    const bitmap = new FakeBitmap(3024, 4032);
    const kit = stubBrowser(bitmap, 350_000);
    const photo = jpegBytes(4_800_000);
    const result = await downscalePhoto(photo);
    expect(result).toBe(kit.encoded);
    expect(kit.decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(kit.drawn).toEqual([[bitmap, 0, 0, 1500, 2000]]);
    expect(kit.encodes).toEqual([{ type: 'image/jpeg', quality: 0.85, width: 1500, height: 2000 }]);
    expect(kit.context.fillStyle).toBe('#fff');
    expect(bitmap.closed).toBe(true);
  });

  it('keeps a small JPEG that re-encoding would make larger, and re-encodes one it makes smaller', async () => {
    stubBrowser(new FakeBitmap(1200, 900), 200_000);
    const compact = jpegBytes(150_000);
    expect(await downscalePhoto(compact)).toBe(compact);
    const kit = stubBrowser(new FakeBitmap(1200, 900), 200_000);
    const heavy = jpegBytes(900_000);
    expect(await downscalePhoto(heavy)).toBe(kit.encoded);
  });

  it('re-encodes a PNG or WebP whatever its size (the server takes them, but a JPEG is what the phone should send)', async () => {
    const kit = stubBrowser(new FakeBitmap(800, 600), 90_000);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47]), new Uint8Array(50_000)], { type: 'image/png' });
    expect(await downscalePhoto(png)).toBe(kit.encoded);
    expect(kit.drawn[0]).toEqual([expect.any(FakeBitmap), 0, 0, 800, 600]);
  });

  it('takes another size and quality', async () => {
    const kit = stubBrowser(new FakeBitmap(4000, 3000), 10);
    await downscalePhoto(jpegBytes(100), 1000, 0.5);
    expect(kit.encodes).toEqual([{ type: 'image/jpeg', quality: 0.5, width: 1000, height: 750 }]);
  });

  it('gives the photo back unchanged when this browser cannot decode it (the server judges it)', async () => {
    stubBrowser(new Error('HEIC not supported'), 10);
    const heic = new Blob([new Uint8Array(1000)], { type: 'image/heic' });
    expect(await downscalePhoto(heic)).toBe(heic);
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await downscalePhoto(heic)).toBe(heic);
  });

  it('draws on a canvas element where there is no OffscreenCanvas', async () => {
    const bitmap = new FakeBitmap(4000, 2000);
    const kit = stubBrowser(bitmap, 0);
    vi.stubGlobal('OffscreenCanvas', undefined);
    const encoded = new Blob([new Uint8Array(123)], { type: 'image/jpeg' });
    const element = {
      width: 0,
      height: 0,
      getContext: () => kit.context,
      toBlob: vi.fn((done: (blob: Blob | null) => void, type: string, quality: number) => {
        expect({ type, quality }).toEqual({ type: 'image/jpeg', quality: 0.85 });
        done(encoded);
      }),
    };
    const create = vi.spyOn(document, 'createElement').mockReturnValueOnce(element as unknown as HTMLCanvasElement);
    try {
      expect(await downscalePhoto(jpegBytes(3_000_000))).toBe(encoded);
      expect(create).toHaveBeenCalledWith('canvas');
      expect({ width: element.width, height: element.height }).toEqual({ width: 2000, height: 1000 });
      expect(kit.drawn).toEqual([[bitmap, 0, 0, 2000, 1000]]);
      expect(bitmap.closed).toBe(true);
    } finally {
      create.mockRestore();
    }
  });
});

describe('isAcceptedImage: what the server takes, by the first bytes', () => {
  const blob = (...bytes: (number | string)[]) => new Blob([new Uint8Array(bytes.flatMap((b) => (typeof b === 'string' ? [...b].map((c) => c.charCodeAt(0)) : [b])))]);
  it('takes JPEG, PNG and WebP whatever the name or type says', async () => {
    expect(await isAcceptedImage(blob(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(await isAcceptedImage(blob(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(await isAcceptedImage(blob('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe(true);
  });
  it('refuses anything else, and a start cut short', async () => {
    expect(await isAcceptedImage(blob('%PDF-1.4'))).toBe(false);
    expect(await isAcceptedImage(blob('GIF89a'))).toBe(false);
    expect(await isAcceptedImage(blob(0, 0, 0, 0x18, 'ftypheic'))).toBe(false);
    expect(await isAcceptedImage(blob('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe(false);
    expect(await isAcceptedImage(blob(0xff, 0xd8))).toBe(false);
    expect(await isAcceptedImage(blob(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBe(false);
    expect(await isAcceptedImage(blob())).toBe(false);
  });
});
