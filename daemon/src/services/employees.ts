import type { Db } from '../db/connection.js';
import { employeeRepository, type EmployeeRecord, type EmployeeRow } from '../db/repositories/employees.js';
import { bonoUnknown, employeeNotFound, puestoUnknown, salarioMismatch, sucursalUnknown } from '../errors.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { centavosToPesos, pesosToCentavos } from '../lib/money.js';
import type { EmployeeFilters, EmployeeInput } from '../routes/employees/schema.js';

/** An employee as the API returns it: money in decimal pesos, references by id plus their current names. */
export type Employee = {
  id: number;
  nombre: string;
  sucursalId: number;
  sucursal: string;
  puestoId: number;
  puesto: string;
  salarioDiario: number;
  bonoId: number | null;
  bono: number;
  bonoNombre: string | null;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  /** The salida is earlier than the entrada: the shift ends the next day. */
  turnoNocturno: boolean;
  activo: boolean;
  /** Number of enrolled face photos. */
  rostros: number;
};

/** The part of the face service this module needs: keep the in-memory gallery in step with `activo`. */
export type FaceGallery = {
  removeEmployee(employeeId: number): void;
  addEmployee(employeeId: number): void;
};

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const formatCentavos = (centavos: number) => pesos.format(centavosToPesos(centavos));

const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });
/** For the text filter: case- and accent-insensitive ('jose pena' finds 'JOSÉ PEÑA'). */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('es-MX').replace(/\s+/g, ' ').trim();

const toEmployee = (row: EmployeeRow): Employee => ({
  id: row.id,
  nombre: row.nombre,
  sucursalId: row.sucursalId,
  sucursal: row.sucursal,
  puestoId: row.puestoId,
  puesto: row.puesto,
  salarioDiario: centavosToPesos(row.salarioCentavos),
  bonoId: row.bonoId,
  bono: centavosToPesos(row.bonoCentavos),
  bonoNombre: row.bonoNombre,
  fechaIngreso: row.fechaIngreso,
  horaEntrada: row.horaEntrada,
  horaSalida: row.horaSalida,
  turnoNocturno: row.horaSalida < row.horaEntrada,
  activo: row.activo,
  rostros: row.rostros,
});

/**
 * Employee use cases. Rules beyond the body schema:
 *
 * - sucursal and puesto are given by name and stored by id, so renaming a catalogue row never orphans anyone.
 *   An unknown name is a 422 naming the field.
 * - Salary on create (POST): the daily salary comes from the puesto, read on the server. `salario` may be
 *   omitted; when sent it must equal the puesto's current salary, otherwise the request is refused (400,
 *   `salario_mismatch`) rather than silently corrected: a mismatch means the form showed a stale price, and
 *   the administrator should see the salary that will actually be stored.
 * - Salary on edit (PUT): the salary is the employee's own from then on (an administrator may raise one
 *   person). A `salario` (or `salarioDiario`) that is sent is stored as sent. When none is sent, the salary
 *   is re-copied from the puesto if the puesto changed, and kept as it was otherwise.
 * - Bono: 0 (or nothing) means no bono. Otherwise it must be the amount of an existing bono; its id and
 *   amount are stored; when several bonos share the amount, the first by name is taken. On PUT an amount
 *   equal to the employee's stored one keeps the stored bono as it is (even if the catalogue repriced it).
 * - Amounts are kept as of registration: repricing a puesto or bono later does not change the employee.
 * - Delete deactivates (punches and faces stay in the database for payroll; the faces leave the in-memory
 *   gallery). Deactivating an inactive employee, or reactivating an active one, succeeds and changes nothing.
 */
