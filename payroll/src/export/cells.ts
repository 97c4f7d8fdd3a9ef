/** The cells every workbook of the handoff writes alike (the pre-nómina's, the aguinaldo's). */
import type { Cell, Row } from 'write-excel-file/node';

/** Excel's number formats: pesos with thousands and two decimals, and dates as dd/mm/aaaa whatever the reader's locale. */
export const MONEY = '"$"#,##0.00';
export const DATE = 'dd/mm/yyyy';
export const HOURS = '0.00';

export const header = (titles: string[]): Row => titles.map((value) => ({ value, fontWeight: 'bold', backgroundColor: '#E8EEF4' }));
/** Column widths (in characters) wide enough for each header and for the content's own minimum. */
export const widths = (titles: string[], minimums: number[]) => titles.map((t, i) => ({ width: Math.max(t.length + 2, minimums[i] ?? 10) }));
export const text = (value: string | null): Cell => ({ value: value ?? '', type: String });
export const money = (pesos: number): Cell => ({ value: pesos, type: Number, format: MONEY });
export const dateCell = (iso: string): Cell => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { value: new Date(Date.UTC(y, m - 1, d)), type: Date, format: DATE };
};
