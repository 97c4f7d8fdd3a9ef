import { tipoLabel, type Campo, type IncidenciaExportada, type PerfilExportacion } from '@reloj/contract/exportacion';
import iconv from 'iconv-lite';
import { asText, formatFecha, formatHoras, formatImporte, quoteField } from './fileFormat.js';

export type IncidenciasFile = {
  /** What is written to disk, in the profile's encoding. */
  bytes: Buffer;
  /** The same lines as text (for the preview). */
  lines: string[];
  /** Incidences written (without the header). */
  rows: number;
};

/** A kind the profile has no code for (a bono added to the catalogue after the profile was saved). */
export class MissingCodeError extends Error {
  constructor(readonly tipo: string) {
    super(`No code for ${tipo}`);
  }
}

/** The columns whose value the box writes itself (dates and figures): every other one is text somebody typed. */
const WRITTEN_BY_THE_BOX: ReadonlySet<Campo> = new Set(['periodoDesde', 'periodoHasta', 'fecha', 'cantidad', 'importe']);

function cell(row: IncidenciaExportada, campo: Campo, perfil: PerfilExportacion): string {
  const codigo = perfil.codigos[row.tipo];
  if (!codigo) throw new MissingCodeError(row.tipo);
  switch (campo) {
    case 'numeroEmpleado':
    case 'nombre':
    case 'sucursal':
      return row[campo];
    case 'periodoDesde':
    case 'periodoHasta':
    case 'fecha':
      return formatFecha(row[campo], perfil.formatoFecha);
    case 'tipo':
      return codigo.codigo;
    case 'descripcion':
      return tipoLabel(row.tipo);
    case 'concepto':
      return codigo.concepto;
    case 'cantidad':
      if (row.cantidad === null) return '';
      return row.unidad === 'horas' ? formatHoras(row.cantidad, perfil.formatoHoras) : String(row.cantidad);
    case 'unidad':
      return row.unidad === null ? '' : perfil.unidades[row.unidad];
    case 'importe':
      return row.importeCentavos === null ? '' : formatImporte(row.importeCentavos);
  }
}

/**
 * The incidencias file a payroll program imports: the profile's columns, separator, date and hours formats, CRLF
 * line ends (Windows programs) and its encoding. Windows-1252 has every Spanish letter; anything it lacks becomes '?'.
 * Typed text (titles too) that starts like a formula gets a leading apostrophe (asText).
 */
export function renderIncidenciasFile(rows: readonly IncidenciaExportada[], perfil: PerfilExportacion): IncidenciasFile {
  const line = (values: string[]) => values.map((v) => quoteField(v, perfil.separador)).join(perfil.separador);
  const lines: string[] = [];
  if (perfil.encabezados) lines.push(line(perfil.columnas.map((c) => asText(c.titulo))));
  const value = (row: IncidenciaExportada, campo: Campo) => (WRITTEN_BY_THE_BOX.has(campo) ? cell(row, campo, perfil) : asText(cell(row, campo, perfil)));
  for (const row of rows) lines.push(line(perfil.columnas.map((c) => value(row, c.campo))));
  const text = lines.map((l) => `${l}\r\n`).join('');
  const bytes = perfil.codificacion === 'windows-1252' ? iconv.encode(text, 'win1252') : Buffer.from(text, 'utf8');
  return { bytes, lines, rows: rows.length };
}