export function employeeService(db: Db, clock: Clock, faces: () => FaceGallery | undefined = () => undefined) {
  const repo = employeeRepository(db);

  const mustExist = (id: number): EmployeeRow => {
    const row = Number.isSafeInteger(id) && id > 0 ? repo.get(id) : undefined;
    if (!row) throw employeeNotFound();
    return row;
  };

  const resolveSucursal = (nombre: string) => {
    const sucursal = repo.sucursalByName(nombre);
    if (!sucursal) throw sucursalUnknown(nombre);
    return sucursal;
  };

  const resolvePuesto = (nombre: string) => {
    const puesto = repo.puestoByName(nombre);
    if (!puesto) throw puestoUnknown(nombre);
    return puesto;
  };

  const resolveBono = (centavos: number): { bonoId: number | null; bonoCentavos: number } => {
    if (centavos === 0) return { bonoId: null, bonoCentavos: 0 };
    const bono = repo.bonoByAmount(centavos);
    if (!bono) throw bonoUnknown(`No existe un bono con el monto ${formatCentavos(centavos)}.`);
    return { bonoId: bono.id, bonoCentavos: bono.centavos };
  };

  const schedule = (input: EmployeeInput) => ({
    nombre: input.nombre,
    fechaIngreso: input.fechaIngreso,
    horaEntrada: input.horaEntrada,
    horaSalida: input.horaSalida,
  });

  return {
    list: (filters: EmployeeFilters = {}): Employee[] => {
      const needle = filters.texto === undefined ? '' : fold(filters.texto);
      return repo
        .list(filters)
        .filter((row) => needle === '' || fold(row.nombre).includes(needle))
        .sort((a, b) => collator.compare(a.nombre, b.nombre) || a.id - b.id)
        .map(toEmployee);
    },

    get: (id: number): Employee => toEmployee(mustExist(id)),

    create: (input: EmployeeInput): Employee =>
      db.transaction(() => {
        const sucursal = resolveSucursal(input.sucursal);
        const puesto = resolvePuesto(input.puesto);
        if (input.salario !== undefined && pesosToCentavos(input.salario) !== puesto.centavos)
          throw salarioMismatch(puesto.nombre, puesto.centavos, pesosToCentavos(input.salario));
        const record: EmployeeRecord = {
          ...schedule(input),
          sucursalId: sucursal.id,
          puestoId: puesto.id,
          salarioCentavos: puesto.centavos,
          ...resolveBono(pesosToCentavos(input.bono)),
        };
        return toEmployee(mustExist(repo.insert(record, isoNow(clock))));
      })(),

    update: (id: number, input: EmployeeInput): { before: Employee; after: Employee } =>
      db.transaction(() => {
        const current = mustExist(id);
        const sucursal = resolveSucursal(input.sucursal);
        const puesto = resolvePuesto(input.puesto);
        const salarioCentavos =
          input.salario !== undefined
            ? pesosToCentavos(input.salario)
            : puesto.id !== current.puestoId
              ? puesto.centavos
              : current.salarioCentavos;
        const bonoCentavos = pesosToCentavos(input.bono);
        const bono =
          bonoCentavos === current.bonoCentavos
            ? { bonoId: current.bonoId, bonoCentavos: current.bonoCentavos }
            : resolveBono(bonoCentavos);
        repo.update(id, { ...schedule(input), sucursalId: sucursal.id, puestoId: puesto.id, salarioCentavos, ...bono }, isoNow(clock));
        return { before: toEmployee(current), after: toEmployee(mustExist(id)) };
      })(),

    /** Deactivates ("baja"); `changed` is false when the employee was already inactive. */
    deactivate: (id: number): { before: Employee; after: Employee; changed: boolean } => {
      const result = db.transaction(() => {
        const current = mustExist(id);
        if (current.activo) repo.setActivo(id, false, isoNow(clock));
        return { before: toEmployee(current), after: toEmployee(mustExist(id)), changed: current.activo };
      })();
      // Also when it was already inactive: a retried DELETE repairs a gallery that missed the first one.
      faces()?.removeEmployee(id);
      return result;
    },

    /** Reactivates; `changed` is false when the employee was already active. Their faces re-enter the gallery. */
    reactivate: async (id: number): Promise<{ before: Employee; after: Employee; changed: boolean }> => {
      const result = db.transaction(() => {
        const current = mustExist(id);
        if (!current.activo) repo.setActivo(id, true, isoNow(clock));
        return { before: toEmployee(current), after: toEmployee(mustExist(id)), changed: !current.activo };
      })();
      // Also when it was already active: a retry repairs a gallery that missed the first one.
      faces()?.addEmployee(id);
      return result;
    },
  };
}

export type EmployeeService = ReturnType<typeof employeeService>;
