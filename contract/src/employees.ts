/** Employees: the payload of the product's requirements plus what the pre-nómina needs (issue 12). */
import { z } from 'zod';
import { CATALOGUE_NAME_MAX } from './catalogues.js';
import { idSchema } from './common.js';
import { addYears, formatDateEs, isCalendarDate, isClockTime } from './dates.js';
import { pesosAmount } from './money.js';
import { fechaInicioRegistroSchema, motivoInicioRegistroSchema } from './inicioRegistro.js';
import { toName } from './names.js';
import { advertenciaSchema } from './prenomina.js';
import { MOTIVOS_BAJA, bajaSchema } from './prestaciones.js';

/** An employee as GET /api/employees returns it: money in decimal pesos, references by id plus their current names. */
export const employeeSchema = z.object({
  id: idSchema,
  nombre: z.string(),
  sucursalId: idSchema,
  sucursal: z.string(),
  puestoId: idSchema,
  puesto: z.string(),
  /** The employee's own daily salary (copied from the puesto at registration, editable later). */
  salarioDiario: z.number(),
  bonoId: idSchema.nullable(),
  /** Bonus amount as of registration; 0 when none. */
  bono: z.number(),
  bonoNombre: z.string().nullable(),
  fechaIngreso: z.string(),
  /**
   * Issue 40: the first day the box records for this employee, the later of the box's first day in service (or the
   * employee's own date) and fechaIngreso. Days before it are 'sin_registro': no faltas, no lost bonos.
   */
  inicioRegistro: z.string(),
  horaEntrada: z.string(),
  horaSalida: z.string(),
  /** The salida is earlier than the entrada: the shift ends the next day. */
  turnoNocturno: z.boolean(),
  /** Weekday numbers of the rest days, 0 = domingo. */
  diasDescanso: z.array(z.number().int()),
  /** Unpaid meal inside the shift, not punched. */
  minutosComida: z.number(),
  /** The payroll key, unique; null when not set. */
  numeroEmpleado: z.string().nullable(),
  activo: z.boolean(),
  /** Issue 39: the current baja's date and reason (LFT cause) of an employee de baja; both null while active. */
  fechaBaja: z.string().nullable(),
  motivoBaja: z.enum(MOTIVOS_BAJA).nullable(),
  /** Number of enrolled face photos. */
  rostros: z.number(),
  /** An administrator set a NIP: the employee can punch with their número de empleado at the kiosk. */
  tieneNip: z.boolean(),
  /** E.g. a salary below the minimum wage of the branch's zone. */
  advertencias: z.array(advertenciaSchema),
  /** Issue 31, the answer of POST /api/employees/{id}/baja only: every baja with its date and reason, oldest first. */
  bajas: z.array(bajaSchema).optional(),
  /** Issue 31, GET /api/employees only: vacation days pending (negative when advanced); null when it cannot be told. */
  vacacionesPendientes: z.number().nullable().optional(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** The body of POST /api/employees (the product's requirements) and of PUT /api/employees/{id}. */
export type EmployeePayload = {
  nombre: string;
  /** Branch name. */
  sucursal: string;
  /** Position name. */
  puesto: string;
  /** Daily salary in pesos: the puesto's on creation, the employee's own on edit. */
  salario: number;
  /** Bonus amount in pesos; 0 when none. */
  bono: number;
  /** The chosen bono's id (two bonos may share an amount); must agree with `bono`. */
  bonoId?: number | null;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  diasDescanso?: number[];
  minutosComida?: number;
  numeroEmpleado?: string | null;
  /** PUT only (issue 40): the employee's own first day of record, with the motivo required when it changes. */
  inicioRegistro?: string;
  motivoInicioRegistro?: string;
};

/** The sentences of a required employee field left empty: the daemon answers them, the form tells them before sending. */
export const employeeFieldText = {
  nombre: 'El nombre es obligatorio.',
  sucursal: 'La sucursal es obligatoria.',
  puesto: 'El puesto es obligatorio.',
  fechaIngreso: 'La fecha de ingreso es obligatoria.',
  horaEntrada: 'La hora de entrada es obligatoria.',
  horaSalida: 'La hora de salida es obligatoria.',
} as const;

export const NUMERO_EMPLEADO_MAX = 20;
export const EMPLOYEE_NAME_MAX = 120;
/** Nobody still on the payroll joined before this date; older ones are typing mistakes (e.g. '0226-01-05'). */
export const OLDEST_FECHA_INGRESO = '1950-01-01';

/** The fields issue 12 adds to an employee; all optional in POST and PUT. */
export const employeeScheduleFields = {
  diasDescanso: z
    .array(
      z
        .number({ error: 'Los días de descanso son números de 0 (domingo) a 6 (sábado).' })
        .int('Los días de descanso son números de 0 (domingo) a 6 (sábado).')
        .min(0, 'Los días de descanso son números de 0 (domingo) a 6 (sábado).')
        .max(6, 'Los días de descanso son números de 0 (domingo) a 6 (sábado).'),
      { error: 'Los días de descanso deben ser una lista de números de 0 (domingo) a 6 (sábado).' },
    )
    .max(6, 'Debe quedar al menos un día laborable en la semana.')
    .refine((days) => new Set(days).size === days.length, 'Un día de descanso está repetido.')
    .transform((days) => [...days].sort((a, b) => a - b))
    .optional(),
  minutosComida: z
    .number({ error: 'Los minutos de comida deben ser un número entero de 0 a 240.' })
    .int('Los minutos de comida deben ser un número entero de 0 a 240.')
    .min(0, 'Los minutos de comida deben ser un número entero de 0 a 240.')
    .max(240, 'Los minutos de comida deben ser un número entero de 0 a 240.')
    .optional(),
  numeroEmpleado: z
    .string({ error: 'El número de empleado debe ser texto.' })
    .trim()
    .max(NUMERO_EMPLEADO_MAX, `El número de empleado admite como máximo ${NUMERO_EMPLEADO_MAX} caracteres.`)
    .regex(/^[\p{L}\p{N}\-_./]*$/u, 'El número de empleado solo admite letras, números y los signos - _ . /')
    .transform((v) => (v === '' ? null : v.toLocaleUpperCase('es-MX')))
    .nullish(),
  bonoId: z
    .number({ error: 'El bono elegido (bonoId) debe ser el id de un bono.' })
    .int('El bono elegido (bonoId) debe ser el id de un bono.')
    .positive('El bono elegido (bonoId) debe ser el id de un bono.')
    .nullish(),
};

/** A parsed body of POST /api/employees or PUT /api/employees/{id}, as the daemon's service takes it. */
export type EmployeeInput = {
  nombre: string;
  /** Branch and position names, normalised (trimmed, single spaces, uppercase). */
  sucursal: string;
  puesto: string;
  /** Daily salary in pesos as the client sent it; undefined when not sent. */
  salario: number | undefined;
  /** Bonus amount in pesos; 0 means none (or, beside a bonoId, "the bono's amount"); undefined when not sent. */
  bono: number | undefined;
  /** The chosen bono; undefined when not sent (the bono is then found by its amount), null for none. */
  bonoId?: number | null;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  /** Undefined when not sent: the stored value on PUT, the default on POST. */
  diasDescanso?: number[];
  minutosComida?: number;
  /** Uppercased; null clears it; undefined when not sent. */
  numeroEmpleado?: string | null;
  /** Issue 40, PUT: the employee's first day of record; undefined when not sent (kept). */
  inicioRegistro?: string;
  /** Why inicioRegistro changed; required by the daemon when it does. */
  motivoInicioRegistro?: string;
};

/** A required text field naming a catalogue row, normalised like the catalogue stores it. */
function catalogueReference(required: string, label: string) {
  return z
    .string({ error: required })
    .transform(toName(label))
    .pipe(z.string().min(1, required).max(CATALOGUE_NAME_MAX, `${label} admite como máximo ${CATALOGUE_NAME_MAX} caracteres.`));
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Optional pesos: missing, null or '' is `undefined`; anything else follows the catalogue money rules. */
function optionalPesos(label: string) {
  const amount = pesosAmount(label);
  return z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (isBlank(value)) return undefined;
      const parsed = amount.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${label} no es válido.` });
      return z.NEVER;
    })
    .optional(); // a missing key is allowed (zod 4 otherwise refuses an absent key whose value parses to undefined)
}

/** Unlike common.ts clockTime, any value that is not text is "obligatoria" here, as this route always answered. */
function shiftTime(label: string, required: string) {
  return z
    .string({ error: required })
    .refine((v) => v !== '', required)
    .refine(isClockTime, `${label} debe tener el formato HH:MM de 24 horas (de 00:00 a 23:59).`);
}

/**
 * The body of `POST /api/employees` and of `PUT /api/employees/{id}`.
 * `today` gives the local date (YYYY-MM-DD) from the daemon's clock: an entry date may be at most a year ahead.
 * On PUT, `salarioDiario` (the field name of GET) is accepted as an alias of `salario`, so an edited copy of
 * a listed employee can be sent back as it is.
 * The fields issue 12 adds (diasDescanso, minutosComida, numeroEmpleado, bonoId) and `bono` are optional: left
 * out, they stay undefined here (the service keeps the stored value on PUT, the default on POST); numeroEmpleado ''
 * or null clears it; bonoId null means no bono chosen.
 */
export function employeeBodySchema(today: () => string, options: { salarioDiarioAlias?: boolean } = {}) {
  const fechaIngreso = z
    .string({ error: employeeFieldText.fechaIngreso })
    .refine((v) => v !== '', employeeFieldText.fechaIngreso)
    .refine(isCalendarDate, 'La fecha de ingreso debe ser una fecha real con el formato AAAA-MM-DD.')
    .refine((v) => v >= OLDEST_FECHA_INGRESO, `La fecha de ingreso no puede ser anterior al ${formatDateEs(OLDEST_FECHA_INGRESO)}.`)
    .superRefine((v, ctx) => {
      const latest = addYears(today(), 1);
      if (v > latest)
        ctx.addIssue({
          code: 'custom',
          message: `La fecha de ingreso no puede ser más de un año posterior a hoy (como máximo el ${formatDateEs(latest)}).`,
        });
    });

  return z
    .object({
      nombre: z
        .string({ error: employeeFieldText.nombre })
        .transform(toName())
        .pipe(z.string().min(1, employeeFieldText.nombre).max(EMPLOYEE_NAME_MAX, `El nombre admite como máximo ${EMPLOYEE_NAME_MAX} caracteres.`)),
      sucursal: catalogueReference(employeeFieldText.sucursal, 'La sucursal'),
      puesto: catalogueReference(employeeFieldText.puesto, 'El puesto'),
      salario: optionalPesos('El salario diario'),
      ...(options.salarioDiarioAlias ? { salarioDiario: optionalPesos('El salario diario') } : {}),
      bono: optionalPesos('El bono'),
      fechaIngreso,
      horaEntrada: shiftTime('La hora de entrada', employeeFieldText.horaEntrada),
      horaSalida: shiftTime('La hora de salida', employeeFieldText.horaSalida),
      ...employeeScheduleFields,
      inicioRegistro: fechaInicioRegistroSchema('La fecha de inicio del registro').optional(),
      motivoInicioRegistro: motivoInicioRegistroSchema('Escribe el motivo del cambio de la fecha de inicio del registro').optional(),
    })
    .superRefine((body, ctx) => {
      // A salida earlier than the entrada is a night shift (22:00 -> 06:00). The same time for both would be a
      // zero-length shift (or an unbounded 24-hour one): almost surely a typing mistake, so it is refused.
      if (body.horaEntrada === body.horaSalida)
        ctx.addIssue({
          code: 'custom',
          path: ['horaSalida'],
          message: 'La hora de salida no puede ser igual a la hora de entrada.',
        });
    })
    .transform((body): EmployeeInput => {
      const alias = (body as { salarioDiario?: number }).salarioDiario;
      return {
        nombre: body.nombre,
        sucursal: body.sucursal,
        puesto: body.puesto,
        salario: body.salario ?? alias,
        bono: body.bono,
        fechaIngreso: body.fechaIngreso,
        horaEntrada: body.horaEntrada,
        horaSalida: body.horaSalida,
        bonoId: body.bonoId,
        diasDescanso: body.diasDescanso,
        minutosComida: body.minutosComida,
        numeroEmpleado: body.numeroEmpleado,
        inicioRegistro: body.inicioRegistro,
        motivoInicioRegistro: body.motivoInicioRegistro,
      };
    });
}

/** The filters of GET /api/employees as the daemon's service takes them. */
export type EmployeeListFilters = { sucursalId?: number; activo?: boolean; texto?: string };

const filterText = z
  .string({ error: 'El filtro de texto debe ser un solo texto.' })
  .max(EMPLOYEE_NAME_MAX, `El filtro de texto admite como máximo ${EMPLOYEE_NAME_MAX} caracteres.`)
  .optional();

/** Query of `GET /api/employees`: `sucursal` (branch id), `activo` ('true' | 'false'), `texto` (or `text`). */
export const employeeListQuerySchema = z
  .object({
    sucursal: z
      .string({ error: 'El filtro sucursal debe ser el id de una sucursal.' })
      .regex(/^[1-9]\d{0,14}$/, 'El filtro sucursal debe ser el id de una sucursal.')
      .optional(),
    activo: z.enum(['true', 'false'], { error: 'El filtro activo debe ser "true" o "false".' }).optional(),
    texto: filterText,
    text: filterText,
  })
  .transform((q): EmployeeListFilters => ({
    sucursalId: q.sucursal === undefined ? undefined : Number(q.sucursal),
    activo: q.activo === undefined ? undefined : q.activo === 'true',
    texto: q.texto ?? q.text,
  }));
