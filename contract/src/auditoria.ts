/**
 * The audit log ('Auditoría'): GET /api/auditoria?limite=&desde=, who changed what, newest first, optionally only
 * between two local dates (fechaDesde, fechaHasta), by one user, or of one kind of change (tipo); GET
 * /api/auditoria/total counts what the same filters select, for the screen's pages.
 */
import { z } from 'zod';
import { idSchema, isoDate } from './common.js';

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;

const LIMIT_MESSAGE = `El límite debe ser un número entero de 1 a ${AUDIT_MAX_LIMIT}.`;
const OFFSET_MESSAGE = 'El desplazamiento debe ser un número entero de 0 en adelante.';

/** `limite` entries from the `desde`-th newest (0 = the newest). */
export const auditQuerySchema = z.object({
  limite: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(AUDIT_MAX_LIMIT, LIMIT_MESSAGE).default(AUDIT_DEFAULT_LIMIT),
  desde: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
/** The query as a client writes it (paging and filters). */
export type AuditQuery = z.input<typeof auditQuerySchema> & z.input<typeof auditFiltersSchema>;

export const auditText = {
  desdeAfterHasta: 'La fecha "desde" no puede ser posterior a "hasta".',
  usuario: 'El usuario debe tener de 1 a 100 caracteres.',
  tipo: 'El tipo de cambio no es válido: elige uno de la lista.',
};

/** A kind of change: an entity ('empleados') or one action of it ('empleados.baja'). */
export const AUDIT_TIPO_RE = /^[a-z_]{1,40}(\.[a-z_]{1,40})?$/;

/**
 * The filters of GET /api/auditoria (issue 16, answered 422 when wrong): local calendar dates of the box, both
 * included; the user's name as recorded; `tipo` an entity or one action (see AUDIT_TIPO_RE).
 */
export const auditFiltersSchema = z
  .object({
    fechaDesde: isoDate('La fecha "desde"').optional(),
    fechaHasta: isoDate('La fecha "hasta"').optional(),
    usuario: z.string({ error: auditText.usuario }).trim().min(1, auditText.usuario).max(100, auditText.usuario).optional(),
    tipo: z.string({ error: auditText.tipo }).regex(AUDIT_TIPO_RE, auditText.tipo).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.fechaDesde && q.fechaHasta && q.fechaDesde > q.fechaHasta) ctx.addIssue({ code: 'custom', path: ['fechaDesde'], message: auditText.desdeAfterHasta });
  });
export type AuditoriaFilters = z.output<typeof auditFiltersSchema>;

/** GET /api/auditoria/opciones: the users and the actions found in the log, for the filters' lists. */
export const auditOptionsSchema = z.object({ usuarios: z.array(z.string()), acciones: z.array(z.string()) });
export type AuditOptions = z.infer<typeof auditOptionsSchema>;

/**
 * One change. `accion` is '<entity>.<verb>' (e.g. 'puestos.actualizar', 'dispositivos.aprobar'); `antes` and
 * `despues` are the row before and after (null for a creation or a deletion).
 */
export const auditEntrySchema = z.object({
  id: idSchema,
  usuario: z.string(),
  accion: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
  ip: z.string().nullable(),
  /** ISO 8601 instant. */
  fecha: z.string(),
  /**
   * Who or what the entry's ids name (issue 30), looked up when the log is read: keyed by the kind and the id the
   * entry holds ('empleado:3' for an employeeId, empleadoId or otroEmpleadoId; 'sucursal:1', 'puesto:2', 'bono:4',
   * 'dispositivo:5'), e.g. 'ANA LÓPEZ (núm. 0002)', 'CENTRO'. A record deleted since has no name here.
   */
  nombres: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The kind of record an id field of an entry names ('empleadoId' → 'empleado'), for `nombres`. */
export const AUDIT_ID_KINDS: Readonly<Record<string, AuditIdKind>> = {
  employeeId: 'empleado',
  empleadoId: 'empleado',
  otroEmpleadoId: 'empleado',
  sucursalId: 'sucursal',
  puestoId: 'puesto',
  bonoId: 'bono',
  dispositivoId: 'dispositivo',
};
export type AuditIdKind = 'empleado' | 'sucursal' | 'puesto' | 'bono' | 'dispositivo';

/** How an entry's `nombres` is keyed: 'empleado:3'. */
export const auditNameKey = (kind: AuditIdKind, id: number): string => `${kind}:${id}`;

/** GET /api/auditoria/total: how many entries the filters select, for 'Página 2 de 7'. */
export const auditTotalSchema = z.object({ total: z.number().int() });
export type AuditTotal = z.infer<typeof auditTotalSchema>;
