import { setImmediate } from 'node:timers/promises';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  foldHeader,
  parseDiasDescanso,
  type ImportColumnKey,
  type ImportFila,
  type ImportResultado,
} from '@reloj/contract/employeeImport';
import { employeeBodySchema, type Employee, type EmployeeInput } from '@reloj/contract/employees';
import { pesosToCentavos } from '@reloj/contract/money';
import { normalizeName } from '@reloj/contract/names';
import { plantillaEmpleados } from '@reloj/payroll/export';
import type { Repositories } from '../../db/repositories/index.js';
import { AppError, importFileRefused, importTooManyRows } from '../../errors.js';
import type { Branches } from '../../lib/branches.js';
import { cellDate, cellInteger, cellPesos, cellText, cellTime, isBlankCell } from '../../lib/spreadsheet/cells.js';
import { readTable, type Cell, type Table } from '../../lib/spreadsheet/readTable.js';
import type { EmployeeService } from './employees.js';
import type { SaldoInicialService } from '../prestaciones/index.js';

/** What the audit log keeps of one import: the file, the counts, who was created and what changed for whom. */
export type ImportAudit = {
  archivo: string;
  filas: number;
  creados: number;
  actualizados: number;
  sinCambios: number;
  numerosCreados: string[];
  cambios: { numeroEmpleado: string; antes: Record<string, unknown>; despues: Record<string, unknown> }[];
  /** Issue 40: the opening vacation balances the file's 'Vacaciones pendientes' stored. */
  saldosIniciales?: { numeroEmpleado: string; fecha: string; pendientes: number }[];
};

export type ImportOutcome = { escrito: true; resultado: ImportResultado } | { escrito: false; archivo: string; filas: ImportFila[] };

const TITLES = new Map(IMPORT_COLUMNS.map((c) => [c.key, c.titulo]));
/** The stored facts an import may change, by the column that sets them. */
const COMPARED: readonly [keyof Employee, ImportColumnKey][] = [
  ['nombre', 'nombre'],
  ['sucursal', 'sucursal'],
  ['puesto', 'puesto'],
  ['salarioDiario', 'salarioDiario'],
  ['bonoId', 'bono'],
  ['bono', 'bono'],
  ['fechaIngreso', 'fechaIngreso'],
  ['horaEntrada', 'horaEntrada'],
  ['horaSalida', 'horaSalida'],
  ['minutosComida', 'minutosComida'],
  ['diasDescanso', 'diasDescanso'],
];

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es-MX') + text.slice(1);
const withPeriod = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const problem = (fila: number, message: string) => `Fila ${fila}: ${withPeriod(lowerFirst(message))}`;
const thousands = new Intl.NumberFormat('en-US');

/** Thrown inside a savepoint to roll it back: the row changed nothing, or the whole import is only looked at. */
class RolledBack extends Error {}

const PARSE_CHUNK = 200;

