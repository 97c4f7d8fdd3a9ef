/**
 * Issue 43: 'Mi asistencia' at the kiosk and the requests an employee sends from it (justificación, olvido de checada,
 * vacaciones), answered by an administrador or the branch's gerente in 'Solicitudes'.
 */
import { z } from 'zod';
import { clockTime, isoDate } from './common.js';
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
export type Reconocimiento = {
  dispositivoId: number;
  dispositivo: string | null;
  /** UTC instant of the punch that opened 'Mi asistencia'. */
  hora: string;
  checadaId: number;
  metodo: 'rostro' | 'nip';
  /** The face match's similarity (null for a NIP punch). */
  similitud: number | null;
  /** The liveness model's p(real) (null when not measured). */
  vida: number | null;
  /** 'real' (p(real) at or above the engine's threshold), 'dudosa' (below it, let through), 'sin_medir', or 'nip'. */
  veredictoVida: 'real' | 'dudosa' | 'sin_medir' | 'nip';
};

/** A day's punch beside a request in the inbox. */
export type ChecadaDelDia = { id: number; hora: string; tipo: 'entrada' | 'salida'; metodo: 'rostro' | 'nip' | 'manual' };

export type Solicitud = {
  id: number;
  empleadoId: number;
  empleado: string;
  tipo: SolicitudTipo;
  /** The day asked about (justificación, olvido), or the first of the vacation days. */
  fecha: string;
  hora: string | null;
  desde: string | null;
  hasta: string | null;
  motivo: string | null;
  nota: string | null;
  folio: string | null;
  /** Vacaciones: the working days it uses, and the balance the person had left when asking (null: unknown). */
  diasVacaciones: string[];
  saldoRestante: number | null;
  /** Vacaciones asked beyond the balance: sent anyway, marked for whoever answers. */
  sobreSaldo: boolean;
  /** One line, Spanish: what is asked ('Justificar la falta del 03/12/2026: Cita médica'). */
  descripcion: string;
  estado: SolicitudEstado;
  creadaEn: string;
  reconocimiento: Reconocimiento;
  respondidaPor: string | null;
  respondidaEn: string | null;
  motivoRechazo: string | null;
  /** Only in the panel's list: the punches of the day asked about (of the range, for vacaciones none). */
  checadas?: ChecadaDelDia[];
};
