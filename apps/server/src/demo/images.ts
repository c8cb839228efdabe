import { loadSharp, processImage, type ProcessedImage } from '../lib/images.js';
import type { Rng } from './random.js';

// Small, made-up photos for the demo: SVG drawings turned into JPEGs (what a phone sends), then through the files
// module's own processImage, exactly as an upload is. sharp is the slow part (about 10 ms a photo): defect photos are
// a pool drawn once; a label or a trolley names its own ticket or trolley, so those are drawn one each, small.

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function jpeg(svg: string): Promise<Buffer> {
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A crack as a glazier sees one: jagged lines running out from the point of a break. */
function crackPaths(rng: Rng, x: number, y: number): string {
  let paths = '';
  for (let ray = rng.int(5, 8); ray > 0; ray--) {
    let angle = rng.next() * 2 * Math.PI;
    let [cx, cy] = [x, y];
    let d = `M${cx} ${cy}`;
    for (let step = rng.int(4, 8); step > 0; step--) {
      angle += (rng.next() - 0.5) * 0.7;
      const length = rng.int(25, 70);
      cx = Math.round(cx + Math.cos(angle) * length);
      cy = Math.round(cy + Math.sin(angle) * length);
      d += ` L${cx} ${cy}`;
    }
    paths += `<path d="${d}" fill="none" stroke="white" stroke-width="${rng.int(2, 3)}" opacity="0.85"/>`;
  }
  return paths + `<circle cx="${x}" cy="${y}" r="${rng.int(5, 9)}" fill="white" opacity="0.7"/>`;
}

/** What a defect photo shows. */
export type DefectKind = 'crack' | 'fog' | 'scratch';

/** Light scratches and chips: short fine lines, a few of them along the edge. */
function scratchPaths(rng: Rng, px: number, py: number, pw: number, ph: number): string {
  return Array.from({ length: rng.int(3, 7) }, (_, i) => {
    const x = i < 2 ? px + rng.int(4, 30) : rng.int(px + 80, px + pw - 80);
    const y = rng.int(py + 40, py + ph - 40);
    const angle = rng.next() * Math.PI;
    const length = rng.int(30, 140);
    return `<line x1="${x}" y1="${y}" x2="${Math.round(x + Math.cos(angle) * length)}" y2="${Math.round(y + Math.sin(angle) * length)}" stroke="white" stroke-width="1.5" opacity="0.8"/>`;
  }).join('');
}

/** A pane of glass in its frame, tinted, with a reflection and a defect on it: a crack, condensation or scratches. */
function defectSvg(rng: Rng, kind: DefectKind): string {
  const hue = rng.int(170, 215);
  const [w, h] = [800, 600];
  const [px, py, pw, ph] = [rng.int(70, 130), rng.int(50, 100), 600, 420];
  const frame = rng.pick(['#d8dadf', '#3a3d42', '#f1f1ee', '#8a6f4e']);
  const spots = Array.from(
    { length: 60 },
    () => `<circle cx="${rng.int(px, px + pw)}" cy="${rng.int(py + ph / 2, py + ph)}" r="${rng.int(2, 7)}" fill="white" opacity="${rng.int(20, 45) / 100}"/>`,
  ).join('');
  const fog = `<rect x="${px}" y="${py + ph * 0.45}" width="${pw}" height="${ph * 0.55}" fill="url(#f)"/>${spots}`;
  const defect = kind === 'crack' ? crackPaths(rng, rng.int(px + 120, px + pw - 120), rng.int(py + 100, py + ph - 100)) : kind === 'fog' ? fog : scratchPaths(rng, px, py, pw, ph);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,72%)"/><stop offset="1" stop-color="hsl(${hue + 20},40%,38%)"/></linearGradient>
    <linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="white" stop-opacity="0"/><stop offset="1" stop-color="white" stop-opacity="0.55"/></linearGradient>
    <clipPath id="pane"><rect x="${px}" y="${py}" width="${pw}" height="${ph}"/></clipPath>
  </defs>
  <rect width="${w}" height="${h}" fill="hsl(${rng.int(20, 40)},8%,${rng.int(30, 45)}%)"/>
  <rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="url(#g)"/>
  <g clip-path="url(#pane)">
    <polygon points="${px + 60},${py} ${px + 160},${py} ${px + 40},${py + ph} ${px - 60},${py + ph}" fill="white" opacity="0.16"/>
    ${defect}
  </g>
  <rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="${frame}" stroke-width="14"/>
</svg>`;
}

/** What a supplier's label on a pane says: the ticket's own order, so the photo matches the ticket it is on. */
export type LabelDetails = { orderNo: string; glassType: string; size: string; customerPo: string | null; batch: string; tilt: number };

/**
 * A barcode-like strip for `text`: each character's code gives the widths of three bars and their gaps (a guard of
 * thin bars at each end), so every order number has its own pattern. Not a real symbology: nothing scans it.
 */
function barcodeSvg(text: string, x: number, y: number, height: number): string {
  const widths = [1, 1, 1, 1];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    for (let k = 0; k < 6; k++) widths.push(1 + ((code >> k) % 3));
  }
  widths.push(1, 1, 1, 1);
  let svg = '';
  let at = x;
  widths.forEach((w, i) => {
    if (i % 2 === 0) svg += `<rect x="${at}" y="${y}" width="${w * 2}" height="${height}" fill="#111"/>`;
    at += w * 2;
  });
  return svg;
}

/** A photo of the supplier's label on the pane: order number, glass, size, batch and its barcode, a little askew. */
export function labelSvg(label: LabelDetails): string {
  const lines = [
    { text: label.glassType, size: 20, y: 112 },
    { text: `Size ${label.size}`, size: 20, y: 142 },
    { text: label.customerPo ? `Cust. PO ${label.customerPo}   Batch ${label.batch}` : `Batch ${label.batch}`, size: 16, y: 170 },
  ];
  const text = lines.map((l) => `<text x="44" y="${l.y}" font-family="sans-serif" font-size="${l.size}" fill="#222">${escapeXml(l.text)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
  <rect width="480" height="320" fill="#b9c3c9"/>
  <g transform="rotate(${label.tilt} 240 160)">
    <rect x="24" y="28" width="432" height="264" fill="#fbfbf7" stroke="#9a9a9a" stroke-width="1.5"/>
    <rect x="24" y="28" width="432" height="40" fill="#0c69a9"/>
    <text x="44" y="56" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff">GLASSDESK</text>
    <text x="44" y="90" font-family="sans-serif" font-size="26" font-weight="bold" fill="#111">ORDER ${escapeXml(label.orderNo)}</text>
    ${text}
    ${barcodeSvg(label.orderNo, 44, 190, 62)}
    <text x="44" y="276" font-family="monospace" font-size="14" fill="#222">${escapeXml(label.orderNo)}</text>
  </g>
</svg>`;
}

/** The label photo of one ticket, through processImage like an upload. */
export async function labelImage(label: LabelDetails): Promise<ProcessedImage> {
  return processImage(await jpeg(labelSvg(label)), 'label_images');
}

/** A glass trolley (an A-frame on wheels), square like the crop of the trolley form, with its UID on a plate. */
function trolleySvg(steel: string, uid: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe6ee"/><stop offset="1" stop-color="#9aa5b1"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#s)"/>
  <rect x="0" y="376" width="480" height="104" fill="#6b6f75"/>
  <polygon points="240,88 112,368 144,368 240,144 336,368 368,368" fill="${steel}"/>
  <rect x="88" y="360" width="304" height="21" fill="${steel}"/>
  <rect x="228" y="80" width="24" height="288" fill="${steel}"/>
  <rect x="186" y="250" width="108" height="34" fill="#f4f4f0" stroke="#333" stroke-width="2"/>
  <text x="240" y="274" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="bold" fill="#111">${escapeXml(uid)}</text>
  <circle cx="120" cy="400" r="21" fill="#222"/><circle cx="360" cy="400" r="21" fill="#222"/>
</svg>`;
}

export const TROLLEY_COLOURS = ['#3d6fb6', '#c0392b', '#2e8b57', '#7f8c8d', '#d68910'] as const;

/** A photo of one trolley, its UID plate readable, through processImage like an upload. */
export async function trolleyImage(steel: string, uid: string): Promise<ProcessedImage> {
  return processImage(await jpeg(trolleySvg(steel, uid)), 'file');
}

/** Runs drawing jobs a few at a time: sharp works on its own threads, so this keeps both cores busy. */
export async function drawAll(jobs: (() => Promise<void>)[]): Promise<void> {
  for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((job) => job()));
}

/** Defect photos of each kind, drawn once and shared: a defect does not name its ticket, so a pool reads true. */
export async function makeDefectImages(rng: Rng, perKind: number): Promise<Record<DefectKind, ProcessedImage[]>> {
  const kinds: DefectKind[] = ['crack', 'fog', 'scratch'];
  // Drawn in order (the generator's), rendered a few at a time.
  const svgs = kinds.flatMap((kind) => Array.from({ length: perKind }, () => ({ kind, svg: defectSvg(rng, kind) })));
  const pool: Record<DefectKind, ProcessedImage[]> = { crack: [], fog: [], scratch: [] };
  const images = new Array<ProcessedImage>(svgs.length);
  await drawAll(
    svgs.map(
      ({ svg }, i) =>
        async () =>
          void (images[i] = await processImage(await jpeg(svg), 'defect_images')),
    ),
  );
  svgs.forEach(({ kind }, i) => pool[kind].push(images[i]));
  return pool;
}
