import { CATALOGUE_NAME_MAX } from '@reloj/contract/catalogues';
import { employeeScheduleFields } from '@reloj/contract/employees';
import { pesosAmount } from '@reloj/contract/money';
import { toName } from '@reloj/contract/names';
import { z } from 'zod';
import { addYears, formatDateEs, isCalendarDate, isClockTime } from '../../lib/dates.js';
import type { EmployeeFilters, EmployeeInput } from '../../services/employees.js';

export const EMPLOYEE_NAME_MAX = 120;
/** Nobody still on the payroll joined before this date; older ones are typing mistakes (e.g. '0226-01-05'). */
export const OLDEST_FECHA_INGRESO = '1950-01-01';

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
  return z.unknown().transform((value, ctx): number | undefined => {
    if (isBlank(value)) return undefined;
    const parsed = amount.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${label} no es válido.` });
    return z.NEVER;
  })
    .optional(); // a missing key is allowed (zod 4 otherwise refuses an absent key whose value parses to undefined)
}

function clockTime(label: string, required: string) {
  return z
    .string({ error: required })
    .refine((v) => v !== '', required)
    .refine(isClockTime, `${label} debe tener el formato HH:MM de 24 horas (de 00:00 a 23:59).`);
}

/**
 * The body of `POST /api/employees` (SPEC section 7) and of `PUT /api/employees/:id`.
 * `today` gives the local date (YYYY-MM-DD) from the injectable clock: an entry date may be at most a year ahead.
 * On PUT, `salarioDiario` (the field name of GET) is accepted as an alias of `salario`, so an edited copy of
 * a listed employee can be sent back as it is.
 * The fields issue 12 adds (diasDescanso, minutosComida, numeroEmpleado, bonoId) and `bono` are optional: left
 * out, they stay undefined here (the service keeps the stored value on PUT, the default on POST); numeroEmpleado ''
 * or null clears it; bonoId null means no bono chosen.
 */
export function employeeBodySchema(today: () => string, options: { salarioDiarioAlias?: boolean } = {}) {
  const fechaIngreso = z
    .string({ error: 'La fecha de ingreso es obligatoria.' })
    .refine((v) => v !== '', 'La fecha de ingreso es obligatoria.')
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
        .string({ error: 'El nombre es obligatorio.' })
        .transform(toName())
        .pipe(
          z
            .string()
            .min(1, 'El nombre es obligatorio.')
            .max(EMPLOYEE_NAME_MAX, `El nombre admite como máximo ${EMPLOYEE_NAME_MAX} caracteres.`),
        ),
      sucursal: catalogueReference('La sucursal es obligatoria.', 'La sucursal'),
      puesto: catalogueReference('El puesto es obligatorio.', 'El puesto'),
      salario: optionalPesos('El salario diario'),
      ...(options.salarioDiarioAlias ? { salarioDiario: optionalPesos('El salario diario') } : {}),
      bono: optionalPesos('El bono'),
      fechaIngreso,
      horaEntrada: clockTime('La hora de entrada', 'La hora de entrada es obligatoria.'),
      horaSalida: clockTime('La hora de salida', 'La hora de salida es obligatoria.'),
      ...employeeScheduleFields,
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
      };
    });
}

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
  .transform(
    (q): EmployeeFilters => ({
      sucursalId: q.sucursal === undefined ? undefined : Number(q.sucursal),
      activo: q.activo === undefined ? undefined : q.activo === 'true',
      texto: q.texto ?? q.text,
    }),
  );
