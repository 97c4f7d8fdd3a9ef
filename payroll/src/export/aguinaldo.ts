import { dayMonthYear } from '@reloj/contract/dates';
import type { Aguinaldo } from '@reloj/contract/prestaciones';
import type { Cell, Row } from 'write-excel-file/node';
import { workbookBuffer } from './xlsx.js';
import { dateCell, header, money, text, widths } from './cells.js';

const number = (value: number, format?: string): Cell => ({ value, type: Number, ...(format ? { format } : {}) });

/** The 'Aguinaldo' workbook (issue 31, LFT art. 87): one row per employee, Spanish headers, money in pesos, dates as dates. */
export function aguinaldoWorkbook(a: Aguinaldo): Promise<Buffer> {
  const titles = [
    'Número de empleado',
    'Nombre',
    'Sucursal',
    'Desde',
    'Hasta',
    'Días del periodo',
    'Días descontados',
    'Días contados',
    'Días de aguinaldo',
    'Salario diario',
    'Aguinaldo',
  ];
  const rows: Row[] = a.empleados.map((e) => [
    text(e.numeroEmpleado),
    text(e.nombre),
    text(e.sucursal),
    dateCell(e.desde),
    dateCell(e.hasta),
    number(e.diasPeriodo),
    number(e.diasDescontados),
    number(e.diasContados),
    number(Math.round(e.diasProporcionales * 100) / 100, '0.00'),
    money(e.salarioDiario),
    money(e.importe),
  ]);
  const total: Row = [text('Total'), null, null, null, null, null, null, null, null, null, money(a.total)];
  const nota: Row = [
    text(
      `Aguinaldo ${a.anio}: ${a.diasAguinaldo} días (LFT art. 87), proporcional a los días contados; se paga antes del 20 de diciembre. Faltas contadas hasta el ${dayMonthYear(a.fecha)}.`,
    ),
  ];
  const columns = widths(titles, [12, 30, 12, 12, 12, 12, 12, 12, 12, 12, 12]);
  return workbookBuffer([{ sheet: 'Aguinaldo', data: [header(titles), ...rows, total, [], nota], columns }]);
}
