import type PDFKitModule from 'pdfkit';

type AfmFont = { attributes: unknown; glyphWidths: unknown; boundingBoxes: unknown; kernPairs: unknown; parse: (contents: string) => void };
let afmCached = false;

/**
 * pdfkit parses the metrics file of a standard font (70 KB of text) again for every document: most of a card's time,
 * with some 260 cards in a five-year expediente. Each file's parsed metrics are kept once here (they are only read).
 * pdfkit does not export the class, so it is reached through a document's font; if a later pdfkit changes it, the
 * documents are still drawn, only slower.
 */
function cacheStandardFontMetrics(PDFDocument: typeof PDFKitModule): void {
  if (afmCached) return;
  afmCached = true;
  const probe = new PDFDocument() as unknown as { _font?: { font?: { constructor?: { prototype?: AfmFont } } } };
  const prototype = probe._font?.font?.constructor?.prototype;
  if (!prototype || typeof prototype.parse !== 'function') return;
  const parse = prototype.parse;
  const parsed = new Map<string, Pick<AfmFont, 'attributes' | 'glyphWidths' | 'boundingBoxes' | 'kernPairs'>>();
  prototype.parse = function (this: AfmFont, contents: string) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    parsed.set(contents, { attributes: this.attributes, glyphWidths: this.glyphWidths, boundingBoxes: this.boundingBoxes, kernPairs: this.kernPairs });
  };
}

let pdfkit: Promise<typeof PDFKitModule> | undefined;

/**
 * A new pdfkit document. pdfkit and what it loads (fontkit, brotli) took about a third of the daemon's start (issue 46,
 * cold start), for the few screens that print: they are loaded at the first document instead.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  pdfkit ??= import('pdfkit').then(({ default: PDFDocument }) => {
    cacheStandardFontMetrics(PDFDocument);
    return PDFDocument;
  });
  const PDFDocument = await pdfkit;
  return new PDFDocument(options);
}

/** The finished bytes of a document that `draw` fills. */
export function pdfBytes(doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw();
  doc.end();
  return done;
}
