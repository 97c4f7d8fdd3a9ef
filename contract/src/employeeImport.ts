/**
 * Issue 40 item 3, 'Empleados' → 'Importar': the columns of the staff workbook (GET /api/employees/plantilla.xlsx),
 * the days of rest as people write them, and the answers of POST /api/employees/importar.
 */
import { z } from 'zod';
import { foldName } from './names.js';

/** The most data rows one file may carry; a longer file is refused whole. */
export const MAX_IMPORT_ROWS = 10_000;
/** The largest file accepted (bytes): 10,000 rows of the template take well under 2 MB, as .xlsx or as .csv. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type ImportColumnKey =
  | 'numeroEmpleado'
  | 'nombre'
  | 'sucursal'
  | 'puesto'
  | 'salarioDiario'
  | 'fechaIngreso'
  | 'horaEntrada'
  | 'horaSalida'
  | 'minutosComida'
  | 'diasDescanso'
  | 'bono'
  | 'vacacionesPendientes';

export type ImportColumn = {
  key: ImportColumnKey;
  /** The header the template writes. */
  titulo: string;
  /** Other headers read as this column (compared without accents, case or extra spaces). */
  otros: readonly string[];
  obligatoria: boolean;
  /** For the 'Instrucciones' sheet. */
  explicacion: string;
  ejemplo: string;
};

/** The template's columns, in order. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'numeroEmpleado',
    titulo: 'Número de empleado',
    otros: ['Número', 'Numero de empleado', 'No. de empleado', 'Núm. de empleado', 'Clave'],
    obligatoria: true,
    explicacion:
      'La clave del empleado en la nómina; no se repite. Si ya existe un empleado con ese número, sus datos se actualizan en lugar de crear otro (importar el mismo archivo dos veces no duplica a nadie).',
    ejemplo: '0007',
  },
  { key: 'nombre', titulo: 'Nombre', otros: ['Nombre completo'], obligatoria: true, explicacion: 'Nombre completo del empleado.', ejemplo: 'ANA LÓPEZ PÉREZ' },
  {
    key: 'sucursal',
    titulo: 'Sucursal',
    otros: [],
    obligatoria: true,
    explicacion: 'El nombre de una sucursal dada de alta en Catálogos, escrito igual (mayúsculas o minúsculas dan igual).',
    ejemplo: 'CENTRO',
  },
  {
    key: 'puesto',
    titulo: 'Puesto',
    otros: [],
    obligatoria: true,
    explicacion: 'El nombre de un puesto dado de alta en Catálogos.',
    ejemplo: 'CAJERO',
  },
  {
    key: 'salarioDiario',
    titulo: 'Salario diario',
    otros: ['Salario'],
    obligatoria: false,
    explicacion: 'Salario diario en pesos, con punto o coma decimal (330.50 o 330,50). Vacío: el salario del puesto.',
    ejemplo: '330.50',
  },
  {
    key: 'fechaIngreso',
    titulo: 'Fecha de ingreso',
    otros: ['Ingreso', 'Fecha ingreso'],
    obligatoria: true,
    explicacion: 'Fecha en que entró a trabajar: dd/mm/aaaa (15/06/2020), AAAA-MM-DD (2020-06-15) o una celda de fecha de Excel.',
    ejemplo: '15/06/2020',
  },
  {
    key: 'horaEntrada',
    titulo: 'Hora de entrada',
    otros: ['Horario entrada', 'Horario de entrada', 'Entrada'],
    obligatoria: true,
    explicacion: 'Hora de entrada en formato de 24 horas, HH:MM.',
    ejemplo: '09:00',
  },
  {
    key: 'horaSalida',
    titulo: 'Hora de salida',
    otros: ['Horario salida', 'Horario de salida', 'Salida'],
    obligatoria: true,
    explicacion: 'Hora de salida en formato de 24 horas, HH:MM. Si es menor que la entrada, el turno termina al día siguiente (nocturno).',
    ejemplo: '18:00',
  },
  {
    key: 'minutosComida',
    titulo: 'Minutos de comida',
    otros: ['Comida', 'Minutos comida'],
    obligatoria: false,
    explicacion: 'Minutos de comida dentro del turno que no se checan, de 0 a 240. Vacío: 0 al crear, sin cambio al actualizar.',
    ejemplo: '60',
  },
  {
    key: 'diasDescanso',
    titulo: 'Días de descanso',
    otros: ['Descanso', 'Dias de descanso'],
    obligatoria: false,
    explicacion:
      'Los días de la semana que descansa, separados por coma o "y": "domingo", "sábado y domingo", "lunes, martes"; "ninguno" si trabaja toda la semana. Vacío: domingo al crear, sin cambio al actualizar.',
    ejemplo: 'domingo',
  },
  {
    key: 'bono',
    titulo: 'Bono',
    otros: [],
    obligatoria: false,
    explicacion: 'El nombre de un bono dado de alta en Catálogos, o "ninguno". Vacío: sin bono al crear, sin cambio al actualizar.',
    ejemplo: 'PUNTUALIDAD',
  },
  {
    key: 'vacacionesPendientes',
    titulo: 'Vacaciones pendientes',
    otros: ['Días de vacaciones pendientes', 'Vacaciones'],
    obligatoria: false,
    explicacion:
      'Días de vacaciones que se le deben al empezar a usar el reloj (número entero, 0 o más). Se revisan y se muestran en la vista previa; el saldo inicial se captura en la ficha del empleado.',
    ejemplo: '8',
  },
];

/** A header as compared: no accents, no case, no punctuation, single spaces. */
export const foldHeader = (text: string): string =>
  foldName(text)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The weekday numbers (0 = domingo) of each name, accents and case aside. */
