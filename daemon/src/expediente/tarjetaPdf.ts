/**
 * The tarjeta de asistencia of one employee and period as a PDF on carta (letter) paper, for the expediente (issue 29
 * item 5): what the 'Tarjetas' screen prints (company, employee, each day with its entrada and salida, the totals, the
 * signature lines) plus where its figures come from and the record's chain head. pdfkit's standard Helvetica (WinAnsi:
 * Spanish accents, ñ, º, ·, …) is not embedded, so each card is a few KB.
 */
import type { EmpleadoPrenomina } from '@reloj/contract/prenomina';
import { newPdfDocument, pdfBytes } from '../lib/pdfFonts.js';
import { pdfTitle } from '../lib/pdfHeading.js';
import { VERIFICACION_EXPLICADA } from '@reloj/contract/registro';
import { cardDays, cardTotals, dayLabel, dayRemark, formatDuracion, formatHorasDecimales, periodText } from '@reloj/contract/tarjeta';

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export type TarjetaPdfInput = {
  /** 'Reglas de Asistencia' → nombre de la empresa; '' prints no company line. */
  empresa: string;
  desde: string;
  hasta: string;
  empleado: { nombre: string; numeroEmpleado: string | null; puesto: string; sucursal: string };
  /** The employee's figures of the period; null when the period's figures do not hold them. */
  row: EmpleadoPrenomina | null;
  /** Where the figures come from ('Cifras del cierre …', 'Cifras calculadas al generar …'). */
  origen: string;
  /** 'Código de verificación (al cierre): 3f9a1c2b77d0e412' (issue 45: the record chain's head in words). */
  registro: string;
  /** The whole SHA-256 of that link (64 hex digits), printed under it as 'Código completo'; null without one. */
  huella: string | null;
  /** Issue 40: the first day the box recorded for the employee, said on the card; absent: not said. */
  inicioRegistro?: string;
  /** The small line at the foot of the page (the expediente and when it was made). */
  pie: string;
  /** The PDF's creation date (the box's injected clock). */
  creadoEn: Date;
};

const PAGE = { width: 612, height: 792, margin: 42 };
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9a9a9a';

const COLUMNS = [
  { title: 'Día', width: 98, align: 'left' },
  { title: 'Entrada', width: 42, align: 'left' },
  { title: 'Salida', width: 42, align: 'left' },
  { title: 'Horas', width: 56, align: 'right' },
  { title: 'Retardo', width: 52, align: 'right' },
  { title: 'Horas extra', width: 44, align: 'right' },
  { title: 'Incidencias y notas', width: 0, align: 'left' },
] as const;

/** Draws the card and answers the file's bytes. */
export async function tarjetaPdf(input: TarjetaPdfInput): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: {
      Title: `Tarjeta de asistencia de ${input.empleado.nombre}, ${input.desde} a ${input.hasta}`,
      Author: input.empresa || 'Reloj Checador',
      Creator: 'Reloj Checador',
      CreationDate: input.creadoEn,
    },
  });
  return pdfBytes(doc, () => draw(doc, input));
}

