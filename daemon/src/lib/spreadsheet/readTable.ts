import { unzipSync } from 'fflate';
import { importFileRefused } from '../../errors.js';
import { decodeCsv, parseCsv } from './csv.js';

/** A cell as read: text from a CSV; text, a number, a boolean or a date (UTC midnight or 1899-12-30 + a time) from a workbook. */
export type Cell = string | number | boolean | Date | null;
/** The header row and every later row that has something in it, with its number in the sheet (the header is row 1). */
export type Table = { headers: string[]; rows: { fila: number; cells: Cell[] }[] };

/** An .xlsx of a few MB that unpacks to more than this is not a staff list (a zip bomb, or a workbook full of images). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);
const isZip = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04);

/** What a file that is not a workbook or a CSV most likely is, for the refusal. */
function whatItIs(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47)) return 'una imagen PNG';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'una imagen JPEG';
  if (startsWith(bytes, 0x47, 0x49, 0x46, 0x38)) return 'una imagen GIF';
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return 'un PDF';
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return 'un libro de Excel antiguo (.xls)';
  return undefined;
}

const TEMPLATE_HINT = 'Descarga la plantilla, llénala y guárdala como .xlsx o .csv.';

function refuseNotSpreadsheet(bytes: Uint8Array, expected: string): never {
  const kind = whatItIs(bytes);
  if (kind === 'un libro de Excel antiguo (.xls)')
    throw importFileRefused('El archivo es un libro de Excel antiguo (.xls): ábrelo en Excel y guárdalo como .xlsx o .csv.');
  throw importFileRefused(`El archivo no es ${expected}${kind ? `: es ${kind} con otro nombre` : ' válido: no se pudo leer'}. ${TEMPLATE_HINT}`);
}

/** The declared unpacked size of every entry of the zip (nothing is unpacked); refuses a broken zip or a bomb. */
function checkZip(bytes: Uint8Array): void {
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    refuseNotSpreadsheet(bytes, 'un libro de Excel (.xlsx)');
  }
  if (unpacked > MAX_UNPACKED_BYTES) throw importFileRefused(`El libro de Excel es demasiado grande al abrirlo. ${TEMPLATE_HINT}`);
}

async function readWorkbook(bytes: Buffer): Promise<Cell[][]> {
  if (!isZip(bytes)) refuseNotSpreadsheet(bytes, 'un libro de Excel (.xlsx)');
  checkZip(bytes);
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    // Loaded at the first workbook read, not when the daemon starts (issue 46: 65 modules before READY).
    const { default: readXlsxFile } = await import('read-excel-file/node');
    sheets = await readXlsxFile(bytes);
  } catch {
    refuseNotSpreadsheet(bytes, 'un libro de Excel (.xlsx)');
  }
  // The template's data sheet is 'Empleados'; a workbook of the owner's own has its list first.
  const sheet = sheets.find((s) => s.sheet.trim().toLowerCase() === 'empleados') ?? sheets[0];
  return (sheet?.data ?? []) as Cell[][];
}

function readCsv(bytes: Buffer): Cell[][] {
  if (bytes.includes(0) || whatItIs(bytes) || isZip(bytes)) refuseNotSpreadsheet(bytes, 'un archivo CSV de texto');
  return parseCsv(decodeCsv(bytes));
}

const isBlank = (cell: Cell | undefined) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * The file as a table, by its name's extension (.xlsx or .csv) and checked against its contents. The first row that
 * has something in it is the header; empty rows are left out (their numbers are kept for the ones after).
 */
export async function readTable(nombre: string, bytes: Buffer): Promise<Table> {
  const extension = /\.([a-z0-9]+)$/i.exec(nombre)?.[1]?.toLowerCase();
  if (extension !== 'xlsx' && extension !== 'csv') throw importFileRefused(`Solo se pueden importar archivos .xlsx o .csv. ${TEMPLATE_HINT}`);
  if (bytes.length === 0) throw importFileRefused(`El archivo está vacío. ${TEMPLATE_HINT}`);
  const grid = extension === 'xlsx' ? await readWorkbook(bytes) : readCsv(bytes);
  const numbered = grid.map((cells, i) => ({ fila: i + 1, cells })).filter((row) => !row.cells.every(isBlank));
  const [header, ...rows] = numbered;
  if (!header) throw importFileRefused(`El archivo no tiene encabezados ni empleados. ${TEMPLATE_HINT}`);
  return { headers: header.cells.map((c) => (isBlank(c) ? '' : String(c).trim())), rows };
}
