/**
 * Issue 43: 'Mi asistencia' at the kiosk and the requests an employee sends from it (justificación, olvido de checada,
 * vacaciones), answered by an administrador or the branch's gerente in 'Solicitudes'.
 */
import { z } from 'zod';
import { punchSchema } from './attendance.js';
import { clockTime, isoDate } from './common.js';
import { incidenciaSchema } from './incidencias.js';
import { DIA_ESTADOS } from './prenomina.js';
import { PERIODOS } from './reglas.js';
import { visibleText } from './text.js';

/** The header that carries the short-lived token a face or NIP punch answered with (`miAsistencia.token`). */
export const MI_ASISTENCIA_HEADER = 'X-Mi-Asistencia';

export const SOLICITUD_TIPOS = ['justificacion', 'olvido', 'vacaciones'] as const;
export type SolicitudTipo = (typeof SOLICITUD_TIPOS)[number];

export const SOLICITUD_ESTADOS = ['pendiente', 'aprobada', 'rechazada'] as const;
export type SolicitudEstado = (typeof SOLICITUD_ESTADOS)[number];

/** The reasons a justificación may give, as the kiosk lists them. */
export const MOTIVOS_JUSTIFICACION = ['Cita médica', 'Incapacidad IMSS', 'Trámite', 'Transporte', 'Otro'] as const;
export type MotivoJustificacion = (typeof MOTIVOS_JUSTIFICACION)[number];

/** How many requests a person may have waiting for an answer at once. */
export const MAX_SOLICITUDES_ABIERTAS = 5;
/** The longest vacation request, in calendar days. */
export const MAX_DIAS_VACACIONES_SOLICITUD = 31;

export const SOLICITUD_TIPO_LABELS: Record<SolicitudTipo, string> = {
  justificacion: 'Justificación',
  olvido: 'Olvidé checar',
  vacaciones: 'Vacaciones',
};

const nota = z
  .string({ error: 'La nota debe ser texto.' })
  .trim()
  .max(200, 'La nota admite como máximo 200 caracteres.')
  .refine(...visibleText('La nota'));

const folio = z
  .string({ error: 'El folio debe ser texto.' })
  .trim()
  .max(40, 'El folio admite como máximo 40 caracteres.')
  .refine(...visibleText('El folio'));

/** POST /api/kiosk/solicitudes: the fields each kind needs are checked after the shape. */
export const solicitudInputSchema = z
  .object({
    tipo: z.enum(SOLICITUD_TIPOS, { error: 'El tipo de solicitud debe ser justificacion, olvido o vacaciones.' }),
    fecha: isoDate('La fecha').optional(),
    hora: clockTime('La hora').optional(),
    desde: isoDate('La fecha de inicio').optional(),
    hasta: isoDate('La fecha de fin').optional(),
    motivo: z
      .string({ error: 'El motivo debe ser texto.' })
      .trim()
      .max(100, 'El motivo admite como máximo 100 caracteres.')
      .refine(...visibleText('El motivo'))
      .optional(),
    nota: nota.optional(),
    folio: folio.optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: 'fecha' | 'hora' | 'desde' | 'hasta', message: string) => {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (body.tipo === 'justificacion') {
      need('fecha', 'Indica el día que quieres justificar.');
      if (!MOTIVOS_JUSTIFICACION.includes(body.motivo as MotivoJustificacion))
        ctx.addIssue({ code: 'custom', path: ['motivo'], message: `Elige un motivo: ${MOTIVOS_JUSTIFICACION.join(', ')}.` });
      if (body.motivo === 'Incapacidad IMSS' && !body.folio)
        ctx.addIssue({ code: 'custom', path: ['folio'], message: 'Escribe el folio de la incapacidad del IMSS.' });
    }
    if (body.tipo === 'olvido') {
      need('fecha', 'Indica el día que olvidaste checar.');
      need('hora', 'Indica la hora a la que llegaste o saliste.');
    }
    if (body.tipo === 'vacaciones') {
      need('desde', 'Indica desde qué día quieres vacaciones.');
      need('hasta', 'Indica hasta qué día quieres vacaciones.');
      if (body.desde && body.hasta && body.hasta < body.desde)
        ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha de fin no puede ser antes de la de inicio.' });
    }
  });
export type SolicitudInput = z.infer<typeof solicitudInputSchema>;

export const solicitudesQuerySchema = z.object({
  estado: z.enum(SOLICITUD_ESTADOS, { error: 'El estado debe ser pendiente, aprobada o rechazada.' }).optional(),
});

export const rechazoSchema = z.object({
  motivo: z
    .string({ error: 'Escribe el motivo del rechazo.' })
    .trim()
    .min(3, 'Escribe el motivo del rechazo (al menos 3 caracteres).')
    .max(200, 'El motivo admite como máximo 200 caracteres.')
    .refine(...visibleText('El motivo')),
});

/** How the person was recognised when the screen was opened: proof that they asked, not someone for them. */
export const reconocimientoSolicitudSchema = z.object({
  dispositivoId: z.number().int(),
  dispositivo: z.string().nullable(),
  /** UTC instant of the punch that opened 'Mi asistencia'. */
  hora: z.string(),
  checadaId: z.number().int(),
  metodo: z.enum(['rostro', 'nip']),
  /** The face match's similarity (null for a NIP punch). */
  similitud: z.number().nullable(),
  /** The liveness model's p(real) (null when not measured). */
  vida: z.number().nullable(),
  /** 'real' (p(real) at or above the engine's threshold), 'dudosa' (below it, let through), 'sin_medir', or 'nip'. */
  veredictoVida: z.enum(['real', 'dudosa', 'sin_medir', 'nip']),
});
export type Reconocimiento = z.infer<typeof reconocimientoSolicitudSchema>;

