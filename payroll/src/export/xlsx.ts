import type writeXlsxFile from 'write-excel-file/node';

type Sheets = Parameters<typeof writeXlsxFile>[0];

/**
 * A workbook's bytes, in the fonts every export uses. write-excel-file (78 modules) is loaded at the first workbook
 * asked for, not when the daemon starts (issue 46: the start before READY).
 */
export async function workbookBuffer(sheets: Sheets): Promise<Buffer> {
  const { default: write } = await import('write-excel-file/node');
  return write(sheets, { fontFamily: 'Calibri', fontSize: 11 }).toBuffer();
}
