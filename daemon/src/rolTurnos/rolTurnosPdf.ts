/**
 * The printed roster ('Rol de turnos', issue 41 item 5): one landscape Letter page per branch and week, to pin on the
 * wall. Employees down, the week's days across (weekday and date, a holiday named under it), each cell the turno's
 * code and hours over a tint of its colour, 'Descanso' on grey, a one-day change marked with '*' and its legend, and
 * the codes' names at the foot. A branch with more employees than fit at a readable size continues on another page.
 * pdfkit's standard Helvetica (WinAnsi: accents, ñ, ·) is not embedded.
 */
import { dayMonthYear } from '@reloj/contract/dates';
import type { RolTurnosDia } from '@reloj/contract/turnos';
import { DESCANSO_TEXTO, LEYENDA_CAMBIO, MARCA_CAMBIO, diaSemana, horasTexto, semanaTexto } from '@reloj/contract/turnoTexto';
import { GRIS_DESCANSO, clavesDe, tinta, type RolTurnosImpreso } from '@reloj/payroll/export';
import { newPdfDocument, pdfBytes } from '../lib/pdfFonts.js';
import { pdfTitle } from '../lib/pdfHeading.js';

export type RolTurnosPdfInput = RolTurnosImpreso & {
  /** The weeks to print, each its dates (7, the last may be shorter). */
  semanas: string[][];
  /** 'Impreso el 28/11/2026 10:15 por admin'. */
  pie: string;
  creadoEn: Date;
};

const PAGE = { width: 792, height: 612, margin: 30 };
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#8a8a8a';
const HOLIDAY = '#9b1c1c';
const NAME_WIDTH = 168;
const HEADER_HEIGHT = 38;
const ROW_MAX = 54;
const ROW_MIN = 26;
const FOOT = 62;

export async function rolTurnosPdf(input: RolTurnosPdfInput): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: {
      Title: `Rol de turnos del ${dayMonthYear(input.desde)} al ${dayMonthYear(input.hasta)}`,
      Author: input.empresa || 'Reloj Checador',
      Creator: 'Reloj Checador',
      CreationDate: input.creadoEn,
    },
  });
  return pdfBytes(doc, () => {
    if (input.sucursales.length === 0) {
      doc.addPage();
      title(doc, input, '', semanaTexto(input.desde, input.hasta));
      doc.font('Helvetica').fontSize(11).fillColor(INK).text('No hay empleados activos en la sucursal elegida.', PAGE.margin, 110);
      return;
    }
    for (const sucursal of input.sucursales)
      for (const fechas of input.semanas) {
        const rows = sucursal.empleados.map((e) => ({ ...e, dias: fechas.map((f) => e.dias.find((d) => d.fecha === f) ?? null) }));
        page(doc, input, sucursal.nombre, fechas, rows);
      }
  });
}

type Row = { nombre: string; numeroEmpleado: string | null; dias: (RolTurnosDia | null)[] };