function draw(doc: PDFKit.PDFDocument, input: TarjetaPdfInput): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const { row, desde, hasta } = input;
  const days = cardDays(row, desde, hasta);
  const totals = cardTotals(days);
  const compact = days.length > 16;
  let y = PAGE.margin;

  // Header: company and title on the left, the period on the right.
  const periodWidth = 270;
  const titleBottom = pdfTitle(
    doc,
    { x: left, y, width: width - periodWidth - 12 },
    { empresa: input.empresa, titulo: 'Tarjeta de asistencia', titleSize: 17, companyGap: 2, ink: INK },
  );
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('PERIODO', left + width - periodWidth, PAGE.margin, { width: periodWidth, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(periodText(desde, hasta), left + width - periodWidth, doc.y + 1, { width: periodWidth, align: 'right' });
  y = Math.max(titleBottom, doc.y) + 10;
  rule(doc, left, y, width, 1);
  y += 8;

  // The employee.
  const datos: [string, string][] = [
    ['EMPLEADO', input.empleado.nombre],
    ['NO. DE EMPLEADO', input.empleado.numeroEmpleado ?? ''],
    ['PUESTO', input.empleado.puesto],
    ['SUCURSAL', input.empleado.sucursal],
  ];
  const datoWidths = [width * 0.4, width * 0.16, width * 0.22, width * 0.22];
  let x = left;
  let datosBottom = y;
  datos.forEach(([label, value], i) => {
    const w = datoWidths[i]! - 8;
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(label, x, y, { width: w });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value || '—', x, doc.y + 1, { width: w });
    datosBottom = Math.max(datosBottom, doc.y);
    x += datoWidths[i]!;
  });
  y = datosBottom + 12;

  // The days.
  const fontSize = compact ? 7.5 : 9;
  const pad = compact ? 2.2 : 4;
  const widths = COLUMNS.map((c) => c.width || width - COLUMNS.reduce((sum, col) => sum + col.width, 0));
  const cell = (text: string, column: number, top: number, bold = false, color = INK) => {
    const cx = left + widths.slice(0, column).reduce((a, b) => a + b, 0);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(fontSize)
      .fillColor(color)
      .text(text, cx + 3, top + pad, { width: widths[column]! - 6, align: COLUMNS[column]!.align });
  };
  const headerHeight = fontSize * 2 + pad * 2 + 2;
  doc.rect(left, y, width, headerHeight).fill('#ececec');
  COLUMNS.forEach((c, i) => cell(c.title, i, y, true));
  y += headerHeight;
  rule(doc, left, y, width, 0.8);

  for (const { fecha, dia, minutos } of days) {
    const label = dayLabel(fecha);
    const remark = dia ? dayRemark(dia) : '';
    doc.font('Helvetica').fontSize(fontSize);
    const height = Math.max(fontSize * 1.2, doc.heightOfString(remark || ' ', { width: widths[6]! - 6 })) + pad * 2;
    if (y + height > bottom - 150) {
      doc.addPage();
      y = PAGE.margin;
    }
    cell(`${label.weekday} ${label.date}`, 0, y);
    cell(dia?.entrada ? `${dia.entrada}${dia.entradaManual ? ' *' : ''}` : '', 1, y);
    cell(dia?.salida ? `${dia.salida}${dia.salidaManual ? ' *' : ''}` : '', 2, y);
    cell(minutos !== null ? formatDuracion(minutos) : '', 3, y);
    cell(dia && dia.minutosRetardo > 0 ? formatDuracion(dia.minutosRetardo) : '', 4, y);
    cell(dia && dia.horasExtra > 0 ? formatHorasDecimales(dia.horasExtra) : '', 5, y);
    cell(remark, 6, y);
    y += height;
    rule(doc, left, y, width, 0.4, RULE);
  }
  const horasExtra = (row?.horasExtraDobles ?? 0) + (row?.horasExtraTriples ?? 0);
  rule(doc, left, y, width, 0.8);
  cell('Totales', 0, y, true);
  cell(formatDuracion(totals.minutos), 3, y, true);
  cell(formatDuracion(totals.minutosRetardo), 4, y, true);
  cell(formatHorasDecimales(horasExtra), 5, y, true);
  y += fontSize * 1.2 + pad * 2;
  rule(doc, left, y, width, 0.8);
  y += 10;

  // The summary.
  const resumen: [string, string][] = row
    ? [
        ['Días trabajados', String(row.diasTrabajados)],
        ['Faltas', String(row.faltas)],
        ['Retardos', `${row.retardos} (${formatDuracion(totals.minutosRetardo)})`],
        ['Horas trabajadas', formatDuracion(totals.minutos)],
        ['Horas extra', `${formatHorasDecimales(row.horasExtraDobles)} dobles, ${formatHorasDecimales(row.horasExtraTriples)} triples`],
      ]
    : [];
  const resumenWidth = width / 5;
  resumen.forEach(([label, value], i) => {
    const rx = left + i * resumenWidth;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(label, rx, y, { width: resumenWidth - 6 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(value, rx, y + 10, { width: resumenWidth - 6 });
  });
  if (resumen.length > 0) y += 30;

  // Notes, where the figures come from, and the record's head.
  const notes = [
    row ? null : 'El empleado no figura en las cifras de este periodo.',
    'Horas: de la primera entrada a la última salida del día, con el tiempo de comida incluido.',
    totals.manual ? '* Checada manual registrada por un administrador.' : null,
    input.inicioRegistro
      ? `Registro electrónico de asistencia de este empleado desde el ${dmy(input.inicioRegistro)}: los días anteriores no los registró este reloj ('Sin registro') y no cuentan como faltas.`
      : null,
    input.origen,
  ].filter((n): n is string => n !== null);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  for (const note of notes) {
    doc.text(note, left, y, { width });
    y = doc.y + 2;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(input.registro, left, y + 2, { width });
  if (input.huella)
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(`${VERIFICACION_EXPLICADA} Código completo: ${input.huella}`, left, doc.y + 1, { width });
  y = doc.y;

  // Signature lines, kept at the foot of the page.
  const signaturesTop = Math.max(y + 44, bottom - 70);
  const half = (width - 60) / 2;
  for (const [i, label] of ['Firma del trabajador', 'Firma del responsable'].entries()) {
    const sx = left + i * (half + 60);
    rule(doc, sx, signaturesTop, half, 0.8, INK);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(label, sx, signaturesTop + 5, { width: half, align: 'center' });
  }
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(input.pie, left, bottom - 14, { width, align: 'center', lineBreak: false });
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
