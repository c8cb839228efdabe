// Draws the customer portal's icons (installable, with a maskable icon and an apple-touch-icon) and both apps' 32 px
// favicons from one SVG drawing, written as PNGs to portal/public/icons/ and public/ (the back-office's). The PNGs are
// committed; run this again after changing the drawing:
//   node apps/web/scripts/portal-icons.mjs
// sharp comes with the server (apps/server), which re-encodes uploaded photos with it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../portal/public/icons/', import.meta.url));
const officeOut = fileURLToPath(new URL('../public/', import.meta.url));
const PRIMARY = '#0C69A9';
const SECONDARY = '#FF740A';

/** A pane of glass with its shine, and an orange badge with a tick: a glass ticket seen to. 512 x 512 units. */
const mark = `
  <rect x="120" y="96" width="236" height="300" rx="22" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-width="26"/>
  <path d="M170 214 L246 138 M170 286 L300 156" stroke="#ffffff" stroke-width="20" stroke-linecap="round"/>
  <circle cx="360" cy="372" r="84" fill="${SECONDARY}" stroke="${PRIMARY}" stroke-width="14"/>
  <path d="M318 374 L348 404 L404 344" fill="none" stroke="#ffffff" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`;

/** `rounded`: the app's own corners (favicon, the "any" icons); else full bleed for launchers that cut their own shape. */
const svg = ({ rounded, scale = 1 }) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" ${rounded ? 'rx="104"' : ''} fill="${PRIMARY}"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${mark}
  </g>
</svg>
`;

fs.mkdirSync(out, { recursive: true });
const any = svg({ rounded: true });
// Maskable: everything that matters inside the central circle of 40% radius (the W3C safe zone).
const maskable = svg({ rounded: false, scale: 0.72 });
// iOS rounds the corners itself and shows transparency as black: full bleed, a little smaller than the "any" drawing.
const apple = svg({ rounded: false, scale: 0.86 });
// No SVG is served: a browser draws an SVG icon as a document of its own on the page's main thread (Chromium: a 60-70
// ms task at the first paint on the bench's host, 4x that on Lighthouse's phone), a PNG is decoded off it.
const png = (source, size, file, dir = out) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(`${dir}${file}`);
await Promise.all([
  png(any, 32, 'icon-32.png'),
  png(any, 32, 'favicon.png', officeOut),
  png(any, 192, 'icon-192.png'),
  png(any, 512, 'icon-512.png'),
  png(maskable, 512, 'icon-maskable-512.png'),
  png(maskable, 192, 'icon-maskable-192.png'),
  png(apple, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${out} and ${officeOut}favicon.png`);