/** A day's punch beside a request in the inbox. */
export const checadaDelDiaSchema = z.object({
  id: z.number().int(),
  hora: z.string(),
  tipo: z.enum(['entrada', 'salida']),
  metodo: z.enum(['rostro', 'nip', 'manual']),
});
export type ChecadaDelDia = z.infer<typeof checadaDelDiaSchema>;

/** A request as the kiosk's POST answers it and the panel's inbox lists it. */
export const solicitudSchema = z.object({
  id: z.number().int(),
  empleadoId: z.number().int(),
  empleado: z.string(),
  tipo: z.enum(SOLICITUD_TIPOS),
  /** The day asked about (justificación, olvido), or the first of the vacation days. */
  fecha: z.string(),
  hora: z.string().nullable(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  motivo: z.string().nullable(),
  nota: z.string().nullable(),
  folio: z.string().nullable(),
  /** Vacaciones: the working days it uses, and the balance the person had left when asking (null: unknown). */
  diasVacaciones: z.array(z.string()),
  saldoRestante: z.number().nullable(),
  /** Vacaciones asked beyond the balance: sent anyway, marked for whoever answers. */
  sobreSaldo: z.boolean(),
  /** One line, Spanish: what is asked ('Justificar la falta del 03/12/2026: Cita médica'). */
  descripcion: z.string(),
  estado: z.enum(SOLICITUD_ESTADOS),
  creadaEn: z.string(),
  reconocimiento: reconocimientoSolicitudSchema,
  respondidaPor: z.string().nullable(),
  respondidaEn: z.string().nullable(),
  motivoRechazo: z.string().nullable(),
  /** Only in the panel's list: the punches of the day asked about (of the range, for vacaciones none). */
  checadas: z.array(checadaDelDiaSchema).optional(),
});
export type Solicitud = z.infer<typeof solicitudSchema>;

/** POST /api/solicitudes/{id}/aprobar: the request, now 'aprobada', with what its approval recorded. */
export const solicitudAprobadaSchema = solicitudSchema.extend({
  aplicado: z.object({ incidencias: z.array(incidenciaSchema), checadas: z.array(punchSchema) }),
});
export type SolicitudAprobada = z.infer<typeof solicitudAprobadaSchema>;

/** One day of the current pay period in 'Mi asistencia', as the pre-nómina engine reads it. */
export const miDiaSchema = z.object({
  fecha: z.string(),
  diaSemana: z.string(),
  estado: z.enum(DIA_ESTADOS),
  estadoTexto: z.string(),
  /** The day's segments as text ('09:00 a 18:00'); null on a rest day. */
  turno: z.string().nullable(),
  checadas: z.array(z.object({ hora: z.string(), tipo: z.enum(['entrada', 'salida']), manual: z.boolean() })),
  entradas: z.array(z.string()),
  salidas: z.array(z.string()),
  retardos: z.number(),
  minutosRetardo: z.number(),
  falta: z.boolean(),
  sinSalida: z.boolean(),
  salidasAnticipadas: z.number(),
  minutosSalidaAnticipada: z.number(),
  mediasJornadas: z.number(),
  minutosTrabajados: z.number(),
  /** Overtime hours of the day. */
  horasExtra: z.number(),
  /** The incidencia's label ('Vacaciones'), else null. */
  incidencia: z.string().nullable(),
  /** The holiday's name, else null. */
  festivo: z.string().nullable(),
  enTurno: z.boolean(),
  /** 'Justificar' may be offered on this day. */
  justificable: z.boolean(),
});
export type MiDia = z.infer<typeof miDiaSchema>;

/** GET /api/kiosk/mi-asistencia: the person's current period, balance, turno and requests; pesos only with `importesEnKiosco`. */
export const miAsistenciaSchema = z.object({
  empleado: z.object({ id: z.number().int(), nombre: z.string() }),
  hoy: z.string(),
  periodo: z.object({ desde: z.string(), hasta: z.string(), tipo: z.enum(PERIODOS), texto: z.string() }),
  dias: z.array(miDiaSchema),
  totales: z
    .object({
      diasTrabajados: z.number(),
      faltas: z.number(),
      retardos: z.number(),
      salidasAnticipadas: z.number(),
      minutosTrabajados: z.number(),
      horasExtraDobles: z.number(),
      horasExtraTriples: z.number(),
    })
    .nullable(),
  importes: z
    .object({
      sueldo: z.number(),
      septimoDia: z.number(),
      horasExtra: z.number(),
      festivos: z.number(),
      descansoTrabajado: z.number(),
      primaDominical: z.number(),
      primaVacacional: z.number(),
      bonos: z.number(),
      descuentoJornada: z.number(),
      total: z.number(),
    })
    .nullable(),
  /** `pendientes` is null while the employee's opening balance (issue 40) is not captured: no number can be told. */
  vacaciones: z.object({ pendientes: z.number().nullable(), proximoAniversario: z.string(), diasProximoAniversario: z.number() }),
  turno: z.object({
    semana: z.array(z.object({ fecha: z.string(), diaSemana: z.string(), turno: z.string(), codigo: z.string().nullable() })),
    proximoDescanso: z.string().nullable(),
  }),
  solicitudes: z.array(solicitudSchema),
  /** UTC instant the token stops working. */
  sesion: z.object({ expira: z.string() }),
});
export type MiAsistencia = z.infer<typeof miAsistenciaSchema>;