function title(doc: PDFKit.PDFDocument, input: RolTurnosPdfInput, sucursal: string, semana: string): number {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const right = 330;
  const leftBottom = pdfTitle(
    doc,
    { x: left, y: PAGE.margin, width: width - right - 12 },
    { empresa: input.empresa, titulo: 'Rol de turnos', titleSize: 20, companyGap: 1, ink: INK },
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(sucursal ? `Sucursal ${sucursal}` : '', left + width - right, PAGE.margin, { width: right, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(semana, left + width - right, doc.y + 2, { width: right, align: 'right' });
  return Math.max(leftBottom, doc.y) + 10;
}

function page(doc: PDFKit.PDFDocument, input: RolTurnosPdfInput, sucursal: string, fechas: string[], rows: Row[]): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const dayWidth = (width - NAME_WIDTH) / 7;
  const semana = semanaTexto(fechas[0]!, fechas.at(-1)!);
  const dias = rows.flatMap((r) => r.dias.filter((d): d is RolTurnosDia => d !== null));
  const claves = clavesDe(dias);
  const cambios = dias.some((d) => d.cambio);

  let start = 0;
  do {
    doc.addPage();
    const top = title(doc, input, sucursal, start === 0 ? semana : `${semana} (continuación)`);
    const room = bottom - FOOT - top - HEADER_HEIGHT;
    const fit = Math.max(1, Math.floor(room / ROW_MIN));
    const chunk = rows.slice(start, start + fit);
    const height = Math.min(ROW_MAX, Math.max(ROW_MIN, room / Math.max(chunk.length, 1)));

    // The days' header: weekday, date, and the holiday's name.
    let y = top;
    doc.rect(left, y, width, HEADER_HEIGHT).fill('#e6e6e6');
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text('Empleado', left + 4, y + 6, { width: NAME_WIDTH - 8 });
    fechas.forEach((fecha, i) => {
      const x = left + NAME_WIDTH + i * dayWidth;
      const festivo = dias.find((d) => d.fecha === fecha && d.festivo)?.festivo ?? null;
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(diaSemana(fecha), x + 2, y + 4, { width: dayWidth - 4, align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(dayMonthYear(fecha), x + 2, y + 16, { width: dayWidth - 4, align: 'center' });
      if (festivo)
        doc
          .font('Helvetica-Bold')
          .fontSize(7)
          .fillColor(HOLIDAY)
          .text(`Festivo: ${festivo}`, x + 2, y + 27, { width: dayWidth - 4, align: 'center', height: 9, ellipsis: true });
    });
    y += HEADER_HEIGHT;

    for (const row of chunk) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(INK)
        .text(row.nombre, left + 4, y + 4, { width: NAME_WIDTH - 8, height: height - 12, ellipsis: true });
      if (row.numeroEmpleado)
        doc
          .font('Helvetica')
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(`No. ${row.numeroEmpleado}`, left + 4, y + height - 11, { width: NAME_WIDTH - 8, lineBreak: false });
      row.dias.forEach((d, i) => cell(doc, d, left + NAME_WIDTH + i * dayWidth, y, dayWidth, height));
      y += height;
      rule(doc, left, y, width, 0.4, RULE);
    }
    // The grid's frame and columns.
    doc
      .save()
      .lineWidth(0.8)
      .strokeColor(INK)
      .rect(left, top, width, y - top)
      .stroke()
      .restore();
    for (let i = 0; i <= 7; i++) {
      const x = left + NAME_WIDTH + i * dayWidth;
      doc.save().moveTo(x, top).lineTo(x, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    }
    start += chunk.length;

    // The legend, the codes and the foot.
    y += 8;
    doc.font('Helvetica').fontSize(8.5).fillColor(INK);
    if (cambios) {
      doc.text(LEYENDA_CAMBIO, left, y, { width });
      y = doc.y + 2;
    }
    if (claves.length > 0) {
      doc.text(`Claves: ${claves.map((c) => `${c.codigo} = ${c.nombre}`).join(' · ')}`, left, y, { width });
      y = doc.y + 2;
    }
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(input.pie, left, bottom - 10, { width, align: 'center', lineBreak: false });
  } while (start < rows.length);
}

function cell(doc: PDFKit.PDFDocument, d: RolTurnosDia | null, x: number, y: number, width: number, height: number): void {
  if (!d || (!d.descanso && d.segmentos.length === 0)) return;
  const rest = d.segmentos.length === 0;
  const fill = rest ? GRIS_DESCANSO : tinta(d.color);
  if (fill) doc.rect(x + 0.5, y + 0.5, width - 1, height - 1).fill(fill);
  const mark = d.cambio ? ` ${MARCA_CAMBIO}` : '';
  // A rest day's word on the line of the other cells' codes (one line of hours under them).
  if (rest) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${DESCANSO_TEXTO}${mark}`, x + 2, y + Math.max(2, (height - 24) / 2), { width: width - 4, align: 'center', lineBreak: false });
    return;
  }
  const hours = horasTexto(d.segmentos);
  doc.font('Helvetica').fontSize(8.5);
  const hoursHeight = doc.heightOfString(hours, { width: width - 6 });
  const codeHeight = d.codigo ? 13 : 0;
  const top = y + Math.max(2, (height - codeHeight - hoursHeight) / 2);
  if (d.codigo)
    doc
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .fillColor(INK)
      .text(`${d.codigo}${mark}`, x + 3, top, { width: width - 6, align: 'center', lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
    .text(`${hours}${d.codigo ? '' : mark}`, x + 3, top + codeHeight, { width: width - 6, align: 'center', height: height - codeHeight - 2, ellipsis: true });
}

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, thickness: number, color = INK): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke()
    .restore();
}
