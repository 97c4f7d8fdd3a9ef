/**
 * The heading's left column of a printed document (tarjeta, rol de turnos): the company, when it has a name, over the
 * document's title, both bold, within `width`. Returns the title's bottom; the right column is the caller's.
 */
export function pdfTitle(
  doc: PDFKit.PDFDocument,
  at: { x: number; y: number; width: number },
  text: { empresa: string | null | undefined; titulo: string; titleSize: number; companyGap: number; ink: string },
): number {
  let y = at.y;
  if (text.empresa) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(text.ink).text(text.empresa, at.x, y, { width: at.width });
    y = doc.y + text.companyGap;
  }
  doc.font('Helvetica-Bold').fontSize(text.titleSize).fillColor(text.ink).text(text.titulo, at.x, y, { width: at.width });
  return doc.y;
}
