/** The audit log ('Auditoría'): GET /api/auditoria?limite=&desde=, who changed what, newest first. */
import { z } from 'zod';
import { idSchema } from './common.js';

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;

const LIMIT_MESSAGE = `El límite debe ser un número entero de 1 a ${AUDIT_MAX_LIMIT}.`;
const OFFSET_MESSAGE = 'El desplazamiento debe ser un número entero de 0 en adelante.';

/** `limite` entries from the `desde`-th newest (0 = the newest). */
export const auditQuerySchema = z.object({
  limite: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(AUDIT_MAX_LIMIT, LIMIT_MESSAGE).default(AUDIT_DEFAULT_LIMIT),
  desde: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
/** The query as a client writes it. */
export type AuditQuery = z.input<typeof auditQuerySchema>;

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
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