const WEEKDAYS: Record<string, number> = { DOMINGO: 0, LUNES: 1, MARTES: 2, MIERCOLES: 3, JUEVES: 4, VIERNES: 5, SABADO: 6 };
export const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/**
 * 'sábado y domingo', 'Lunes, Martes', 'ninguno' as weekday numbers (sorted); a string naming what was not understood
 * otherwise. Repeated days are left to the employee schema, which refuses them.
 */
export function parseDiasDescanso(text: string): number[] | { desconocido: string } {
  const folded = foldName(text);
  if (folded === 'NINGUNO' || folded === 'NINGUNA') return [];
  const parts = folded
    .split(/\s*(?:,|;|\/|\bY\b|\bE\b)\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const days: number[] = [];
  for (const part of parts) {
    const day = WEEKDAYS[part];
    if (day === undefined) return { desconocido: part };
    days.push(day);
  }
  if (days.length === 0) return { desconocido: text };
  return days.sort((a, b) => a - b);
}

export const IMPORT_ACCIONES = ['crear', 'actualizar', 'sin_cambios'] as const;
export type ImportAccion = (typeof IMPORT_ACCIONES)[number];

/** One data row of the file as POST /api/employees/importar judged it. */
export const importFilaSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  fila: z.number().int(),
  /** What importing would do (or did); meaningless while `problemas` is not empty ('crear' for a new número). */
  accion: z.enum(IMPORT_ACCIONES),
  numeroEmpleado: z.string().nullable(),
  nombre: z.string().nullable(),
  /** Spanish sentences naming the row and the column, e.g. 'Fila 7: la sucursal "NORTE 2" no existe.' */
  problemas: z.array(z.string()),
  /** For 'actualizar': the columns whose value changes. */
  cambios: z.array(z.string()).optional(),
  /** The column read and checked; not stored yet (opening balances are entered per employee). */
  vacacionesPendientes: z.number().nullable(),
});
export type ImportFila = z.infer<typeof importFilaSchema>;

/** 200 of ?vistaPrevia=1, and the body (with `error` and `code`) of the 422 when a row has a problem. */
export const importVistaPreviaSchema = z.object({ archivo: z.string(), filas: z.array(importFilaSchema) });
export type ImportVistaPrevia = z.infer<typeof importVistaPreviaSchema>;
/** 201: the import, written in one transaction. */
export const importResultadoSchema = z.object({ archivo: z.string(), creados: z.number().int(), actualizados: z.number().int(), sinCambios: z.number().int() });
export type ImportResultado = z.infer<typeof importResultadoSchema>;
/** POST /api/employees/importar: the result (201) or, with ?vistaPrevia=1, the preview (200). */
export const employeeImportResponseSchema = z.union([importResultadoSchema, importVistaPreviaSchema]);
