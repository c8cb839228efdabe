// The QR reader of the Hand-over screen: barcode-detector's ponyfill over ZXing's WebAssembly build. The wasm file
// is bundled by Vite and served from our own origin (never a CDN: the app's CSP allows only 'self').
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

let detector: BarcodeDetector | null = null;

/** The first QR code's text in an image, video frame or bitmap, or null when none is found. */
export async function readQrCode(source: ImageBitmapSourceLike): Promise<string | null> {
  detector ??= new BarcodeDetector({ formats: ['qr_code'] });
  const found = await detector.detect(source);
  const text = found.find((code) => code.rawValue.trim() !== '')?.rawValue.trim();
  return text || null;
}

export type ImageBitmapSourceLike = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap | Blob | ImageData;
