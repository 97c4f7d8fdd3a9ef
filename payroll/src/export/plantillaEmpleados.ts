import { IMPORT_COLUMNS, WEEKDAY_NAMES } from '@reloj/contract/employeeImport';
import type { Row } from 'write-excel-file/node';
import { workbookBuffer } from './xlsx.js';
import { header, text, widths } from './cells.js';

/** The names the box knows, listed on the instructions sheet so that the file is filled with values that exist. */
export type PlantillaCatalogos = { sucursales: string[]; puestos: string[]; bonos: string[] };

const bold = (value: string) => ({ value, type: String, fontWeight: 'bold' as const });

/**
 * Issue 40 item 3: the staff workbook for 'Empleados' → 'Importar'. Sheet 'Empleados' has the Spanish headers only
 * (an example row there would be imported by whoever forgot to delete it); sheet 'Instrucciones' explains each
 * column with an example, the days of rest as they may be written, and the box's sucursales, puestos and bonos.
 */
export function plantillaEmpleados(catalogos: PlantillaCatalogos): Promise<Buffer> {
  const titles = IMPORT_COLUMNS.map((c) => c.titulo);
  const empleados = {
    sheet: 'Empleados',
    data: [header(titles)],
    columns: widths(
      titles,
      IMPORT_COLUMNS.map(() => 14),
    ),
  };

  const columnas: Row[] = IMPORT_COLUMNS.map((c) => [text(c.titulo), text(c.obligatoria ? 'Sí' : 'No'), text(c.explicacion), text(c.ejemplo)]);
  const lista = (titulo: string, nombres: string[]): Row[] => [
    [],
    [bold(titulo)],
    ...(nombres.length > 0 ? nombres.map((n) => [text(n)]) : [[text('(ninguno dado de alta todavía: agrégalos en Catálogos)')]]),
  ];
  const instrucciones: Row[] = [
    [bold('Cómo llenar la hoja "Empleados"')],
    [text('Una fila por empleado, a partir de la fila 2. No cambies los encabezados. Guarda como .xlsx o .csv (UTF-8 o el CSV de Excel).')],
    [text('Antes de guardar nada, el reloj muestra una vista previa con lo que va a crear o actualizar y cada problema por fila.')],
    [],
    header(['Columna', 'Obligatoria', 'Qué escribir', 'Ejemplo']),
    ...columnas,
    [],
    [bold('Días de descanso: valores permitidos')],
    [text(`Uno o varios de: ${WEEKDAY_NAMES.join(', ')}; separados por coma o "y". O "ninguno".`)],
    [text('Ejemplos: "domingo", "sábado y domingo", "lunes, jueves".')],
    ...lista('Sucursales de este reloj', catalogos.sucursales),
    ...lista('Puestos de este reloj', catalogos.puestos),
    ...lista('Bonos de este reloj', catalogos.bonos),
  ];
  const instruccionesSheet = { sheet: 'Instrucciones', data: instrucciones, columns: [{ width: 26 }, { width: 12 }, { width: 90 }, { width: 18 }] };
  return workbookBuffer([empleados, instruccionesSheet]);
}
