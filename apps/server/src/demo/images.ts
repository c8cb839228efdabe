import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../lib/images.js';
import type { Rng } from './random.js';

// Small, made-up photos for the demo: SVG drawings turned into JPEGs (what a phone sends), then through the files
// module's own processImage, exactly as an upload is. A pool is made once and reused: sharp is the slow part.

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function jpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A pane of glass in its frame, tinted, with a defect drawn on it and a caption. */
function defectSvg(rng: Rng, caption: string): string {
  const hue = rng.int(170, 215);
  const w = 800;
  const h = 600;
  const crack = Array.from({ length: 7 }, (_, i) => `${200 + i * 60 + rng.int(-25, 25)},${150 + rng.int(0, 300)}`).join(' ');
  const spots = Array.from({ length: 40 }, () => `<circle cx="${rng.int(140, 660)}" cy="${rng.int(120, 460)}" r="${rng.int(2, 7)}" fill="white" opacity="0.35"/>`).join('');
  const defect = rng.chance(0.5) ? `<polyline points="${crack}" fill="none" stroke="white" stroke-width="3" opacity="0.9"/>` : spots;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,72%)"/><stop offset="1" stop-color="hsl(${hue + 20},40%,38%)"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="#5b5f66"/>
  <rect x="100" y="80" width="600" height="420" fill="url(#g)" stroke="#d8dadf" stroke-width="14"/>
  <polygon points="160,100 260,100 140,480 100,480" fill="white" opacity="0.18"/>
  ${defect}
  <rect x="0" y="${h - 56}" width="${w}" height="56" fill="black" opacity="0.55"/>
  <text x="24" y="${h - 20}" font-family="sans-serif" font-size="26" fill="white">${escapeXml(caption)}</text>
</svg>`;
}

/** A supplier's label on the glass: order lines and a barcode. */
function labelSvg(rng: Rng, lines: string[]): string {
  const bars = Array.from({ length: 60 }, (_, i) => `<rect x="${60 + i * 9}" y="330" width="${rng.int(2, 6)}" height="110" fill="black"/>`).join('');
  const text = lines.map((line, i) => `<text x="60" y="${110 + i * 56}" font-family="sans-serif" font-size="${i === 0 ? 40 : 30}" fill="#111">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="500">
  <rect width="720" height="500" fill="#c9ccd1"/>
  <rect x="30" y="40" width="660" height="430" fill="#fbfbf7" stroke="#999" stroke-width="2" transform="rotate(${rng.int(-3, 3)} 360 250)"/>
  ${text}${bars}
</svg>`;
}

/** A glass trolley (an A-frame on wheels), square like the crop of the trolley form. */
function trolleySvg(rng: Rng, caption: string): string {
  const steel = rng.pick(['#3d6fb6', '#c0392b', '#2e8b57', '#7f8c8d', '#d68910']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe6ee"/><stop offset="1" stop-color="#9aa5b1"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#s)"/>
  <rect x="0" y="470" width="600" height="130" fill="#6b6f75"/>
  <polygon points="300,110 140,460 180,460 300,180 420,460 460,460" fill="${steel}"/>
  <rect x="110" y="450" width="380" height="26" fill="${steel}"/>
  <rect x="285" y="100" width="30" height="360" fill="${steel}"/>
  <circle cx="150" cy="500" r="26" fill="#222"/><circle cx="450" cy="500" r="26" fill="#222"/>
  <text x="24" y="570" font-family="sans-serif" font-size="30" fill="white">${escapeXml(caption)}</text>
</svg>`;
}

export type DemoImages = { defects: ProcessedImage[]; labels: ProcessedImage[]; trolleys: ProcessedImage[] };

/** The pool of processed demo photos. */
export async function makeImages(rng: Rng, opts: { defects: number; labels: number; trolleys: number }): Promise<DemoImages> {
  const defects: ProcessedImage[] = [];
  for (let i = 0; i < opts.defects; i++) defects.push(await processImage(await jpeg(defectSvg(rng, `Defect photo ${i + 1}`)), 'defect_images'));
  const labels: ProcessedImage[] = [];
  for (let i = 0; i < opts.labels; i++) {
    const lines = [`ORDER GO-${rng.digits(6)}`, `Size ${rng.int(4, 24) * 100} x ${rng.int(4, 18) * 100} mm`, `Batch ${rng.digits(4)}-${rng.digits(2)}`];
    labels.push(await processImage(await jpeg(labelSvg(rng, lines)), 'label_images'));
  }
  const trolleys: ProcessedImage[] = [];
  for (let i = 0; i < opts.trolleys; i++) trolleys.push(await processImage(await jpeg(trolleySvg(rng, `Trolley photo ${i + 1}`)), 'file'));
  return { defects, labels, trolleys };
}
