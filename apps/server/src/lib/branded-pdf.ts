import type PDFDocument from 'pdfkit';
import { loadOnce } from './load-once.js';

// The app's PDFs (a hand-over's receipt, a month's statement) start the same way: A4 with 50 pt margins, the app's
// name in the brand colour, the document's title below it. pdfkit writes the bytes; `done` has them all once the
// caller ends the document. Standard fonts only (Helvetica: nothing to ship). pdfkit is loaded at the first PDF:
// loading it (fontkit and its tables) took about a tenth of the server's cold start.

export const PDF_BRAND = '#0C69A9';
export type PdfDoc = InstanceType<typeof PDFDocument>;

const pdfkit = loadOnce(() => import('pdfkit').then((m) => m.default));

export async function brandedPdf(opts: { appName: string; title: string; info: PDFKit.DocumentInfo; bufferPages?: boolean }) {
  const Pdf = await pdfkit();
  const doc = new Pdf({ size: 'A4', margin: 50, bufferPages: opts.bufferPages ?? false, info: opts.info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(PDF_BRAND).font('Helvetica-Bold').fontSize(20).text(opts.appName, left, 50);
  doc.fillColor('#000000').fontSize(16).text(opts.title);
  doc.moveDown(0.8);
  return { doc, left, width, done };
}