/** Which column of the file each template column is; refuses a file without the required ones or with one twice. */
function columnsOf(headers: string[]): Map<ImportColumnKey, number> {
  const byName = new Map<string, ImportColumnKey>();
  for (const c of IMPORT_COLUMNS) for (const name of [c.titulo, ...c.otros]) byName.set(foldHeader(name), c.key);
  const found = new Map<ImportColumnKey, number>();
  headers.forEach((header, index) => {
    const key = byName.get(foldHeader(header));
    if (!key) return; // a column of the owner's own (RFC, teléfono...) is left out
    if (found.has(key)) throw importFileRefused(`La columna "${TITLES.get(key)}" está dos veces en el encabezado. Deja solo una.`);
    found.set(key, index);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.obligatoria && !found.has(c.key)).map((c) => `"${c.titulo}"`);
  if (missing.length > 0)
    throw importFileRefused(
      `Faltan columnas en el encabezado (fila 1): ${missing.join(', ')}. Descarga la plantilla y copia los datos en ella, sin cambiar los encabezados.`,
    );
  return found;
}

type Parsed = {
  fila: number;
  numeroEmpleado: string | null;
  nombre: string | null;
  vacacionesPendientes: number | null;
  problemas: string[];
  input?: EmployeeInput;
};

/**
 * Issue 40 item 3, 'Empleados' → 'Importar': the staff from an .xlsx or .csv. Every row goes through the same body
 * schema and the same employee service as POST and PUT /api/employees, so an imported employee is exactly what the
 * form would store: created with the puesto's salary (and given the file's own salary as an edit would), or, when the
 * número de empleado (the key) already exists, updated as PUT does (a blank optional cell keeps the stored value).
 * All rows run in one transaction, which the preview and a file with any problem roll back: nothing is written
 * unless every row is right. The 'Vacaciones pendientes' column becomes the opening vacation balance (issue 40 item 2)
 * of an employee hired before the record's start: a single total dated their inicioRegistro, motivo 'Importación de
 * personal', in the same transaction (services/prestaciones/saldoInicial.ts); for anyone hired since, it is not needed and left out.
 */
export function createEmployeeImportService(
  deps: Pick<Repositories, 'employees' | 'sucursales' | 'puestos' | 'bonos' | 'transaction'> & {
    /** The service of POST and PUT /api/employees, whose rules every row follows. */
    employeeService: Pick<EmployeeService, 'create' | 'update' | 'today'>;
    /** Issue 40: stores the file's 'Vacaciones pendientes' as the opening balance. */
    saldoInicial?: Pick<SaldoInicialService, 'desdeImportacion'>;
  },
) {
  const { employees: repo, sucursales, puestos, bonos, transaction } = deps;
  const service = deps.employeeService;
  const schema = employeeBodySchema(service.today);

  /** The bono column: blank keeps (undefined), 'ninguno' clears, a name or an amount chooses one; a string is a problem. */
  const bonoOf = (cell: Cell): Partial<Pick<EmployeeInput, 'bono' | 'bonoId'>> | string => {
    if (isBlankCell(cell)) return {};
    const text = cellText(cell);
    const name = normalizeName(text);
    if (name === 'NINGUNO' || name === '0') return { bonoId: null, bono: 0 };
    const byName = bonos.list().find((b) => b.nombre === name);
    if (byName) return { bonoId: byName.id };
    return `el bono "${name}" no existe en Catálogos.`;
  };

  /** One row as the body of POST /api/employees, or its problems. */
  const parseRow = (fila: number, cells: Cell[], columns: Map<ImportColumnKey, number>): Parsed => {
    const cell = (key: ImportColumnKey): Cell => {
      const index = columns.get(key);
      return index === undefined ? null : (cells[index] ?? null);
    };
    const problemas: string[] = [];
    const numero = cellText(cell('numeroEmpleado'));
    if (numero === '') problemas.push(problem(fila, 'Falta el número de empleado (es la clave que evita duplicar empleados)'));

    const fechaCell = cell('fechaIngreso');
    const fechaIngreso = isBlankCell(fechaCell) ? '' : cellDate(fechaCell);
    if (fechaIngreso === undefined)
      problemas.push(
        problem(fila, `La fecha de ingreso "${cellText(fechaCell)}" no es una fecha válida: escríbela como dd/mm/aaaa (15/06/2020) o AAAA-MM-DD (2020-06-15)`),
      );

    const diasCell = cell('diasDescanso');
    let diasDescanso: number[] | undefined;
    if (!isBlankCell(diasCell)) {
      const dias = parseDiasDescanso(cellText(diasCell));
      if (Array.isArray(dias)) diasDescanso = dias;
      else
        problemas.push(
          problem(
            fila,
            `Los días de descanso no se entienden ("${dias.desconocido.toLocaleLowerCase('es-MX')}"): escribe por ejemplo "domingo" o "sábado y domingo"`,
          ),
        );
    }

    const bono = bonoOf(cell('bono'));
    if (typeof bono === 'string') problemas.push(problem(fila, bono));

    let vacacionesPendientes: number | null = null;
    const vacacionesCell = cell('vacacionesPendientes');
    if (!isBlankCell(vacacionesCell)) {
      const dias = cellInteger(vacacionesCell);
      if (typeof dias === 'number' && Number.isInteger(dias) && dias >= 0 && dias <= 366) vacacionesPendientes = dias;
      else problemas.push(problem(fila, `Las vacaciones pendientes deben ser un número entero de días, de 0 a 366 (no "${cellText(vacacionesCell)}")`));
    }

    const optional = <T>(key: ImportColumnKey, read: (c: Cell) => T): T | undefined => (isBlankCell(cell(key)) ? undefined : read(cell(key)));
    const body = {
      nombre: cellText(cell('nombre')),
      sucursal: cellText(cell('sucursal')),
      puesto: cellText(cell('puesto')),
      salario: optional('salarioDiario', cellPesos),
      fechaIngreso: fechaIngreso ?? '2000-01-01', // a bad date is already a problem; a stand-in lets the other fields be checked
      horaEntrada: cellTime(cell('horaEntrada')),
      horaSalida: cellTime(cell('horaSalida')),
      minutosComida: optional('minutosComida', cellInteger),
      diasDescanso,
      numeroEmpleado: numero,
    };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      // One sentence per column: an empty time is "obligatoria", not also "debe tener el formato HH:MM".
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        if (!seen.has(path)) problemas.push(problem(fila, issue.message));
        seen.add(path);
      }
    }
    const input = parsed.success ? { ...parsed.data, ...(typeof bono === 'string' ? {} : bono) } : undefined;
    return {
      fila,
      numeroEmpleado: input?.numeroEmpleado ?? (numero === '' ? null : numero.toLocaleUpperCase('es-MX')),
      nombre: input?.nombre ?? (cellText(cell('nombre')) || null),
      vacacionesPendientes,
      problemas,
      input,
    };
  };

  /** The sucursal and puesto named exist (the service would stop at the first; the preview names both). */
  const catalogueProblems = (row: Parsed, input: EmployeeInput, branches: Branches) => {
    const sucursal = repo.sucursalByName(input.sucursal);
    if (!sucursal || (branches !== null && !branches.includes(sucursal.id))) row.problemas.push(problem(row.fila, `La sucursal "${input.sucursal}" no existe`));
    if (!repo.puestoByName(input.puesto)) row.problemas.push(problem(row.fila, `El puesto "${input.puesto}" no existe`));
  };

  type Applied = { accion: ImportFila['accion']; cambios: string[]; antes?: Record<string, unknown>; despues?: Record<string, unknown> };

  /** Creates or updates one employee in a savepoint of the import; an unchanged one is rolled back (no updated_at). */
  const apply = (input: EmployeeInput, branches: Branches): Applied => {
    const holder = input.numeroEmpleado ? repo.byNumeroEmpleado(input.numeroEmpleado) : undefined;
    if (!holder) {
      transaction(() => {
        // POST takes the puesto's salary; the file's own salary is then the employee's, as an edit would store it.
        const created = service.create({ ...input, salario: undefined }, branches);
        if (input.salario !== undefined && pesosToCentavos(input.salario) !== pesosToCentavos(created.salarioDiario))
          service.update(created.id, input, branches);
      });
      return { accion: 'crear', cambios: [] };
    }
    let applied: Applied = { accion: 'sin_cambios', cambios: [] };
    try {
      transaction(() => {
        const { before, after } = service.update(holder.id, input, branches);
        const changed = COMPARED.filter(([field]) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
        if (changed.length === 0) throw new RolledBack('sin cambios');
        applied = {
          accion: 'actualizar',
          cambios: [...new Set(changed.map(([, column]) => TITLES.get(column)!))],
          antes: Object.fromEntries(changed.map(([field]) => [field, before[field]])),
          despues: Object.fromEntries(changed.map(([field]) => [field, after[field]])),
        };
      });
    } catch (caught) {
      if (!(caught instanceof RolledBack)) throw caught;
    }
    return applied;
  };

  /** Every row judged (and, when `write`, applied) in one transaction; rolled back unless written with no problem. */
  /**
   * Issue 40: the row's 'Vacaciones pendientes' as the employee's opening balance (nothing when not needed or already
   * the same); an employee otherwise unchanged is then 'actualizar' with that column.
   */
  const withOpeningBalance = (row: Parsed, applied: Applied, usuario: string, entry: ImportAudit): Applied => {
    if (row.vacacionesPendientes === null || !deps.saldoInicial || !row.numeroEmpleado) return applied;
    const employee = repo.byNumeroEmpleado(row.numeroEmpleado);
    if (!employee) return applied;
    const saldo = deps.saldoInicial.desdeImportacion(employee.id, row.vacacionesPendientes, usuario);
    if (!saldo) return applied;
    (entry.saldosIniciales ??= []).push({ numeroEmpleado: row.numeroEmpleado, fecha: saldo.fecha, pendientes: saldo.pendientes });
    if (applied.accion === 'crear') return applied;
    return {
      accion: 'actualizar',
      cambios: [...applied.cambios, TITLES.get('vacacionesPendientes')!],
      antes: applied.antes ?? {},
      despues: { ...applied.despues, saldoInicialVacaciones: saldo.pendientes },
    };
  };

  const run = async (
    archivo: string,
    table: Table,
    write: boolean,
    branches: Branches,
    audit: (entry: ImportAudit) => void,
    usuario: string,
  ): Promise<ImportOutcome> => {
    const columns = columnsOf(table.headers);
    // Checking a row takes about a millisecond: the kiosk's requests get their turn between chunks of a long file.
    const parsed: Parsed[] = [];
    for (const [index, row] of table.rows.entries()) {
      if (index > 0 && index % PARSE_CHUNK === 0) await setImmediate();
      parsed.push(parseRow(row.fila, row.cells, columns));
    }
    const firstRowOf = new Map<string, number>();
    for (const row of parsed) {
      if (!row.numeroEmpleado) continue;
      const first = firstRowOf.get(row.numeroEmpleado);
      if (first === undefined) firstRowOf.set(row.numeroEmpleado, row.fila);
      else {
        row.problemas.push(problem(row.fila, `El número de empleado "${row.numeroEmpleado}" ya está en la fila ${first} del archivo`));
        row.input = undefined;
      }
    }
    for (const row of parsed) if (row.input) catalogueProblems(row, row.input, branches);

    let outcome: ImportOutcome | undefined;
    try {
      transaction.immediate(() => {
        const filas: ImportFila[] = [];
        const entry: ImportAudit = { archivo, filas: parsed.length, creados: 0, actualizados: 0, sinCambios: 0, numerosCreados: [], cambios: [] };
        for (const row of parsed) {
          let applied: Applied = { accion: 'crear', cambios: [] };
          if (row.input && row.problemas.length === 0) {
            try {
              applied = apply(row.input, branches);
              applied = withOpeningBalance(row, applied, usuario, entry);
            } catch (caught) {
              if (!(caught instanceof AppError)) throw caught;
              row.problemas.push(problem(row.fila, caught.message));
            }
          } else if (row.numeroEmpleado && repo.byNumeroEmpleado(row.numeroEmpleado)) applied = { accion: 'actualizar', cambios: [] };
          filas.push({
            fila: row.fila,
            accion: applied.accion,
            numeroEmpleado: row.numeroEmpleado,
            nombre: row.nombre,
            problemas: row.problemas,
            ...(applied.accion === 'actualizar' && applied.cambios.length > 0 ? { cambios: applied.cambios } : {}),
            vacacionesPendientes: row.vacacionesPendientes,
          });
          if (row.problemas.length > 0) continue;
          if (applied.accion === 'crear') {
            entry.creados++;
            entry.numerosCreados.push(row.numeroEmpleado!);
          } else if (applied.accion === 'actualizar') {
            entry.actualizados++;
            entry.cambios.push({ numeroEmpleado: row.numeroEmpleado!, antes: applied.antes ?? {}, despues: applied.despues ?? {} });
          } else entry.sinCambios++;
        }
        if (!write || filas.some((f) => f.problemas.length > 0)) {
          outcome = { escrito: false, archivo, filas };
          throw new RolledBack('vista previa'); // rolls every row back
        }
        audit(entry);
        outcome = { escrito: true, resultado: { archivo, creados: entry.creados, actualizados: entry.actualizados, sinCambios: entry.sinCambios } };
      });
    } catch (caught) {
      if (!(caught instanceof RolledBack)) throw caught;
    }
    return outcome!;
  };

  return {
    /** GET /api/employees/plantilla.xlsx: the template, listing this box's sucursales, puestos and bonos. */
    plantilla: (): Promise<Buffer> =>
      plantillaEmpleados({
        sucursales: sucursales.list().map((s) => s.nombre),
        puestos: puestos.list().map((p) => p.nombre),
        bonos: bonos.list().map((b) => b.nombre),
      }),

    /**
     * POST /api/employees/importar: `vistaPrevia` judges every row and writes nothing; otherwise the rows are written
     * (and `audit` called inside the same transaction) only when none has a problem.
     */
    importar: async (
      archivo: string,
      bytes: Buffer,
      options: { vistaPrevia: boolean; branches: Branches; audit: (entry: ImportAudit) => void; usuario?: string },
    ): Promise<ImportOutcome> => {
      const table = await readTable(archivo, bytes);
      if (table.rows.length > MAX_IMPORT_ROWS) throw importTooManyRows(thousands.format(MAX_IMPORT_ROWS));
      if (table.rows.length === 0) {
        columnsOf(table.headers);
        throw importFileRefused('El archivo no tiene empleados: llena una fila por empleado debajo de los encabezados.');
      }
      return run(archivo, table, !options.vistaPrevia, options.branches, options.audit, options.usuario ?? 'desconocido');
    },
  };
}

export type EmployeeImportService = ReturnType<typeof createEmployeeImportService>;
