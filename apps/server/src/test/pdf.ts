/** The text of a PDF answer or attachment, as pdf-parse reads it (the words a test looks for). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
